// Small geometry for drawing only (the daemon does every navigational computation on the WGS84 ellipsoid):
// a point at a bearing and distance on a sphere, and the graticule's spacing. Pure.

/** Mean Earth radius R1 = 6,371,008.8 m (IUGG; Moritz, Geodetic Reference System 1980). */
export const earthRadiusMeters = 6371008.8;

/** The point `meters` from (lat, lon) at `bearing` degrees true, on the sphere: [lat, lon] in degrees. */
export function destination(lat, lon, bearing, meters) {
  const rad = Math.PI / 180;
  const d = meters / earthRadiusMeters;
  const phi1 = lat * rad;
  const theta = bearing * rad;
  const phi2 = Math.asin(Math.sin(phi1) * Math.cos(d) + Math.cos(phi1) * Math.sin(d) * Math.cos(theta));
  const lambda2 = lon * rad + Math.atan2(Math.sin(theta) * Math.sin(d) * Math.cos(phi1),
    Math.cos(d) - Math.sin(phi1) * Math.sin(phi2));
  const lonDeg = ((lambda2 / rad + 540) % 360) - 180;
  return [phi2 / rad, lonDeg];
}

/** Graticule spacings in degrees, from 1′ to 10°: the one giving 3 to 8 lines across `spanDegrees`. */
export const graticuleSteps = [1 / 60, 2 / 60, 5 / 60, 10 / 60, 15 / 60, 30 / 60, 1, 2, 5, 10];

export function graticuleStep(spanDegrees) {
  for (const step of graticuleSteps) {
    if (spanDegrees / step <= 8) return step;
  }
  return graticuleSteps[graticuleSteps.length - 1];
}

/** Great-circle distance in metres on the sphere of radius earthRadiusMeters (haversine). */
export function sphericalDistance(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Speed bands for colouring a track, knots: below 2, 2–4, 4–6, 6–8, 8 and more (index 0–4). */
export const speedBands = [2, 4, 6, 8];

/**
 * A track's segments with their speed (knots, from distance over time; null without two times) and band:
 * [{from: [lat, lon], to: [lat, lon], knots, band}]. Speed for drawing only.
 */
export function speedSegments(points, times) {
  const segments = [];
  for (let i = 1; i < points.length; i += 1) {
    const seconds = times[i] !== null && times[i - 1] !== null ? (times[i] - times[i - 1]) / 1000 : null;
    const knots = seconds && seconds > 0 ? (sphericalDistance(points[i - 1], points[i]) / 1852) / (seconds / 3600) : null;
    const band = knots === null ? null : speedBands.filter((limit) => knots >= limit).length;
    segments.push({ from: points[i - 1], to: points[i], knots, band });
  }
  return segments;
}

/**
 * Whether the coastline loaded for `loaded` ({west, south, east, north, zoom}, degrees) still covers the view
 * `view` (same shape): false when the zoom changed or the view reaches past the loaded box. The chart loads a
 * box padded by half the view on each side, so following a boat refetches every few hundred fixes, not every
 * few (issue 34: a refetch and redraw every 2 s at 10 Hz held fixes back from the screen).
 */
export function coversView(loaded, view) {
  if (!loaded || loaded.zoom !== view.zoom) return false;
  return view.west >= loaded.west && view.east <= loaded.east && view.south >= loaded.south && view.north <= loaded.north;
}

/**
 * A key of the view for the graticule: the zoom, the size and the pixel origin in steps of `pixels` (the labels
 * sit on the view's edges, so they move with a pan; a pan of less than a step redraws nothing).
 */
export function viewKey(zoom, originX, originY, width, height, pixels = 4) {
  return `${zoom}:${Math.round(originX / pixels)}:${Math.round(originY / pixels)}:${width}x${height}`;
}
