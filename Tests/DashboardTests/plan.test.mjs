import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  arrowDegrees, departureFromInput, inputFromDeparture, legPoints, nextFullHour, normalizePlan, planFormProblem, planRoute, planURL,
  riskStretches, sampleDots, windMarks, zoneOffsetMinutes,
} from '../../Apps/denizrotad/Dashboard/js/plan.js';

const answer = {
  route: 'Knidos', departure: '2026-07-01T06:00:00Z', schemaVersion: 2, sources: ['Open-Meteo (CC BY 4.0)'],
  waypoints: [
    { number: 1, name: 'Gokova', latitude: 36.95, longitude: 27.85, eta: '2026-07-01T06:00:00Z', windKnots: 30,
      gustKnots: 42, windFromDegrees: 350, waveHeightMeters: 2.4, risk: 'red', riskDrivers: ['wind'] },
    { number: 2, name: 'Mouth', latitude: 36.9, longitude: 27.55, eta: '2026-07-01T08:00:00Z', windKnots: 8,
      gustKnots: 11, windFromDegrees: 270, waveHeightMeters: 0.3, risk: 'green', riskDrivers: [] },
  ],
  legs: [{ number: 1, from: 'Gokova', to: 'Mouth', risk: 'red', crossesLand: false, judgedPoints: 9,
    worstPoint: { latitude: 36.93, longitude: 27.7, time: '2026-07-01T07:00:00Z', windKnots: 34, gustKnots: 45,
      windFromDegrees: 10, waveHeightMeters: 2.5, risk: 'red', riskDrivers: ['wind'], distanceFromStartMeters: 7408 },
    samples: [
      { latitude: 36.94, longitude: 27.78, time: '2026-07-01T06:30:00Z', windKnots: 20, risk: 'yellow',
        riskDrivers: ['wind'], distanceFromStartMeters: 3704 },
      { latitude: 36.93, longitude: 27.7, time: '2026-07-01T07:00:00Z', windKnots: 34, gustKnots: 45,
        windFromDegrees: 10, waveHeightMeters: 2.5, risk: 'red', riskDrivers: ['wind'], distanceFromStartMeters: 7408 },
      { latitude: 36.92, longitude: 27.62, time: '2026-07-01T07:30:00Z', windKnots: 9, risk: 'green',
        riskDrivers: [], distanceFromStartMeters: 11112 },
      { latitude: 36.91, longitude: 27.58, time: '2026-07-01T07:45:00Z', windKnots: 8, risk: 'green',
        riskDrivers: [], distanceFromStartMeters: 14816 },
    ] }],
  summary: { worstRisk: 'red', worstLeg: [1, 2], firstRedTime: '2026-07-01T06:00:00Z',
    suggestedDeparture: '2026-07-01T18:00:00Z', usesDefaultLimits: true },
};

test('the plan (GET /api/v1/plan): legs, worst points, later departure, wind arrows', () => {
  const plan = normalizePlan(answer);
  assert.equal(plan.legs[0].worst.windKnots, 34);
  // The names of `plan --json` (schemaVersion 2): a waypoint's `eta`, a leg point's `time` and `waypointNumber`.
  assert.deepEqual(plan.waypoints.map((w) => [w.number, w.name, w.time]),
    [[1, 'Gokova', Date.parse('2026-07-01T06:00:00Z')], [2, 'Mouth', Date.parse('2026-07-01T08:00:00Z')]]);
  const atWaypoint = normalizePlan({ ...answer, legs: [{ ...answer.legs[0], worstPoint: { ...answer.waypoints[0],
    eta: undefined, number: undefined, name: undefined, time: '2026-07-01T06:00:00Z', waypointNumber: 1,
    distanceFromStartMeters: 0 } }] });
  assert.deepEqual([atWaypoint.legs[0].worst.number, atWaypoint.legs[0].worst.time, atWaypoint.legs[0].worst.fromStartMeters],
    [1, Date.parse('2026-07-01T06:00:00Z'), 0]);
  assert.deepEqual(windMarks(atWaypoint).map((m) => m.worst), [false, false], 'a worst point at a waypoint: its arrow is the waypoint\'s');
  assert.equal(plan.summary.laterDeparture, Date.parse('2026-07-01T18:00:00Z'));
  assert.deepEqual(windMarks(plan).map((m) => [m.windKnots, m.worst]), [[30, false], [8, false], [34, true]]);
  assert.deepEqual(planRoute(plan).legs, [{ number: 1, risk: 'red', crossesLand: false }]);
  assert.equal(arrowDegrees(350), 170, 'the arrow points where the wind blows');
  assert.equal(arrowDegrees(null), null);
  assert.equal(normalizePlan({ status: 'pending' }), null);
  assert.equal(planURL('Knidos/2', new Date(Date.UTC(2026, 6, 1, 6))),
    '/api/v1/plan?route=Knidos%2F2&departure=2026-07-01T06%3A00%3A00Z');
  const local = departureFromInput('2026-07-01T09:30');
  assert.equal(inputFromDeparture(local), '2026-07-01T09:30');
  assert.equal(departureFromInput('tomorrow'), null);
  // The form asks only with a route and a whole departure (a datetime-local half typed reads as '').
  const forms = [['Knidos', '2026-07-01T09:30', null], ['Knidos', '', 'departure'], ['Knidos', '2026-07-01', 'departure'],
    ['', '2026-07-01T09:30', 'route'], ['', '', 'route']];
  for (const [route, value, problem] of forms) assert.equal(planFormProblem(route, value, 'Europe/Istanbul'), problem, `${route} ${value}`);
});

