// Display formatting: numbers in the user's language (Intl), bearings, positions, durations and clock times.
// Pure: the language, time zone and values are passed in. A missing value shows as the dash `missing`, never 0.
import { distanceFromMeters, speedFromKnots } from './units.js';

/** What a missing value shows. */
export const missing = '—';

const numberFormats = new Map();
function numberFormat(language, digits) {
  const key = `${language}|${digits}`;
  if (!numberFormats.has(key)) {
    numberFormats.set(key, new Intl.NumberFormat(language, {
      minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: true,
    }));
  }
  return numberFormats.get(key);
}

/** A number with a fixed count of decimals in the language's digits and separators, or `missing`. */
export function formatNumber(value, digits, language) {
  if (value === null || value === undefined || !Number.isFinite(value)) return missing;
  const rounded = Number(value.toFixed(digits));
  return numberFormat(language, digits).format(Object.is(rounded, -0) ? 0 : rounded);
}

/** A speed given in knots, in `unit`, one decimal. */
export function formatSpeed(knots, unit, language) {
  return formatNumber(speedFromKnots(knots, unit), 1, language);
}

/** A distance given in metres, in `unit` (nm or km): two decimals below 10, one below 100, none above. */
export function formatDistance(meters, unit, language) {
  const value = distanceFromMeters(meters, unit);
  if (value === null) return missing;
  const digits = Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0;
  return formatNumber(value, digits, language);
}

/** A bearing in whole degrees, three digits as on a compass (`005°`), 360 shown as `000°`. */
export function formatBearing(degrees) {
  if (degrees === null || degrees === undefined || !Number.isFinite(degrees)) return missing;
  const whole = ((Math.round(degrees) % 360) + 360) % 360;
  return `${String(whole).padStart(3, '0')}°`;
}

/**
 * A true bearing in the chosen north reference: `true` as given; `magnetic` is true − declination (degrees east
 * positive, the daemon's `position.declinationDegrees` from the World Magnetic Model), 0–360; null when magnetic is
 * asked for without a declination.
 */
export function bearingIn(trueDegrees, reference, declinationDegrees) {
  if (trueDegrees === null || trueDegrees === undefined || !Number.isFinite(trueDegrees)) return null;
  if (reference !== 'magnetic') return trueDegrees;
  if (declinationDegrees === null || declinationDegrees === undefined || !Number.isFinite(declinationDegrees)) return null;
  return (((trueDegrees - declinationDegrees) % 360) + 360) % 360;
}

/** A true bearing shown in the chosen reference: `175°` for true, `170°M` for magnetic (— without a declination). */
export function formatBearingIn(trueDegrees, reference, declinationDegrees) {
  const degrees = bearingIn(trueDegrees, reference, declinationDegrees);
  if (degrees === null) return missing;
  return reference === 'magnetic' ? `${formatBearing(degrees)}M` : formatBearing(degrees);
}

/**
 * A latitude or longitude as degrees and decimal minutes (`37° 01.860′ N`), three decimals of a minute (about
 * 2 m). `hemispheres` gives the letters for positive and negative values, e.g. ['N', 'S'] or the language's own.
 */
export function formatCoordinate(degrees, hemispheres, isLongitude) {
  if (degrees === null || degrees === undefined || !Number.isFinite(degrees)) return missing;
  const letter = degrees < 0 ? hemispheres[1] : hemispheres[0];
  let thousandths = Math.round(Math.abs(degrees) * 60000);
  const whole = Math.floor(thousandths / 60000);
  thousandths -= whole * 60000;
  const minutes = (thousandths / 1000).toFixed(3).padStart(6, '0');
  const width = isLongitude ? 3 : 2;
  return `${String(whole).padStart(width, '0')}° ${minutes}′ ${letter}`;
}

/** A duration in seconds as h:mm:ss (hours grow past 24), or `missing`. */
export function formatDuration(seconds) {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return missing;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** A clock time (hours and minutes) in the language's style, in `timeZone` (the browser's when undefined). */
export function formatClock(ms, language, timeZone) {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return missing;
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(ms));
}

/** A date and time (short date, hours and minutes) in the language's style. */
export function formatDateTime(ms, language, timeZone) {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return missing;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone })
    .format(new Date(ms));
}

/**
 * A cross-track error or other short distance in metres: whole metres below 1 km, else in the distance unit.
 * Returns { value, unitKey } where unitKey is 'm' or the distance unit; the sign is dropped (the cue says the side).
 */
export function formatShortDistance(meters, unit, language) {
  if (meters === null || meters === undefined || !Number.isFinite(meters)) return { value: missing, unitKey: 'm' };
  const magnitude = Math.abs(meters);
  if (magnitude < 1000) return { value: formatNumber(magnitude, 0, language), unitKey: 'm' };
  return { value: formatDistance(magnitude, unit, language), unitKey: unit };
}
