// Navigation figures derived in the browser when the server does not send them: VMG toward the waypoint, time to
// go and ETA. Pure functions; angles in degrees true, speeds in knots, distances in metres.
import { metersPerNauticalMile } from './units.js';

/** The smallest signed angle from `from` to `to`, −180 < result ≤ 180 degrees. */
export function angleDifference(from, to) {
  let d = (((to - from) % 360) + 360) % 360;
  if (d > 180) d -= 360;
  return d;
}

/** Velocity made good toward a bearing: SOG × cos(COG − BTW), knots; null without the three values. */
export function velocityMadeGood(sogKnots, cogDegrees, btwDegrees) {
  if (sogKnots === null || cogDegrees === null || btwDegrees === null) return null;
  return sogKnots * Math.cos((angleDifference(cogDegrees, btwDegrees) * Math.PI) / 180);
}

/** Minimum VMG (knots) for a time to go: below it the boat is not closing on the waypoint in any useful time. */
export const minimumClosingKnots = 0.1;

/** Time to go in seconds at a VMG, or null when the boat is not closing (VMG below minimumClosingKnots). */
export function timeToGo(dtwMeters, vmgKnots) {
  if (dtwMeters === null || vmgKnots === null || vmgKnots < minimumClosingKnots) return null;
  return ((dtwMeters / metersPerNauticalMile) / vmgKnots) * 3600;
}

/**
 * The steering cue for a signed cross-track error (metres; positive: the boat is right of the track, as the
 * daemon's route monitor signs it): steer 'left' when right of track, 'right' when left, 'none' within the dead band.
 */
export function steerCue(xteMeters, deadBandMeters = 10) {
  if (xteMeters === null || xteMeters === undefined) return null;
  if (Math.abs(xteMeters) <= deadBandMeters) return 'none';
  return xteMeters > 0 ? 'left' : 'right';
}

/** The route figures to show: the server's, completed with VMG, TTG and ETA derived from SOG/COG when absent. */
export function routeFigures(route, position, nowMs) {
  if (!route) return null;
  const vmg = route.vmgKnots ?? velocityMadeGood(position?.sogKnots ?? null, position?.cogDegrees ?? null,
    route.btwDegrees);
  const ttg = route.ttgSeconds ?? timeToGo(route.dtwMeters, vmg);
  const eta = route.eta ?? (ttg === null ? null : nowMs + ttg * 1000);
  return { ...route, vmgKnots: vmg, ttgSeconds: ttg, eta, cue: steerCue(route.xteMeters) };
}
