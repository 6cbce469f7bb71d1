// node --test: the dashboard's pure modules (Apps/denizrotad/Dashboard/js), run by scripts/test-dashboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { distanceFromMeters, speedFromKnots, speedUnitFor } from '../../Apps/denizrotad/Dashboard/js/units.js';
import {
  bearingIn, formatBearing, formatBearingIn, formatClock, formatCoordinate, formatDistance, formatDuration, formatNumber, formatShortDistance,
  formatSpeed, missing,
} from '../../Apps/denizrotad/Dashboard/js/format.js';

test('speeds: knots as knots and km/h (1 kn = 1.852 km/h exactly)', () => {
  for (const [knots, unit, expected] of [[10, 'kn', 10], [10, 'kmh', 18.52], [0, 'kmh', 0], [null, 'kn', null]]) {
    const value = speedFromKnots(knots, unit);
    if (expected === null) assert.equal(value, null);
    else assert.ok(Math.abs(value - expected) < 1e-12, `${knots} ${unit}`);
  }
  assert.equal(speedUnitFor('km'), 'kmh');
  assert.equal(speedUnitFor('nm'), 'kn');
});

test('distances: metres as nautical miles (1852 m) and kilometres', () => {
  assert.equal(distanceFromMeters(1852, 'nm'), 1);
  assert.equal(distanceFromMeters(1500, 'km'), 1.5);
  assert.equal(distanceFromMeters(null, 'km'), null);
});

test('numbers follow the language: decimal comma in tr, de, fr, es; point in en, ja, zh-Hans', () => {
  const cases = [['en', '1,234.5'], ['tr', '1.234,5'], ['de', '1.234,5'], ['fr', '1\u202f234,5'], ['ja', '1,234.5'],
    ['zh-Hans', '1,234.5']];
  for (const [lang, expected] of cases) assert.equal(formatNumber(1234.5, 1, lang), expected, lang);
  // Spanish groups from five digits on (CLDR minimumGroupingDigits 2; ICU versions differ below that).
  assert.equal(formatNumber(12345.6, 1, 'es'), '12.345,6');
  assert.equal(formatNumber(-0.04, 1, 'en'), '0.0');
  assert.equal(formatNumber(null, 1, 'en'), missing);
  assert.equal(formatNumber(NaN, 1, 'en'), missing);
});

test('speed and distance strings in the chosen unit', () => {
  assert.equal(formatSpeed(5.25, 'kn', 'en'), '5.3');
  assert.equal(formatSpeed(5, 'kmh', 'tr'), '9,3');
  assert.equal(formatDistance(1852 * 3.456, 'nm', 'en'), '3.46');
  assert.equal(formatDistance(1852 * 34.56, 'nm', 'en'), '34.6');
  assert.equal(formatDistance(234560, 'km', 'de'), '235');
  assert.equal(formatDistance(null, 'km', 'de'), missing);
});

test('bearings are three digits and wrap to 000°', () => {
  for (const [degrees, expected] of [[5, '005°'], [359.6, '000°'], [360, '000°'], [-10, '350°'], [175.4, '175°'], [null, missing]]) {
    assert.equal(formatBearing(degrees), expected, String(degrees));
  }
});

test('magnetic bearings are true − declination (east positive), labelled °M; none without a declination', () => {
  // Bodrum on 2026-07-01: WMM2025 declination 5.35° E (`denizrota magvar 37.03075 27.42553 --date 2026-07-01`).
  for (const [trueDegrees, reference, declination, degrees, shown] of [
    [214.7, 'magnetic', 5.35, 209.35, '209°M'],
    [214.7, 'true', 5.35, 214.7, '215°'],
    [3, 'magnetic', 5.35, 357.65, '358°M'],
    [358, 'magnetic', -4, 2, '002°M'],
    [90, 'magnetic', null, null, missing],
    [null, 'magnetic', 5.35, null, missing],
    [90, 'true', null, 90, '090°'],
  ]) {
    const got = bearingIn(trueDegrees, reference, declination);
    assert.ok(degrees === null ? got === null : Math.abs(got - degrees) < 1e-9, `${trueDegrees} ${reference}: ${got}`);
    assert.equal(formatBearingIn(trueDegrees, reference, declination), shown);
  }
});

test('positions as degrees and decimal minutes with the language\'s hemisphere letters', () => {
  assert.equal(formatCoordinate(37.031003, ['N', 'S'], false), '37° 01.860′ N');
  assert.equal(formatCoordinate(27.425498, ['E', 'W'], true), '027° 25.530′ E');
  assert.equal(formatCoordinate(-0.5, ['N', 'S'], false), '00° 30.000′ S');
  assert.equal(formatCoordinate(-122.99999999, ['D', 'B'], true), '123° 00.000′ B');
  assert.equal(formatCoordinate(null, ['N', 'S'], false), missing);
});

test('durations as h:mm:ss; clock times in a given zone', () => {
  for (const [s, expected] of [[0, '0:00:00'], [59.6, '0:01:00'], [3725, '1:02:05'], [90000, '25:00:00'], [-1, missing], [null, missing]]) {
    assert.equal(formatDuration(s), expected, String(s));
  }
  const noonUTC = Date.UTC(2026, 5, 1, 12, 5);
  assert.equal(formatClock(noonUTC, 'en-GB', 'UTC'), '12:05');
  assert.equal(formatClock(noonUTC, 'tr', 'Europe/Istanbul'), '15:05');
  assert.equal(formatClock(null, 'tr'), missing);
});

test('short distances: metres below 1 km, the distance unit above; sign dropped', () => {
  assert.deepEqual(formatShortDistance(-45.4, 'nm', 'en'), { value: '45', unitKey: 'm' });
  assert.deepEqual(formatShortDistance(2778, 'nm', 'en'), { value: '1.50', unitKey: 'nm' });
  assert.deepEqual(formatShortDistance(null, 'km', 'en'), { value: missing, unitKey: 'm' });
});
