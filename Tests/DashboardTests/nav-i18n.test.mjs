import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { angleDifference, routeFigures, steerCue, timeToGo, velocityMadeGood } from '../../Apps/denizrotad/Dashboard/js/nav.js';
import { fill, languages, pickLanguage, translator } from '../../Apps/denizrotad/Dashboard/js/i18n.js';
import { readPrefs } from '../../Apps/denizrotad/Dashboard/js/prefs.js';
import { modeForSun, sunAltitude } from '../../Apps/denizrotad/Dashboard/js/sun.js';
import { destination, graticuleStep } from '../../Apps/denizrotad/Dashboard/js/geo.js';

const close = (a, b, tolerance, what) => assert.ok(Math.abs(a - b) <= tolerance, `${what}: ${a} vs ${b}`);

test('VMG, time to go, ETA and the steering cue', () => {
  assert.equal(angleDifference(350, 10), 20);
  assert.equal(angleDifference(10, 350), -20);
  close(velocityMadeGood(6, 90, 30), 3, 1e-12, 'cos 60°');
  assert.equal(velocityMadeGood(null, 90, 30), null);
  assert.equal(timeToGo(1852 * 3, 6), 1800);
  assert.equal(timeToGo(1852, 0.05), null, 'not closing');
  assert.equal(timeToGo(1852, -2), null, 'opening');
  // Positive XTE: right of the track (MarineKit's TrackGeometry), so steer left.
  for (const [xte, cue] of [[25, 'left'], [-25, 'right'], [5, 'none'], [null, null]]) assert.equal(steerCue(xte), cue);
  const f = routeFigures({ dtwMeters: 1852 * 6, btwDegrees: 180, vmgKnots: null, ttgSeconds: null, eta: null, xteMeters: -40 },
    { sogKnots: 6, cogDegrees: 180 }, 0);
  assert.equal(f.ttgSeconds, 3600);
  assert.equal(f.eta, 3600 * 1000);
  assert.equal(f.cue, 'right');
  const given = routeFigures({ dtwMeters: 1, btwDegrees: 0, vmgKnots: 2, ttgSeconds: 99, eta: 5, xteMeters: null }, null, 0);
  assert.deepEqual([given.ttgSeconds, given.eta], [99, 5]);
});

test('language from the browser: the seven, Simplified Chinese only for zh-Hans/zh-CN, English otherwise', () => {
  const cases = [[['de-AT', 'en'], 'de'], [['pt-BR', 'fr-CA'], 'fr'], [['zh-TW', 'ja'], 'ja'], [['zh-CN'], 'zh-Hans'],
    [['zh-Hans-SG'], 'zh-Hans'], [['ru'], 'en'], [[], 'en'], [['TR'], 'tr']];
  for (const [preferred, expected] of cases) assert.equal(pickLanguage(preferred), expected, preferred.join());
  assert.equal(fill('{0} of {1}, {0}', ['a', 2]), 'a of 2, a');
  assert.equal(fill('{2}', ['a']), '{2}');
  const t = translator({ a: 'A {0}' }, { a: 'x', b: 'B' });
  assert.deepEqual([t('a', 1), t('b'), t('c')], ['A 1', 'B', 'c']);
});

const catalogs = Object.fromEntries(languages.map((l) => [l,
  JSON.parse(readFileSync(new URL(`../../Apps/denizrotad/Dashboard/i18n/${l}.json`, import.meta.url)))]));

test('the seven catalogs have the same keys and the same placeholders, and no empty text', () => {
  const keys = Object.keys(catalogs.en).sort();
  const placeholders = (s) => (s.match(/\{\d+\}/g) ?? []).sort().join();
  for (const lang of languages) {
    assert.deepEqual(Object.keys(catalogs[lang]).sort(), keys, lang);
    for (const key of keys) {
      assert.equal(placeholders(catalogs[lang][key]), placeholders(catalogs.en[key]), `${lang} ${key}`);
      assert.ok(catalogs[lang][key].trim().length > 0, `${lang} ${key}`);
    }
  }
});

