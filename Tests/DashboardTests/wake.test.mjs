import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ScreenWake, wakeState } from '../../Apps/denizrotad/Dashboard/js/wake.js';

test('the screen state said: off, insecure (plain http from another device), unsupported, waiting, held, refused', () => {
  const base = { wanted: true, secure: true, supported: true, passage: true, held: false, refused: false };
  const rows = [
    [{ wanted: false }, 'off'],
    [{ secure: false, supported: false }, 'insecure'],
    [{ supported: false }, 'unsupported'],
    [{ passage: false }, 'waiting'],
    [{ held: true }, 'held'],
    [{ refused: true }, 'refused'],
    [{}, 'waiting'],
  ];
  for (const [change, state] of rows) assert.equal(wakeState({ ...base, ...change }), state, JSON.stringify(change));
});

/** A browser as the page sees it: a wakeLock that grants (or refuses with `refuse`) and a visibility to change. */
function browser({ secure = true, refuse = null } = {}) {
  const document = new EventTarget();
  document.visibilityState = 'visible';
  const log = [];
  const navigator = {
    wakeLock: {
      async request(type) {
        log.push(`request ${type}`);
        if (refuse) throw Object.assign(new Error('no'), { name: refuse });
        const sentinel = new EventTarget();
        sentinel.release = async () => { log.push('release'); sentinel.dispatchEvent(new Event('release')); };
        return sentinel;
      },
    },
  };
  return { environment: { navigator, document, isSecureContext: secure }, document, log };
}

test('the lock is asked when a passage starts, released when it ends, asked again when the page is shown again', async () => {
  const { environment, document, log } = browser();
  const wake = new ScreenWake(() => {}, environment);
  await wake.apply();
  wake.update(true, false);
  assert.equal(wake.state, 'waiting');
  wake.update(true, true);
  await wake.apply();
  assert.equal(wake.state, 'held');
  // The browser releases it when the page is hidden; shown again, it is asked again.
  document.visibilityState = 'hidden';
  await wake.sentinel.release();
  assert.equal(wake.state, 'waiting');
  document.visibilityState = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
  await wake.apply();
  assert.equal(wake.state, 'held');
  wake.update(true, false);
  await wake.apply();
  assert.equal(wake.state, 'waiting');
  assert.deepEqual(log, ['request screen', 'release', 'request screen', 'release']);
});

test('refused by the browser, switched off, or over plain http: said, and not asked over and over', async () => {
  const refused = browser({ refuse: 'NotAllowedError' });
  const wake = new ScreenWake(() => {}, refused.environment);
  wake.update(true, true);
  await wake.apply();
  assert.equal(wake.state, 'refused');
  assert.equal(wake.refused, 'NotAllowedError');
  wake.update(true, true);
  await wake.apply();
  assert.deepEqual(refused.log, ['request screen'], 'an unchanged passage does not ask again');
  wake.update(false, true);
  assert.equal(wake.state, 'off');
  const plain = browser({ secure: false });
  const insecure = new ScreenWake(() => {}, plain.environment);
  insecure.update(true, true);
  await insecure.apply();
  assert.equal(insecure.state, 'insecure');
  assert.deepEqual(plain.log, [], 'nothing asked over plain http');
});
