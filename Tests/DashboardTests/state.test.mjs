import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  controlBody, coastlineURL, fixDescription, normalizeAlert, normalizeState,
} from '../../Apps/denizrotad/Dashboard/js/api.js';
import { activeAlarms, initialModel, reduce, shouldSound, trackLimit } from '../../Apps/denizrotad/Dashboard/js/state.js';
import { ageNow, isStale } from '../../Apps/denizrotad/Dashboard/js/stale.js';

// A state document in the daemon's shape (http33's LiveState, Docs/denizrotad-api.md).
const doc = (over = {}) => ({
  time: '2026-07-01T06:30:00Z', schemaVersion: 1,
  gps: { source: 'gpsd://127.0.0.1:2947', status: 'ok', fixesAccepted: 10, fixesRejected: 1 },
  position: {
    latitude: 37.031, longitude: 27.4255, time: '2026-07-01T06:29:59Z', ageSeconds: 0.4, stale: false,
    speedKnots: 4.1, courseTrueDegrees: 175.6, horizontalAccuracyMeters: 6.5,
  },
  trip: { recording: true, tripID: 3, distanceMeters: 1000, durationSeconds: 600, averageSpeedKnots: 3.2, maximumSpeedKnots: 5 },
  route: { name: 'Bodrum-Knidos', waypointCount: 3, waypoint: 'Karaada', waypointNumber: 2, distanceMeters: 5000, bearingDegrees: 200, complete: false },
  alarms: [],
  ...over,
});

test('normalizeState reads every member the server sends and tolerates garbage', () => {
  const s = normalizeState(doc(), 1000);
  assert.equal(s.position.sogKnots, 4.1);
  assert.equal(s.position.cogDegrees, 175.6);
  const older = normalizeState({ position: { latitude: 1, longitude: 2, speedOverGroundKnots: 3, courseOverGroundDegrees: 4 } }, 0);
  assert.deepEqual([older.position.sogKnots, older.position.cogDegrees], [3, 4]);
  assert.equal(s.position.accuracyMeters, 6.5);
  assert.equal(s.position.fixTime, Date.parse('2026-07-01T06:29:59Z'));
  assert.equal(s.trip.averageKnots, 3.2);
  assert.equal(s.route.dtwMeters, 5000);
  assert.equal(s.route.xteMeters, null);
  assert.equal(s.anchor, null);
  assert.equal(s.gps.status, 'ok');
  assert.equal(s.staleAfterSeconds, 5);
  for (const junk of [null, 'x', 42, {}, { position: { latitude: 'a' } }, { alarms: 'no' }]) {
    const n = normalizeState(junk, 0);
    assert.equal(n.position, null);
    assert.deepEqual(n.alarms, []);
    assert.equal(n.gps.status, 'waiting');
  }
});

test('control bodies carry only the members a command takes', () => {
  assert.equal(controlBody('trip.start', { radiusMeters: 40 }), '{"command":"trip.start"}');
  assert.equal(controlBody('anchor.set', { radiusMeters: 40 }), '{"command":"anchor.set","radiusMeters":40}');
  assert.equal(controlBody('anchor.set', { radiusMeters: 40, latitude: 37, longitude: 27 }),
    '{"command":"anchor.set","radiusMeters":40,"latitude":37,"longitude":27}');
  assert.equal(controlBody('alert.ack', { alarm: 'anchorAlarm' }), '{"command":"alert.ack","alarm":"anchorAlarm"}');
  assert.equal(coastlineURL(27.12345, 36.9, 27.8, 37.2, 11.4), '/api/v1/coastline?bbox=27.123,36.9,27.8,37.2&zoom=11');
  assert.equal(normalizeAlert({}), null);
  assert.equal(normalizeAlert({ event: 'anchorAlarm', distanceMeters: 80 }).distanceMeters, 80);
});

