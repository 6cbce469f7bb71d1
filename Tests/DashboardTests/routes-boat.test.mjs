import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ambiguousBoatField, boatChange, boatFormValues, typedNumber, legDrawing, normalizeRouteDetail, normalizeState, routeGeoJSONURL, routeGPXURL, routeURL,
  tripGeoJSONURL, tripGPXURL,
} from '../../Apps/denizrotad/Dashboard/js/api.js';
import {
  editHeaders, editRequest, landWarnings, rememberTag, reorderTarget,
} from '../../Apps/denizrotad/Dashboard/js/route-edit.js';

const route = {
  name: 'Knidos/2', followed: true, activeWaypointNumber: 2, riskCheckedAt: '2026-07-01T06:30:00Z',
  waypoints: [
    { number: 1, name: 'Bodrum', latitude: 37.031, longitude: 27.4255, onLand: false },
    { number: 2, name: 'Karaada', latitude: 36.955, longitude: 27.465, onLand: false },
    { number: 3, name: 'Knidos', latitude: 36.686, longitude: 27.374, onLand: null },
  ],
  legs: [
    { number: 1, from: 'Bodrum', to: 'Karaada', distanceMeters: 9137.9, bearingTrue: 157.4, durationSeconds: 2220,
      eta: null, crossesLand: true, risk: 'green' },
    { number: 2, from: 'Karaada', to: 'Knidos', distanceMeters: 30936.5, bearingTrue: 195.2, durationSeconds: 7517,
      eta: '2026-07-01T09:00:00Z', crossesLand: null, risk: 'purple' },
  ],
  totalDistanceMeters: 40074.4, totalDurationSeconds: 9737, schemaVersion: 1,
};

test('one route (GET /api/v1/routes/NAME): waypoints, legs, land flags and risk; URLs encode the name', () => {
  const r = normalizeRouteDetail(route);
  assert.equal(r.waypoints.length, 3);
  assert.equal(r.waypoints[2].onLand, null, 'outside the coverage stays unknown, never "sea"');
  assert.deepEqual(r.legs.map((l) => [l.crossesLand, l.risk]), [[true, 'green'], [null, null]]);
  assert.equal(r.legs[1].eta, Date.parse('2026-07-01T09:00:00Z'));
  assert.equal(r.activeWaypointNumber, 2);
  assert.equal(normalizeRouteDetail({ name: 'x' }), null);
  assert.equal(normalizeRouteDetail(null), null);
  assert.equal(routeURL('Knidos/2'), '/api/v1/routes/Knidos%2F2');
  assert.equal(routeGPXURL('Gümüşlük'), '/api/v1/routes/G%C3%BCm%C3%BC%C5%9Fl%C3%BCk/gpx');
  assert.equal(tripGPXURL(7), '/api/v1/trips/7/gpx');
});

test('a leg is drawn between its waypoints with its risk, land and active classes', () => {
  const r = normalizeRouteDetail(route);
  assert.deepEqual(legDrawing(r, r.legs[0]), {
    points: [[37.031, 27.4255], [36.955, 27.465]], className: 'route-leg risk-green land active',
  });
  assert.equal(legDrawing(r, r.legs[1]).className, 'route-leg risk-none');
  assert.equal(legDrawing(r, { number: 3 }), null);
});

test('the state\'s XTE, VMG, TTG and ETA are read under the daemon\'s names', () => {
  const s = normalizeState({ route: { name: 'K', crossTrackErrorMeters: -12.5, velocityMadeGoodKnots: 3.7,
    timeToGoSeconds: 4733, eta: '2026-11-27T23:00:23Z', complete: false } }, 0);
  assert.deepEqual([s.route.xteMeters, s.route.vmgKnots, s.route.ttgSeconds, s.route.eta],
    [-12.5, 3.7, 4733, Date.parse('2026-11-27T23:00:23Z')]);
});

test('boat form: values from boat show --json; a change sends only what differs, money as text', () => {
  const saved = boatFormValues({ type: 'motorboat', cruiseSpeedKnots: 8, fuelRateLitersPerHour: 15,
    fuelPricePerLiter: '45.00', currency: 'TRY', limits: { maxWindKnots: 25, maxGustKnots: 30, maxWaveMeters: 1.5 } });
  assert.deepEqual(saved, { type: 'motorboat', timeZone: '', name: '', cruiseSpeedKnots: '8', fuelRateLitersPerHour: '15',
    fuelPricePerLiter: '45.00', tankCapacityLiters: '', maxWindKnots: '25', maxGustKnots: '30', maxWaveMeters: '1.5' });
  assert.deepEqual(boatChange(saved, saved), {});
  assert.deepEqual(boatChange({ ...saved, cruiseSpeedKnots: '6,5', fuelPricePerLiter: '47.25', maxWaveMeters: ' 1.2 ',
    timeZone: 'Europe/Istanbul' }, saved), {
    cruiseSpeedKnots: 6.5, fuelPricePerLiter: '47.25', limits: { maxWaveMeters: 1.2 }, timeZone: 'Europe/Istanbul',
  });
  assert.deepEqual(boatChange({ ...saved, maxGustKnots: 'lots' }, saved), { limits: { maxGustKnots: 'lots' } },
    'a text that is no number goes as typed, for the server to refuse with its reason');
  assert.equal(boatFormValues({}), null);
  // Name and tank as `boat set --name/--tank`: the name trimmed (empty clears), an emptied tank sent as 0 (clears).
  const named = boatFormValues({ type: 'sailboat', name: 'Mavi', tankCapacityLiters: 200, limits: {} });
  assert.deepEqual([named.name, named.tankCapacityLiters], ['Mavi', '200']);
  assert.deepEqual(boatChange({ ...named, name: ' Yıldız ', tankCapacityLiters: '' }, named), { name: 'Yıldız', tankCapacityLiters: 0 });
  assert.deepEqual(boatChange({ ...saved, name: 'Deniz', tankCapacityLiters: '350' }, saved), { name: 'Deniz', tankCapacityLiters: 350 });
});

