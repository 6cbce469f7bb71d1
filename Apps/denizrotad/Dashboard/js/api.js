// The daemon's API v1 as the dashboard sees it: every path and every JSON member name in one place, so that a
// change on the server side (Docs/denizrotad-api.md, Docs/schemas/denizrotad-state.schema.json) is one edit here.
// Pure functions (normalizeState, normalizeAlert, controlBody) are tested with node --test; the rest talks to the
// network through the browser's fetch and EventSource.

/** URL paths of API v1. */
export const paths = {
  state: '/api/v1/state',
  events: '/api/v1/events',
  control: '/api/v1/control',
  coastline: '/api/v1/coastline',
  trips: '/api/v1/trips',
  routes: '/api/v1/routes',
  boat: '/api/v1/boat',
};

/** One stored route (legs, land flags, risk), and the GPX downloads of a route and of a trip. */
export const routeURL = (name) => `${paths.routes}/${encodeURIComponent(name)}`;
export const routeGPXURL = (name) => `${routeURL(name)}/gpx`;
export const tripGPXURL = (id) => `${paths.trips}/${encodeURIComponent(id)}/gpx`;
/** The same as GeoJSON (`trip export --format geojson`, `route export --format geojson`). */
export const routeGeoJSONURL = (name) => `${routeURL(name)}/geojson`;
export const tripGeoJSONURL = (id) => `${paths.trips}/${encodeURIComponent(id)}/geojson`;

/** A trip's track simplified for display: Douglas–Peucker tolerance in metres (the server takes 0–1000). */
export const trackToleranceMeters = 5;
export const tripTrackURL = (id) => `${paths.trips}/${encodeURIComponent(id)}/track?tolerance=${trackToleranceMeters}`;

/** SSE event names on /api/v1/events: the whole state, an alert (with an id, replayed after Last-Event-ID), any
 * other daemon event (Docs/json.md, "denizrotad events"). */
export const streamEvents = { state: 'state', alert: 'alert', event: 'event' };

/** Alarm kinds the daemon raises, and the daemon event kinds that clear each (Docs/json.md). */
export const alarmKinds = ['anchorAlarm', 'gpsLost', 'deviation', 'weather'];
export const clearingEvents = {
  anchorAlarmCleared: 'anchorAlarm',
  gpsRestored: 'gpsLost',
  deviationCleared: 'deviation',
  weatherCleared: 'weather',
};

/** Values older than this many seconds are stale when the server does not say (LiveState.staleAfterSeconds). */
export const defaultStaleAfterSeconds = 5;