test('the risk along a leg: every judged point in order, stretches of one level, the worst flagged', () => {
  const plan = normalizePlan(answer);
  const points = legPoints(plan, plan.legs[0]);
  assert.deepEqual(points.map((p) => [p.risk, p.worst]),
    [['red', false], ['yellow', false], ['red', true], ['green', false], ['green', false], ['green', false]]);
  assert.deepEqual(points.map((p) => p.fromStartMeters), [null, 3704, 7408, 11112, 14816, null]);
  const at = (iso) => Date.parse(iso);
  assert.deepEqual(riskStretches(points), [
    { risk: 'red', from: at('2026-07-01T06:00:00Z'), to: at('2026-07-01T06:00:00Z'), points: 1, worst: false },
    { risk: 'yellow', from: at('2026-07-01T06:30:00Z'), to: at('2026-07-01T06:30:00Z'), points: 1, worst: false },
    { risk: 'red', from: at('2026-07-01T07:00:00Z'), to: at('2026-07-01T07:00:00Z'), points: 1, worst: true },
    { risk: 'green', from: at('2026-07-01T07:30:00Z'), to: at('2026-07-01T08:00:00Z'), points: 3, worst: false },
  ]);
  assert.deepEqual(sampleDots(plan).map((p) => p.risk), ['yellow', 'red', 'green', 'green']);
  assert.deepEqual(sampleDots(plan, 3).map((p) => p.risk), ['yellow', 'red'], 'too many: only those not green');
  const old = normalizePlan({ ...answer, legs: [{ ...answer.legs[0], samples: undefined }] });
  assert.deepEqual(legPoints(old, old.legs[0]).length, 2, 'an answer without samples: the two ends');
});

test('departures are read and shown on the boat\'s wall clock (as denizrota plan), the browser\'s without one', () => {
  const rows = [
    // zone, input, the instant (UTC)
    ['Europe/Istanbul', '2026-07-01T08:00', '2026-07-01T05:00:00.000Z'],
    ['Europe/Berlin', '2026-03-29T03:30', '2026-03-29T01:30:00.000Z'],  // just after the spring change (UTC+2)
    ['Europe/Berlin', '2026-01-10T08:00', '2026-01-10T07:00:00.000Z'],
    ['Asia/Kolkata', '2026-07-01T08:00', '2026-07-01T02:30:00.000Z'],
    ['UTC', '2026-07-01T08:00', '2026-07-01T08:00:00.000Z'],
  ];
  for (const [zone, input, instant] of rows) {
    assert.equal(departureFromInput(input, zone).toISOString(), instant, `${zone} ${input}`);
    assert.equal(inputFromDeparture(new Date(instant), zone), input, `${zone} ${instant}`);
  }
  assert.equal(zoneOffsetMinutes(0, 'Not/AZone'), null);
  assert.equal(zoneOffsetMinutes(0, null), null);
  const local = departureFromInput('2026-07-01T08:00', 'Not/AZone');
  assert.equal(local.getHours(), 8);
  assert.equal(nextFullHour(new Date('2026-07-01T05:20:00Z'), 'Asia/Kolkata').toISOString(), '2026-07-01T05:30:00.000Z');
  assert.equal(nextFullHour(new Date('2026-07-01T05:20:00Z'), 'Europe/Istanbul').toISOString(), '2026-07-01T06:00:00.000Z');
});
