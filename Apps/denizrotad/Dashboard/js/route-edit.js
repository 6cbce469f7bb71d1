// Route editing as the page asks the daemon for it (Docs/denizrotad-api.md "Editing routes"): one request per edit,
// each through the route store and the checks of `denizrota route`, each answered with the whole route (legs and
// land flags), so the land warnings follow every edit. Pure functions, tested with node --test; `sendRouteEdit`
// talks to the network.
import { paths, routeURL } from './api.js';

/** Decimal places a position keeps when it is stored from the chart: 6 (about 0.1 m, finer than any GPS fix). */
export const coordinateDecimals = 6;

const rounded = (degrees) => Number(degrees.toFixed(coordinateDecimals));

/** "Make a route from this trip": the track simplified at this tolerance, metres (the daemon's default). */
export const tripRouteToleranceMeters = 50;

/** The waypoints of a route: POST adds one, PATCH/DELETE …/waypoints/N changes or removes the N-th (from 1). */
export const waypointsURL = (name) => `${routeURL(name)}/waypoints`;
export const waypointURL = (name, number) => `${waypointsURL(name)}/${encodeURIComponent(number)}`;

/**
 * The request of one edit, {method, url, body}: `create` (name), `rename` (route, name), `delete` (route),
 * `add` (route, latitude, longitude, at?), `move` (route, number, latitude, longitude), `reorder` (route, number,
 * to), `remove` (route, number), `fromTrip` (trip, toleranceMeters?). Positions are rounded to `coordinateDecimals`. Null for an unknown kind.
 * An added or moved position comes from the chart (a tap, a drag, the crosshair), never typed, so its latitude
 * and longitude cannot be swapped: it is sent with `asGiven: true` (the API's swapped-coordinates check is for
 * typed positions; Docs/denizrotad-api.md).
 */
export function editRequest(edit) {
  const request = editRequestOf(edit);
  // The route a write changes (its If-Match names the version the page read); none for a new route.
  if (request && !['create', 'fromTrip'].includes(edit.kind)) request.route = edit.route ?? '';
  return request;
}

function editRequestOf(edit) {
  const route = edit.route ?? '';
  switch (edit.kind) {
    case 'create': return { method: 'POST', url: paths.routes, body: { name: edit.name } };
    case 'rename': return { method: 'PATCH', url: routeURL(route), body: { name: edit.name } };
    case 'delete': return { method: 'DELETE', url: routeURL(route), body: null };
    case 'add': {
      const body = { latitude: rounded(edit.latitude), longitude: rounded(edit.longitude), asGiven: true };
      if (Number.isInteger(edit.at)) body.at = edit.at;
      return { method: 'POST', url: waypointsURL(route), body };
    }
    case 'move':
      return {
        method: 'PATCH', url: waypointURL(route, edit.number),
        body: { latitude: rounded(edit.latitude), longitude: rounded(edit.longitude), asGiven: true },
      };
    case 'reorder': return { method: 'PATCH', url: waypointURL(route, edit.number), body: { to: edit.to } };
    case 'remove': return { method: 'DELETE', url: waypointURL(route, edit.number), body: null };
    case 'fromTrip':
      return {
        method: 'POST', url: `${paths.trips}/${encodeURIComponent(edit.trip)}/route`,
        body: { toleranceMeters: edit.toleranceMeters ?? tripRouteToleranceMeters },
      };
    default: return null;
  }
}

/**
 * What a route answer says about land (api.js normalizeRouteDetail's shape): the waypoint numbers on land, the leg
 * numbers crossing land, and whether some part lies outside the coastline's coverage (unknown, never "sea").
 */
export function landWarnings(route) {
  if (!route) return { waypoints: [], legs: [], uncovered: false };
  return {
    waypoints: route.waypoints.filter((w) => w.onLand === true).map((w) => w.number),
    legs: route.legs.filter((l) => l.crossesLand === true).map((l) => l.number),
    uncovered: route.waypoints.some((w) => w.onLand === null) || route.legs.some((l) => l.crossesLand === null),
  };
}

/** The new position of a waypoint moved one place up (-1) or down (+1), or null at the ends. */
export function reorderTarget(number, count, step) {
  const to = number + step;
  return to >= 1 && to <= count ? to : null;
}

/**
 * The version of each route the page read last: its `ETag` from the daemon (GET /api/v1/routes/NAME and every
 * write's answer), sent back as `If-Match` so a write made from an old reading is refused (412) instead of undoing
 * a change made meanwhile by `denizrota route` or another page.
 */
export const routeTags = new Map();

/** The headers of an edit: JSON, and `If-Match` with the tag of the route it changes when the page has one. */
export function editHeaders(request, tags = routeTags) {
  const headers = { 'Content-Type': 'application/json' };
  const tag = request.route === undefined ? undefined : tags.get(request.route);
  if (tag) headers['If-Match'] = tag;
  return headers;
}

/** Remembers the tag of a route answer (nothing without a name or a tag). */
export function rememberTag(json, tag, tags = routeTags) {
  if (typeof json?.name === 'string' && tag) tags.set(json.name, tag);
}

/** GET /api/v1/routes/NAME, remembering its tag; resolves to the JSON, or null. */
export async function fetchRoute(name) {
  try {
    const response = await fetch(routeURL(name), { credentials: 'same-origin' });
    if (!response.ok) return null;
    const json = await response.json();
    rememberTag(json, response.headers.get('ETag'));
    return json;
  } catch {
    return null;
  }
}

/**
 * Sends an edit (same-origin JSON, as the daemon's cross-site check wants, DELETE too; `If-Match` as
 * `editHeaders` says); resolves to {ok, status, json, message, changed}: the answer (the route, or the route list
 * after a delete), or the server's localized reason (its JSON `error.message`, the text `denizrota route` prints);
 * `changed` is true when the route changed elsewhere since the page read it (412).
 */
export async function sendRouteEdit(request, language = 'en') {
  try {
    const response = await fetch(`${request.url}?lang=${encodeURIComponent(language)}`, {
      method: request.method,
      headers: editHeaders(request),
      body: request.body === null ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
    });
    const json = await response.json().catch(() => null);
    if (response.ok) {
      rememberTag(json, response.headers.get('ETag'));
      return { ok: true, status: response.status, json };
    }
    return {
      ok: false, status: response.status, json, message: json?.error?.message ?? response.statusText,
      changed: response.status === 412,
    };
  } catch (error) {
    return { ok: false, status: 0, json: null, message: String(error) };
  }
}