test('staleness: the server says so, or the age passes the limit, or the connection is down', () => {
  const p = normalizeState(doc(), 0).position;
  assert.equal(ageNow(0.4, 1000, 3000), 2.4);
  assert.equal(ageNow(0.4, 3000, 1000), 0.4);
  assert.equal(isStale(p, 0, 4000, 5, true), false);
  assert.equal(isStale(p, 0, 4700, 5, true), true);
  assert.equal(isStale(p, 0, 1000, 5, false), true);
  assert.equal(isStale({ ...p, stale: true }, 0, 0, 5, true), true);
  assert.equal(isStale(null, 0, 0, 5, true), true);
});

test('the reducer keeps a bounded track of fresh, distinct positions', () => {
  let m = initialModel();
  m = reduce(m, { type: 'state', json: doc(), receivedAt: 0 });
  m = reduce(m, { type: 'state', json: doc(), receivedAt: 1 });
  assert.equal(m.track.length, 1);
  const stale = doc(); stale.position = { ...stale.position, latitude: 38, stale: true };
  m = reduce(m, { type: 'state', json: stale, receivedAt: 2 });
  assert.equal(m.track.length, 1);
  for (let i = 0; i < trackLimit + 10; i += 1) {
    const d = doc(); d.position = { ...d.position, latitude: 30 + i * 1e-5 };
    m = reduce(m, { type: 'state', json: d, receivedAt: i });
  }
  assert.equal(m.track.length, trackLimit);
  assert.equal(m.track[trackLimit - 1][0], 30 + (trackLimit + 9) * 1e-5);
  assert.equal(reduce(m, { type: 'clearTrack' }).track.length, 0);
});

test('alarms: sound until acknowledged; a new raising sounds again; details from the alert', () => {
  let m = initialModel();
  const raised = doc({ alarms: [{ event: 'anchorAlarm', time: '2026-07-01T06:30:00Z' }] });
  m = reduce(m, { type: 'alert', json: { event: 'anchorAlarm', time: '2026-07-01T06:30:00Z', distanceMeters: 82.5 } });
  m = reduce(m, { type: 'state', json: raised, receivedAt: 0 });
  assert.equal(shouldSound(m), true);
  const [alarm] = activeAlarms(m);
  assert.equal(alarm.detail.distanceMeters, 82.5);
  m = reduce(m, { type: 'acknowledge', key: alarm.key });
  assert.equal(shouldSound(m), false);
  assert.equal(activeAlarms(m)[0].acknowledged, true);
  m = reduce(m, { type: 'state', json: raised, receivedAt: 1 });
  assert.equal(shouldSound(m), false, 'the same raising stays acknowledged');
  m = reduce(m, { type: 'state', json: doc(), receivedAt: 2 });
  assert.deepEqual(m.acknowledged, []);
  m = reduce(m, { type: 'state', json: doc({ alarms: [{ event: 'anchorAlarm', time: '2026-07-01T06:40:00Z' }] }), receivedAt: 3 });
  assert.equal(shouldSound(m), true, 'raised again');
  m = reduce(m, { type: 'alert', json: { event: 'anchorAlarmCleared' } });
  assert.equal(m.alertDetails.anchorAlarm, undefined);
  assert.equal(reduce(m, { type: 'connection', status: 'reconnecting' }).connection, 'reconnecting');
});

test('the GPS status names the fix mode and quality, and flags a fix that is not from satellites', () => {
  const position = (fixQuality, fixMode) => normalizeState({ position: { latitude: 37, longitude: 27, fixQuality, fixMode } }, 0).position;
  const rows = [
    [position('differential', '3d'), ['dash.fixMode.3d', 'dash.fixQuality.differential'], false],
    [position('rtk', undefined), ['dash.fixQuality.rtk'], false],
    [position('estimated', '2d'), ['dash.fixMode.2d', 'dash.fixQuality.estimated'], true],
    [position('bogus', '4d'), [], false],
    [null, [], false],
  ];
  for (const [p, keys, warning] of rows) assert.deepEqual(fixDescription(p), { keys, warning }, JSON.stringify(p));
});
