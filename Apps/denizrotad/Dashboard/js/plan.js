// The weather view's data: GET /api/v1/plan (Docs/denizrotad-api.md "The plan of a route", schema denizrota-plan)
// in the dashboard's shape, and the small pure helpers the view needs. Tested with node --test; `fetchPlan` talks
// to the network (the daemon answers 202 while it asks for the forecast, then the plan).
import { riskLevels } from './api.js';

/** GET /api/v1/plan for a route and a departure (a Date). */
export function planURL(route, departure) {
  const when = departure instanceof Date && Number.isFinite(departure.getTime())
    ? `&departure=${encodeURIComponent(departure.toISOString().replace(/\.\d{3}Z$/, 'Z'))}` : '';
  return `/api/v1/plan?route=${encodeURIComponent(route)}${when}`;
}

const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const when = (v) => { const t = typeof v === 'string' ? Date.parse(v) : NaN; return Number.isFinite(t) ? t : null; };
const level = (v) => (riskLevels.includes(v) ? v : 'unknown');

// A judged place in the dashboard's shape: a waypoint (`number`, `name`, `eta`) or a leg's worst point or sample
// (`waypointNumber` when it is one of the leg's ends, `time`, `distanceFromStartMeters`).
function point(p, isWaypoint) {
  if (!p || num(p.latitude) === null || num(p.longitude) === null) return null;
  return {
    number: num(isWaypoint ? p.number : p.waypointNumber), name: isWaypoint && typeof p.name === 'string' ? p.name : null,
    latitude: p.latitude, longitude: p.longitude, time: when(isWaypoint ? p.eta : p.time), windKnots: num(p.windKnots),
    gustKnots: num(p.gustKnots), windFromDegrees: num(p.windFromDegrees), waveMeters: num(p.waveHeightMeters),
    risk: level(p.risk), fromStartMeters: isWaypoint ? null : num(p.distanceFromStartMeters),
  };
}
const waypoint = (p) => point(p, true);
const legPoint = (p) => point(p, false);

/** The plan answer as {route, departure, waypoints, legs, summary}, or null for anything else. */
export function normalizePlan(json) {
  if (!json || typeof json.route !== 'string' || !Array.isArray(json.waypoints) || !Array.isArray(json.legs)) return null;
  const s = json.summary || {};
  return {
    route: json.route,
    departure: when(json.departure),
    waypoints: json.waypoints.map(waypoint).filter(Boolean),
    legs: json.legs.filter((l) => l && num(l.number) !== null).map((l) => ({
      number: l.number, from: String(l.from ?? ''), to: String(l.to ?? ''), risk: level(l.risk),
      crossesLand: l.crossesLand === true, worst: legPoint(l.worstPoint),
      samples: Array.isArray(l.samples) ? l.samples.map(legPoint).filter(Boolean) : [],
    })),
    summary: {
      worstRisk: level(s.worstRisk), worstLeg: Array.isArray(s.worstLeg) ? s.worstLeg : null,
      firstRedTime: when(s.firstRedTime), laterDeparture: when(s.suggestedDeparture),
    },
    cacheAgeSeconds: num(json.forecastCacheAgeSeconds),
  };
}

/** The plan's legs as the chart draws routes (chart.js drawRoute): waypoints numbered, legs by the plan's risk. */
export function planRoute(plan) {
  return {
    name: plan.route,
    waypoints: plan.waypoints.map((w, i) => ({ ...w, number: w.number ?? i + 1, onLand: false })),
    legs: plan.legs.map((l) => ({ number: l.number, risk: l.risk, crossesLand: l.crossesLand })),
    activeWaypointNumber: null,
  };
}

/** Where a wind arrow points on the chart: the direction the wind blows toward (from + 180), degrees. */
export function arrowDegrees(windFromDegrees) {
  return windFromDegrees === null ? null : (windFromDegrees + 180) % 360;
}

/** Every place with wind to draw: waypoints at their ETA and each leg's worst point (the worst flagged). */
export function windMarks(plan) {
  const marks = plan.waypoints.map((w) => ({ ...w, worst: false }));
  for (const leg of plan.legs) if (leg.worst && leg.worst.number === null) marks.push({ ...leg.worst, worst: true });
  return marks.filter((m) => m.windKnots !== null || m.waveMeters !== null);
}

/**
 * What stops the weather form from asking: 'route' (none chosen), 'departure' (empty, half typed or not a time),
 * or null when it can ask. The form is `novalidate`: the page says why in its own language (dash.plan.*Missing).
 */
export function planFormProblem(route, departureValue, timeZone) {
  if (!route) return 'route';
  return departureFromInput(departureValue, timeZone) === null ? 'departure' : null;
}

