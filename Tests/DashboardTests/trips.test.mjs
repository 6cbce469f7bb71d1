import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeRoutes, normalizeTrips, trackParts, tripTrackURL } from '../../Apps/denizrotad/Dashboard/js/api.js';
import { speedSegments, sphericalDistance } from '../../Apps/denizrotad/Dashboard/js/geo.js';

test('trip list (denizrota trip list --json) newest first; routes by name', () => {
  const rows = normalizeTrips({ trips: [
    { tripID: 1, startedAt: '2026-07-01T06:30:00Z', endedAt: '2026-07-01T07:00:00Z',
      statistics: { distanceMeters: 5000, durationSeconds: 1800, averageSpeedKnots: 5.4, maximumSpeedKnots: 7 } },
    { tripID: 2, startedAt: '2026-07-02T06:30:00Z' },
    { startedAt: 'no id' },
  ], schemaVersion: 1 });
  assert.deepEqual(rows.map((r) => r.id), [2, 1]);
  assert.equal(rows[0].endedAt, null);
  assert.equal(rows[0].distanceMeters, null);
  assert.equal(rows[1].averageKnots, 5.4);
  assert.deepEqual(normalizeTrips(null), []);
  assert.deepEqual(normalizeRoutes({ routes: ['A', 3, 'B'] }), ['A', 'B']);
  assert.equal(tripTrackURL(12), '/api/v1/trips/12/track?tolerance=5');
});

test('track features (MarineKit TrackGeoJSON): LineString and antimeridian MultiLineString, lat/lon swapped', () => {
  const line = trackParts({ type: 'Feature', geometry: { type: 'LineString', coordinates: [[27, 37], [27.1, 37.1]] },
    properties: { times: ['2026-07-01T06:30:00Z', '2026-07-01T06:31:00Z'] } });
  assert.deepEqual(line, [{ points: [[37, 27], [37.1, 27.1]], times: [Date.parse('2026-07-01T06:30:00Z'), Date.parse('2026-07-01T06:31:00Z')] }]);
  const multi = trackParts({ geometry: { type: 'MultiLineString', coordinates: [[[179.9, 0], [180, 0]], [[-180, 0], [-179.9, 0]]] },
    properties: { times: [['2026-07-01T00:00:00Z', '2026-07-01T00:01:00Z'], ['2026-07-01T00:01:00Z']] } });
  assert.equal(multi.length, 2);
  assert.deepEqual(multi[1].points[0], [0, -180]);
  assert.equal(multi[1].times[1], null, 'a missing time stays null');
  assert.deepEqual(trackParts({}), []);
});

test('speed along a track: one minute of arc of latitude in an hour is 1 kn (±0.5 % on the sphere)', () => {
  const mile = 1 / 60;
  const hour = 3600 * 1000;
  const segments = speedSegments([[0, 0], [mile, 0], [mile * 6, 0], [mile * 6, 0]], [0, hour, 2 * hour, null]);
  assert.ok(Math.abs(segments[0].knots - 1) < 0.005, String(segments[0].knots));
  assert.equal(segments[0].band, 0);
  assert.ok(Math.abs(segments[1].knots - 5) < 0.03);
  assert.equal(segments[1].band, 2);
  assert.equal(segments[2].knots, null);
  assert.equal(segments[2].band, null);
  assert.ok(Math.abs(sphericalDistance([0, 0], [0, 1]) - 111195) < 1);
});