test('a typed number means the same in every language, or is refused naming both readings', () => {
  const read = (text) => typedNumber(text);
  assert.deepEqual(read('2,5'), { text: '2.5', value: 2.5 });
  assert.deepEqual(read(' 0.500 '), { text: '0.500', value: 0.5 });
  assert.deepEqual(read('1.250,50'), { text: '1250.50', value: 1250.5 });
  assert.deepEqual(read('1,250.50'), { text: '1250.50', value: 1250.5 });
  assert.deepEqual(read('1.234.567'), { text: '1234567', value: 1234567 });
  assert.deepEqual(read('1.000'), { readings: ['1000', '1'] });
  assert.deepEqual(read('-1,250'), { readings: ['-1250', '-1.25'] });
  for (const text of ['1.2.3', '1,250,5', '1.250.50', 'lots', '']) assert.equal(read(text), null, text);
  const saved = boatFormValues({ type: 'sailboat', cruiseSpeedKnots: 6, tankCapacityLiters: 200, limits: {} });
  assert.deepEqual(ambiguousBoatField({ ...saved, tankCapacityLiters: ' 1.000 ' }),
    { name: 'tankCapacityLiters', text: '1.000', readings: ['1000', '1'] }, 'before: sent as 1 L');
  assert.equal(ambiguousBoatField({ ...saved, tankCapacityLiters: '1000' }), null);
  assert.deepEqual(boatChange({ ...saved, fuelPricePerLiter: '1.250,50', tankCapacityLiters: '1.500,5' }, saved),
    { fuelPricePerLiter: '1250.50', tankCapacityLiters: 1500.5 });
});

test('route edits: one request each, positions rounded to 6 decimals, land warnings from the answer', () => {
  assert.deepEqual(editRequest({ kind: 'add', route: 'Knidos/2', latitude: 36.91234567, longitude: 27.4 }),
    { method: 'POST', url: '/api/v1/routes/Knidos%2F2/waypoints', body: { latitude: 36.912346, longitude: 27.4, asGiven: true }, route: 'Knidos/2' });
  assert.deepEqual(editRequest({ kind: 'move', route: 'R', number: 2, latitude: 1.0000004, longitude: -2 }),
    { method: 'PATCH', url: '/api/v1/routes/R/waypoints/2', body: { latitude: 1, longitude: -2, asGiven: true }, route: 'R' });
  assert.deepEqual(editRequest({ kind: 'reorder', route: 'R', number: 3, to: 1 }).body, { to: 1 });
  assert.deepEqual(editRequest({ kind: 'remove', route: 'R', number: 3 }),
    { method: 'DELETE', url: '/api/v1/routes/R/waypoints/3', body: null, route: 'R' });
  assert.deepEqual(editRequest({ kind: 'rename', route: 'R', name: 'S' }), { method: 'PATCH', url: '/api/v1/routes/R', body: { name: 'S' }, route: 'R' });
  assert.equal(editRequest({ kind: 'create', name: 'N' }).url, '/api/v1/routes');
  assert.equal(editRequest({ kind: 'fly' }), null);
  assert.deepEqual(landWarnings(normalizeRouteDetail(route)), { waypoints: [], legs: [1], uncovered: true });
  assert.deepEqual([reorderTarget(1, 3, -1), reorderTarget(1, 3, 1), reorderTarget(3, 3, 1)], [null, 2, null]);
});

test('a write names the version of the route the page read (If-Match), a new route none', () => {
  const tags = new Map();
  rememberTag({ name: 'R' }, '"r00000000000000aa"', tags);
  rememberTag({ routes: ['R'] }, '"x"', tags);
  rememberTag({ name: 'S' }, null, tags);
  assert.deepEqual([...tags], [['R', '"r00000000000000aa"']]);
  const json = { 'Content-Type': 'application/json' };
  assert.deepEqual(editHeaders(editRequest({ kind: 'remove', route: 'R', number: 1 }), tags), { ...json, 'If-Match': '"r00000000000000aa"' });
  assert.deepEqual(editHeaders(editRequest({ kind: 'rename', route: 'S', name: 'T' }), tags), json);
  assert.deepEqual(editHeaders(editRequest({ kind: 'create', name: 'R' }), tags), json);
});

test('a route from a trip: POST …/trips/ID/route with the stated tolerance; GeoJSON beside GPX', () => {
  assert.deepEqual(editRequest({ kind: 'fromTrip', trip: 7 }),
    { method: 'POST', url: '/api/v1/trips/7/route', body: { toleranceMeters: 50 } });
  assert.equal(tripGeoJSONURL(7), '/api/v1/trips/7/geojson');
  assert.equal(routeGeoJSONURL('Knidos/2'), '/api/v1/routes/Knidos%2F2/geojson');
});