/**
 * Every judged point of a leg in order along it: its first waypoint, the samples between (GET /api/v1/plan's
 * `legs[].samples`), its last waypoint; each flagged `worst` when it is the leg's worst point (same time and place).
 */
export function legPoints(plan, leg) {
  const ends = [plan.waypoints[leg.number - 1], plan.waypoints[leg.number]];
  const points = [ends[0], ...leg.samples, ends[1]].filter(Boolean);
  const w = leg.worst;
  const isWorst = (p) => w !== null && p.time === w.time && p.latitude === w.latitude && p.longitude === w.longitude;
  return points.map((p) => ({ ...p, worst: isWorst(p) }));
}

/**
 * The risk along a leg as stretches of consecutive points of one level: [{risk, from, to, points, worst}] (`from`
 * and `to` the first and last point's times, `worst` when the leg's worst point is in it).
 */
export function riskStretches(points) {
  const stretches = [];
  for (const p of points) {
    const last = stretches.at(-1);
    if (last && last.risk === p.risk) {
      last.to = p.time;
      last.points += 1;
      last.worst ||= p.worst;
    } else {
      stretches.push({ risk: p.risk, from: p.time, to: p.time, points: 1, worst: p.worst });
    }
  }
  return stretches;
}

/**
 * The samples to dot on the chart (every leg's points between its waypoints, each with its risk): all of them up to
 * `limit`, else only those not green (a long route of short legs stays light to draw), at most `limit`.
 */
export function sampleDots(plan, limit = 2000) {
  const all = plan.legs.flatMap((l) => l.samples);
  return (all.length <= limit ? all : all.filter((p) => p.risk !== 'green')).slice(0, limit);
}

/**
 * The offset of `timeZone` (an IANA name, e.g. the boat's `Europe/Istanbul`) from UTC at the instant `ms`, in
 * minutes east; null for no zone or one this browser does not know (then the browser's own zone is used).
 */
export function zoneOffsetMinutes(ms, timeZone) {
  if (!timeZone) return null;
  let parts;
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
    }).formatToParts(new Date(ms));
  } catch {
    return null;
  }
  const get = (type) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(ms / 60000) * 60000) / 60000);
}

/**
 * A datetime-local input's value (wall time, minutes) as a Date, or null: in `timeZone` (the boat's, as
 * `denizrota plan` reads times) when given and known, else in the browser's zone.
 */
export function departureFromInput(value, timeZone) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const asUTC = Date.UTC(y, mo - 1, d, h, mi);
  const first = zoneOffsetMinutes(asUTC, timeZone);
  if (first === null) return new Date(y, mo - 1, d, h, mi);
  // The offset at the instant itself (it differs from the guess's across a daylight-saving change).
  const offset = zoneOffsetMinutes(asUTC - first * 60000, timeZone) ?? first;
  return new Date(asUTC - offset * 60000);
}

/** A Date as a datetime-local input's value (wall time, minutes) in `timeZone` when known, else the browser's. */
export function inputFromDeparture(date, timeZone) {
  const pad = (n) => String(n).padStart(2, '0');
  const offset = zoneOffsetMinutes(date.getTime(), timeZone);
  if (offset === null) {
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }
  const wall = new Date(date.getTime() + offset * 60000);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The next full hour after `now` on the wall clock of `timeZone` (else the browser's), as a Date. */
export function nextFullHour(now, timeZone) {
  const wall = inputFromDeparture(now, timeZone);
  const hour = departureFromInput(`${wall.slice(0, 14)}00`, timeZone);
  return new Date(hour.getTime() + 3600000);
}

/**
 * Asks for the plan, again every `retryMilliseconds` while the daemon answers 202 (it is asking for the forecast),
 * at most `tries` times; resolves to {ok, plan?, message?, status}.
 */
export async function fetchPlan(route, departure, language = 'en', tries = 40, retryMilliseconds = 1000) {
  const url = `${planURL(route, departure)}&lang=${encodeURIComponent(language)}`;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    let response;
    try {
      response = await fetch(url, { credentials: 'same-origin' });
    } catch (error) {
      return { ok: false, status: 0, message: String(error) };
    }
    const json = await response.json().catch(() => null);
    if (response.status === 202) {
      await new Promise((resolve) => { setTimeout(resolve, retryMilliseconds); });
      continue;
    }
    if (response.ok) return { ok: true, status: 200, plan: normalizePlan(json) };
    return { ok: false, status: response.status, message: json?.error?.message ?? response.statusText };
  }
  return { ok: false, status: 202, message: null };
}