test('every data-i18n key of the page exists in the catalogs, and the catalogs follow Docs/glossary.json', () => {
  const page = readFileSync(new URL('../../Apps/denizrotad/Dashboard/index.html', import.meta.url), 'utf8');
  const script = readFileSync(new URL('../../Apps/denizrotad/Dashboard/js/app.js', import.meta.url), 'utf8');
  const used = [...page.matchAll(/data-i18n(?:-label)?="([^"]+)"/g), ...script.matchAll(/[^A-Za-z_.]t\('([a-zA-Z.-]+)'/g)].map((m) => m[1]);
  for (const key of used) assert.ok(key in catalogs.en, key);
  const glossary = JSON.parse(readFileSync(new URL('../../Docs/glossary.json', import.meta.url)));
  for (const concept of glossary.concepts) {
    for (const [lang, words] of Object.entries(concept.forbidden ?? {})) {
      for (const text of Object.values(catalogs[lang] ?? {})) {
        for (const word of words) {
          const found = ['ja', 'zh-Hans'].includes(lang) ? text.includes(word)
            : new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'iu').test(text);
          assert.ok(!found, `${lang}: "${text}" uses "${word}" (glossary ${concept.id})`);
        }
      }
    }
  }
});

test('preferences: stored values when valid, defaults otherwise', () => {
  const storage = (value) => ({ getItem: () => value });
  assert.deepEqual(readPrefs(storage(null), ['tr-TR']),
    { language: 'tr', speedUnit: 'kn', distanceUnit: 'nm', theme: 'auto', onlineLayers: false, keepAwake: true, northReference: 'true' });
  const stored = readPrefs(storage('{"language":"ja","distanceUnit":"km","speedUnit":"kmh","theme":"night","onlineLayers":true,"keepAwake":false,"northReference":"magnetic"}'), ['en']);
  assert.deepEqual(stored,
    { language: 'ja', speedUnit: 'kmh', distanceUnit: 'km', theme: 'night', onlineLayers: true, keepAwake: false, northReference: 'magnetic' });
  assert.equal(readPrefs(storage('{"northReference":"grid"}'), ['en']).northReference, 'true');
  assert.equal(readPrefs(storage('{"language":"xx","theme":"pink"}'), ['de']).language, 'de');
  assert.equal(readPrefs(storage('not json'), ['de']).theme, 'auto');
});

test('the sun: altitude against NOAA\'s calculator, and the mode it asks for', () => {
  // At local solar noon the altitude is 90° − latitude + declination; at the June solstice the declination is the
  // obliquity of the ecliptic, 23.44°. Bodrum (37.03 N, 27.43 E): noon at 12:00 − 27.43 × 4 min + ~1.7 min (the
  // equation of time) ≈ 10:12 UTC, so 76.41°.
  close(sunAltitude(Date.UTC(2026, 5, 21, 10, 12), 37.03, 27.43), 90 - 37.03 + 23.44, 0.3, 'solstice noon');
  // Local solar midnight at the equinox on the equator at 0° E: the sun is about 90° below the horizon.
  close(sunAltitude(Date.UTC(2026, 2, 20, 0, 7), 0, 0), -89.5, 1.5, 'midnight');
  assert.equal(modeForSun(20), 'light');
  assert.equal(modeForSun(-3), 'dark');
  assert.equal(modeForSun(-10), 'night');
});

test('drawing geometry: a destination point and the graticule spacing', () => {
  const [lat, lon] = destination(37, 27, 90, 1852 * 60 * Math.cos(37 * Math.PI / 180));
  close(lat, 36.9, 0.2, 'lat east');
  close(lon, 28, 0.02, 'lon east');
  const [n] = destination(0, 0, 0, 111195);
  close(n, 1, 0.001, 'one degree north');
  assert.equal(graticuleStep(0.3), 5 / 60);
  assert.equal(graticuleStep(60), 10);
});
