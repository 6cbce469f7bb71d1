// js/pairing.js: the code form's pure parts (node --test).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { needsPairing, pairingBody, pairingResult, probeScope } from '../../Apps/denizrotad/Dashboard/js/pairing.js';

test('the body carries the digits and a trimmed name only', () => {
  assert.deepEqual(pairingBody(' 123 456 ', '  '), { code: '123456' });
  assert.deepEqual(pairingBody('123-456', " Deniz's phone "), { code: '123456', name: "Deniz's phone" });
  assert.equal(pairingBody('1', 'x'.repeat(50)).name.length, 40);
});

test('answers map to what the form says', () => {
  assert.deepEqual(pairingResult(200), { outcome: 'paired' });
  assert.deepEqual(pairingResult(403), { outcome: 'refused' });
  assert.deepEqual(pairingResult(429, '42'), { outcome: 'wait', seconds: 42 });
  assert.deepEqual(pairingResult(429, null), { outcome: 'wait', seconds: 60 });
  assert.deepEqual(pairingResult(500), { outcome: 'error' });
});

test('only a 401 asks for pairing', async () => {
  assert.equal(await needsPairing(async () => ({ status: 401 })), true);
  assert.equal(await needsPairing(async () => ({ status: 200 })), false);
  assert.equal(await needsPairing(async () => { throw new Error('offline'); }), false);
});

test('the scope probe: only the daemon\'s 403 denizrotad.http.scope makes the page view-only', async () => {
  const answer = (status, code) => async (url, init) => {
    assert.equal(init.method, 'OPTIONS');
    return { status, json: async () => ({ error: { code, message: 'view only' } }) };
  };
  assert.deepEqual(await probeScope('en', answer(403, 'denizrotad.http.scope')), { mayControl: false, message: 'view only' });
  assert.deepEqual(await probeScope('en', answer(403, 'denizrotad.http.origin')), { mayControl: true, message: null });
  assert.deepEqual(await probeScope('en', answer(405, 'denizrotad.http.methodNotAllowed')), { mayControl: true, message: null });
  assert.deepEqual(await probeScope('en', async () => { throw new Error('offline'); }), { mayControl: true, message: null });
});
