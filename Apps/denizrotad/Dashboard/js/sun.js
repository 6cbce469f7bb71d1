// The sun's altitude for the automatic night mode: NOAA's solar position equations (General Solar Position
// Calculations, NOAA Global Monitoring Division, after Spencer 1971: fractional year, equation of time, declination),
// accurate to about a tenth of a degree, far within what choosing a screen mode needs.

const rad = Math.PI / 180;

/** The sun's altitude above the horizon in degrees (no refraction) at a time (ms since 1970 UTC) and place. */
export function sunAltitude(ms, latitude, longitude) {
  const date = new Date(ms);
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  const leap = new Date(Date.UTC(date.getUTCFullYear(), 1, 29)).getUTCMonth() === 1;
  const dayOfYear = Math.floor((ms - start) / 86400000) + 1;
  const hours = date.getUTCHours() + date.getUTCMinutes() / 60 + date.getUTCSeconds() / 3600;
  const g = ((2 * Math.PI) / (leap ? 366 : 365)) * (dayOfYear - 1 + (hours - 12) / 24);
  const eqTime = 229.18 * (0.000075 + 0.001868 * Math.cos(g) - 0.032077 * Math.sin(g)
    - 0.014615 * Math.cos(2 * g) - 0.040849 * Math.sin(2 * g));
  const decl = 0.006918 - 0.399912 * Math.cos(g) + 0.070257 * Math.sin(g) - 0.006758 * Math.cos(2 * g)
    + 0.000907 * Math.sin(2 * g) - 0.002697 * Math.cos(3 * g) + 0.00148 * Math.sin(3 * g);
  const trueSolarMinutes = hours * 60 + eqTime + 4 * longitude;
  const hourAngle = (trueSolarMinutes / 4 - 180) * rad;
  const lat = latitude * rad;
  const cosZenith = Math.sin(lat) * Math.sin(decl) + Math.cos(lat) * Math.cos(decl) * Math.cos(hourAngle);
  return 90 - Math.acos(Math.min(1, Math.max(-1, cosZenith))) / rad;
}

/** Civil twilight ends when the sun's centre is 6° below the horizon: darker than that, the night mode. */
export const nightBelowDegrees = -6;
/** Below the horizon but before civil dusk: the dark mode. */
export const darkBelowDegrees = -0.833;

/** The screen mode the sun asks for: 'light', 'dark' (twilight) or 'night'. */
export function modeForSun(altitudeDegrees) {
  if (altitudeDegrees < nightBelowDegrees) return 'night';
  if (altitudeDegrees < darkBelowDegrees) return 'dark';
  return 'light';
}