const number = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value) => (typeof value === 'string' ? value : null);
const time = (value) => {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

function normalizePosition(p) {
  if (!p || number(p.latitude) === null || number(p.longitude) === null) return null;
  return {
    latitude: p.latitude,
    longitude: p.longitude,
    fixTime: time(p.time),
    ageSeconds: number(p.ageSeconds) ?? 0,
    stale: p.stale === true,
    // Docs/denizrotad-api.md names them speedKnots and courseTrueDegrees (http33's LiveState said
    // speedOverGroundKnots and courseOverGroundDegrees at first): both are read.
    sogKnots: number(p.speedKnots) ?? number(p.speedOverGroundKnots),
    cogDegrees: number(p.courseTrueDegrees) ?? number(p.courseOverGroundDegrees),
    accuracyMeters: number(p.horizontalAccuracyMeters),
    fixQuality: fixQualities.includes(p.fixQuality) ? p.fixQuality : null,
    fixMode: fixModes.includes(p.fixMode) ? p.fixMode : null,
    declinationDegrees: number(p.declinationDegrees),
  };
}

/** How the receiver computed the fix (MarineKit `FixQuality`: GGA's quality, GNS's mode, gpsd's status). */
export const fixQualities = ['gps', 'differential', 'pps', 'rtk', 'floatRTK', 'estimated', 'manual', 'simulated'];

/** Fixes that are not a satellite position (dead reckoning, typed in, a simulator): the GPS status warns. */
export const notSatelliteFixes = ['estimated', 'manual', 'simulated'];

/** The receiver's fix dimension (MarineKit `FixMode`). */
export const fixModes = ['2d', '3d'];

/**
 * The GPS status line's fix part for a position: catalog keys of its mode and quality (either may be missing)
 * and whether it warns that the position is not from satellites.
 */
export function fixDescription(position) {
  const keys = [];
  if (position?.fixMode) keys.push(`dash.fixMode.${position.fixMode}`);
  if (position?.fixQuality) keys.push(`dash.fixQuality.${position.fixQuality}`);
  return { keys, warning: notSatelliteFixes.includes(position?.fixQuality) };
}

function normalizeTrip(t) {
  const trip = t || {};
  return {
    recording: trip.recording === true,
    id: number(trip.tripID),
    startedAt: time(trip.startedAt),
    distanceMeters: number(trip.distanceMeters),
    durationSeconds: number(trip.durationSeconds),
    averageKnots: number(trip.averageSpeedKnots),
    maximumKnots: number(trip.maximumSpeedKnots),
  };
}

function normalizeRoute(r) {
  if (!r) return null;
  return {
    name: text(r.name) ?? '',
    waypointCount: number(r.waypointCount),
    waypoint: text(r.waypoint),
    waypointNumber: number(r.waypointNumber),
    dtwMeters: number(r.distanceMeters),
    btwDegrees: number(r.bearingDegrees),
    // The daemon sends these (Docs/denizrotad-api.md); without them the dashboard derives VMG, TTG and ETA.
    xteMeters: number(r.crossTrackErrorMeters),
    vmgKnots: number(r.velocityMadeGoodKnots),
    ttgSeconds: number(r.timeToGoSeconds),
    eta: time(r.eta),
    complete: r.complete === true,
  };
}

function normalizeAnchor(a) {
  if (!a || number(a.latitude) === null || number(a.longitude) === null) return null;
  return {
    latitude: a.latitude,
    longitude: a.longitude,
    radiusMeters: number(a.radiusMeters),
    distanceMeters: number(a.distanceMeters),
    bearingDegrees: number(a.bearingDegrees),
    alarming: a.alarming === true,
  };
}

/**
 * The state document of GET /api/v1/state (and of every `state` stream event) in the dashboard's own shape.
 * Missing or malformed members become null; never throws on an object.
 * @param {object} json the parsed document
 * @param {number} receivedAt when it arrived, milliseconds of the browser's clock (ages grow from here)
 */
export function normalizeState(json, receivedAt) {
  const doc = json && typeof json === 'object' ? json : {};
  const gps = doc.gps || {};
  return {
    receivedAt,
    serverTime: time(doc.time),
    staleAfterSeconds: number(doc.staleAfterSeconds) ?? defaultStaleAfterSeconds,
    gps: {
      source: text(gps.source) ?? '',
      status: text(gps.status) ?? 'waiting',
      fixesAccepted: number(gps.fixesAccepted),
      fixesRejected: number(gps.fixesRejected),
    },
    position: normalizePosition(doc.position),
    trip: normalizeTrip(doc.trip),
    route: normalizeRoute(doc.route),
    anchor: normalizeAnchor(doc.anchor),
    alarms: Array.isArray(doc.alarms)
      ? doc.alarms.filter((a) => a && text(a.event)).map((a) => ({ event: a.event, time: time(a.time) }))
      : [],
  };
}

/** An `alert` stream event (a daemon alert line, Docs/json.md) in the dashboard's shape, or null. */
export function normalizeAlert(json) {
  if (!json || text(json.event) === null) return null;
  return {
    event: json.event,
    time: time(json.time),
    waypoint: text(json.waypoint),
    distanceMeters: number(json.distanceMeters),
    detail: text(json.detail),
  };
}

/** The JSON body of a POST /api/v1/control command (`trip.start`, `trip.stop`, `anchor.set`, `anchor.clear`,
 * `alert.ack` with the alarm's kind in `alarm`, as the control socket takes it). Only the members a command takes are sent. */
export function controlBody(command, options = {}) {
  const body = { command };
  if (command === 'anchor.set') {
    if (number(options.radiusMeters) !== null) body.radiusMeters = options.radiusMeters;
    if (number(options.latitude) !== null && number(options.longitude) !== null) {
      body.latitude = options.latitude;
      body.longitude = options.longitude;
    }
  }
  if (command === 'alert.ack' && text(options.alarm)) body.alarm = options.alarm;
  return JSON.stringify(body);
}

/** The coastline request for a map view: a bounding box (west,south,east,north degrees) and a zoom level. */
export function coastlineURL(west, south, east, north, zoom) {
  const r = (v) => Math.round(v * 1000) / 1000;
  return `${paths.coastline}?bbox=${r(west)},${r(south)},${r(east)},${r(north)}&zoom=${Math.round(zoom)}`;
}

/**
 * Sends a control command; resolves to {ok, status, state?, message?}: the new state on success, the server's
 * localized error message otherwise (its JSON `error.message`).
 */
export async function sendControl(command, options = {}, language = 'en') {
  let response;
  try {
    response = await fetch(`${paths.control}?lang=${encodeURIComponent(language)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: controlBody(command, options),
      credentials: 'same-origin',
    });
  } catch (error) {
    return { ok: false, status: 0, message: String(error) };
  }
  let json = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (response.ok) return { ok: true, status: response.status, state: json };
  return { ok: false, status: response.status, message: json?.error?.message ?? response.statusText };
}

/**
 * Opens the event stream and calls handlers.onState(json), onAlert(json), onEvent(json) and
 * onConnection('open' | 'reconnecting' | 'closed'). EventSource reconnects by itself (the server's `retry:`);
 * when the browser gives up (an HTTP error answer), this reopens after `reopenMilliseconds`.
 * Returns a function that closes the stream.
 */
export function openStream(handlers, reopenMilliseconds = 5000) {
  let source = null;
  let timer = null;
  let closed = false;
  const parse = (event, handler) => {
    try {
      handler?.(JSON.parse(event.data));
    } catch {
      // A malformed event is skipped; the next state replaces it.
    }
  };
  const open = () => {
    source = new EventSource(paths.events);
    source.addEventListener('open', () => handlers.onConnection?.('open'));
    source.addEventListener(streamEvents.state, (e) => parse(e, handlers.onState));
    source.addEventListener(streamEvents.alert, (e) => parse(e, handlers.onAlert));
    source.addEventListener(streamEvents.event, (e) => parse(e, handlers.onEvent));
    source.addEventListener('error', () => {
      if (closed) return;
      if (source.readyState === EventSource.CLOSED) {
        handlers.onConnection?.('closed');
        timer = setTimeout(open, reopenMilliseconds);
      } else {
        handlers.onConnection?.('reconnecting');
      }
    });
  };
  open();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}

/** GET /api/v1/trips (`denizrota trip list --json`: oldest first) as rows, newest first. */
export function normalizeTrips(json) {
  const trips = Array.isArray(json?.trips) ? json.trips : [];
  return trips.filter((trip) => number(trip?.tripID) !== null).map((trip) => {
    const s = trip.statistics || {};
    return {
      id: trip.tripID,
      startedAt: time(trip.startedAt),
      endedAt: time(trip.endedAt),
      distanceMeters: number(s.distanceMeters),
      durationSeconds: number(s.durationSeconds),
      averageKnots: number(s.averageSpeedKnots),
      maximumKnots: number(s.maximumSpeedKnots),
    };
  }).reverse();
}

/** GET /api/v1/routes (`denizrota route list --json`): the names. */
export function normalizeRoutes(json) {
  return Array.isArray(json?.routes) ? json.routes.filter((name) => typeof name === 'string') : [];
}

/**
 * A trip's track (a GeoJSON Feature, MarineKit TrackGeoJSON: LineString or, across the antimeridian,
 * MultiLineString; `properties.times` per coordinate) as parts of {points: [[lat, lon]], times: [ms | null]}.
 */
export function trackParts(feature) {
  const geometry = feature?.geometry;
  if (!geometry) return [];
  const multi = geometry.type === 'MultiLineString';
  const lines = multi ? geometry.coordinates : geometry.type === 'LineString' ? [geometry.coordinates] : [];
  const times = feature.properties?.times;
  const timeLists = multi ? (Array.isArray(times) ? times : []) : [times];
  return lines.map((line, index) => ({
    points: (Array.isArray(line) ? line : []).map((c) => [c[1], c[0]]),
    times: (Array.isArray(line) ? line : []).map((_, i) => time(timeLists[index]?.[i])),
  }));
}

/** GETs a JSON document; resolves to the parsed body or null (not served, refused, unreachable). */
export async function getJSON(url) {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** Risk levels of a leg (MarineKit RiskLevel, the rule of `denizrota plan`), mildest first. */
export const riskLevels = ['green', 'yellow', 'unknown', 'red'];

const flag = (value) => (value === true ? true : value === false ? false : null);

/**
 * GET /api/v1/routes/NAME (Docs/schemas/denizrotad-route.schema.json) in the dashboard's shape: waypoints as
 * {number, name, latitude, longitude, onLand}, legs as {number, from, to, distanceMeters, bearingDegrees,
 * durationSeconds, eta, crossesLand, risk}; `onLand`/`crossesLand` null outside the coastline's coverage, `risk`
 * null when not judged. Null for anything that is not a route.
 */
export function normalizeRouteDetail(json) {
  if (!json || text(json.name) === null || !Array.isArray(json.waypoints)) return null;
  const waypoints = json.waypoints
    .filter((w) => w && number(w.latitude) !== null && number(w.longitude) !== null)
    .map((w, i) => ({
      number: number(w.number) ?? i + 1, name: text(w.name) ?? '', latitude: w.latitude, longitude: w.longitude,
      onLand: flag(w.onLand),
    }));
  const legs = (Array.isArray(json.legs) ? json.legs : []).filter((l) => l && number(l.number) !== null).map((l) => ({
    number: l.number,
    from: text(l.from) ?? '',
    to: text(l.to) ?? '',
    distanceMeters: number(l.distanceMeters),
    bearingDegrees: number(l.bearingTrue),
    durationSeconds: number(l.durationSeconds),
    eta: time(l.eta),
    crossesLand: flag(l.crossesLand),
    risk: riskLevels.includes(l.risk) ? l.risk : null,
  }));
  return {
    name: json.name,
    waypoints,
    legs,
    totalDistanceMeters: number(json.totalDistanceMeters),
    totalDurationSeconds: number(json.totalDurationSeconds),
    followed: json.followed === true,
    activeWaypointNumber: number(json.activeWaypointNumber),
    riskCheckedAt: time(json.riskCheckedAt),
  };
}

/** The leg's drawing: its two ends [lat, lon] and its class names (risk, land, the leg into the next waypoint). */
export function legDrawing(route, leg) {
  const from = route.waypoints[leg.number - 1];
  const to = route.waypoints[leg.number];
  if (!from || !to) return null;
  const classes = ['route-leg', `risk-${leg.risk ?? 'none'}`];
  if (leg.crossesLand) classes.push('land');
  if (route.activeWaypointNumber !== null && leg.number === route.activeWaypointNumber - 1) classes.push('active');
  return { points: [[from.latitude, from.longitude], [to.latitude, to.longitude]], className: classes.join(' ') };
}

/** Boat types (MarineKit BoatType) and the form's numeric members with `boat set`'s ranges (BoatSettings.validated). */
export const boatTypes = ['motorboat', 'sailboat', 'speedboat', 'gulet', 'catamaran'];
export const boatFields = [
  { name: 'cruiseSpeedKnots', min: 0.1, max: 60, step: 0.1 },
  { name: 'fuelRateLitersPerHour', min: 0, max: 1000, step: 0.1 },
  { name: 'fuelPricePerLiter', min: 0, max: 10000, step: 0.01 },
  // Optional: emptied, it is sent as 0, which clears it (`boat set --tank 0`).
  { name: 'tankCapacityLiters', min: 1, max: 100000, step: 1, clearWith: 0 },
  { name: 'maxWindKnots', min: 1, max: 100, step: 1, limit: true },
  { name: 'maxGustKnots', min: 1, max: 150, step: 1, limit: true },
  { name: 'maxWaveMeters', min: 0.1, max: 20, step: 0.1, limit: true },
];

/** GET /api/v1/boat (`denizrota boat show --json`) as flat form values (strings), or null. */
export function boatFormValues(json) {
  if (!json || text(json.type) === null) return null;
  const limits = json.limits || {};
  const values = { type: json.type, timeZone: text(json.timeZone) ?? '', name: text(json.name) ?? '' };
  for (const field of boatFields) {
    const value = field.limit ? limits[field.name] : json[field.name];
    values[field.name] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/**
 * A number typed in a form, read the same way in every language (as the tools read their options): `2.5` and `2,5`
 * alike, `1.250,50` and `1,250.50` alike, `1.234.567` grouped. `1.250` and `1,250` are 1250 to a Turkish or German
 * reader and 1.25 to an English one, so they come back as `{ readings: ['1250', '1.25'] }`, never as a number.
 * Returns `{ text, value }` (text: plain digits with a `.` decimal point), `{ readings }`, or null for no number.
 */
export function typedNumber(typed) {
  const text = String(typed ?? '').trim();
  const ambiguous = /^([+-]?)([1-9]\d{0,2})[.,](\d{3})$/.exec(text);
  if (ambiguous) {
    const [, sign, integer, fraction] = ambiguous;
    const decimals = fraction.replace(/0+$/, '');
    return { readings: [`${sign}${integer}${fraction}`, `${sign}${integer}${decimals ? `.${decimals}` : ''}`] };
  }
  let plain = null;
  if (/^[+-]?\d+([.,]\d+)?$/.test(text)) plain = text.replace(',', '.');
  const grouped = /^([+-]?[1-9]\d{0,2}(?:([.,])\d{3})+)(?:([.,])(\d+))?$/.exec(text);
  if (grouped && (grouped[3] === undefined || grouped[3] !== grouped[2])) {
    plain = grouped[1].replaceAll(grouped[2], '') + (grouped[4] === undefined ? '' : `.${grouped[4]}`);
  }
  return plain === null ? null : { text: plain, value: Number(plain) };
}

/** The first boat field whose typed text reads two ways (`1.000` L: 1000 or 1), as `{ name, text, readings }`. */
export function ambiguousBoatField(values) {
  for (const field of boatFields) {
    const reading = typedNumber(values[field.name]);
    if (reading?.readings) return { name: field.name, text: String(values[field.name]).trim(), readings: reading.readings };
  }
  return null;
}

/**
 * The PUT /api/v1/boat body for form values (strings as typed): only the members that differ from `saved`; the
 * fuel price stays a decimal string (money is never a float). Numbers are read by `typedNumber` (the same in every
 * language; a text that reads two ways or is no number goes as typed, for `ambiguousBoatField` or the server to
 * refuse). The server checks the ranges (`boat set`'s) and answers the localized reason.
 */
export function boatChange(values, saved) {
  const body = {};
  const limits = {};
  if (values.type !== saved?.type) body.type = values.type;
  for (const field of boatFields) {
    const reading = typedNumber(values[field.name]);
    const typed = reading?.text ?? String(values[field.name] ?? '').trim();
    if (typed === String(saved?.[field.name] ?? '')) continue;
    // A typed text that is no number goes as it is: the server refuses it with its reason.
    const numeric = reading?.text !== undefined && Number.isFinite(reading.value);
    const cleared = typed === '' && field.clearWith !== undefined;
    const value = cleared ? field.clearWith : field.name === 'fuelPricePerLiter' || !numeric ? typed : reading.value;
    if (field.limit) limits[field.name] = value; else body[field.name] = value;
  }
  if (Object.keys(limits).length) body.limits = limits;
  if ((values.timeZone ?? '') !== (saved?.timeZone ?? '')) body.timeZone = values.timeZone ?? '';
  // The name as `boat set --name`: trimmed by the daemon, empty clears it.
  if ((values.name ?? '').trim() !== (saved?.name ?? '')) body.name = (values.name ?? '').trim();
  return body;
}

/** PUT /api/v1/boat; resolves to {ok, boat?, message?} (the server's localized reason on refusal). */
export async function saveBoat(body, language = 'en') {
  try {
    const response = await fetch(`${paths.boat}?lang=${encodeURIComponent(language)}`, {
      method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const json = await response.json().catch(() => null);
    return response.ok ? { ok: true, boat: json } : { ok: false, message: json?.error?.message ?? response.statusText };
  } catch (error) {
    return { ok: false, message: String(error) };
  }
}
