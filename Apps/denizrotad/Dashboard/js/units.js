// Unit conversions for display. Exact factors: 1 international nautical mile = 1852 m (BIPM SI Brochure, 9th ed.,
// table 8); 1 knot = 1 nautical mile per hour = 1852/3600 m/s.

export const metersPerNauticalMile = 1852;
export const kmhPerKnot = 1.852;

/** Speed units the dashboard offers, and distance units. */
export const speedUnits = ['kn', 'kmh'];
export const distanceUnits = ['nm', 'km'];

/** A speed in knots in `unit` ('kn' or 'kmh'); null stays null. */
export function speedFromKnots(knots, unit) {
  if (knots === null || knots === undefined) return null;
  return unit === 'kmh' ? knots * kmhPerKnot : knots;
}

/** A distance in metres in `unit` ('nm' or 'km'); null stays null. */
export function distanceFromMeters(meters, unit) {
  if (meters === null || meters === undefined) return null;
  return unit === 'km' ? meters / 1000 : meters / metersPerNauticalMile;
}

/** The speed unit that goes with a distance unit when only one is chosen. */
export function speedUnitFor(distanceUnit) {
  return distanceUnit === 'km' ? 'kmh' : 'kn';
}
