// The user's display choices, kept in the browser (localStorage): language, units, screen mode. Nothing here
// reaches the daemon. `readPrefs` takes the storage and the browser's languages so it can be tested.
import { languages, pickLanguage } from './i18n.js';
import { distanceUnits, speedUnits } from './units.js';

export const themes = ['auto', 'light', 'dark', 'night'];
/** How bearings are shown: true north (°T, the receiver's own) or magnetic north (°M, by the daemon's declination). */
export const northReferences = ['true', 'magnetic'];
const storageKey = 'denizrota.dashboard.prefs';

/** The choices: stored ones when valid, otherwise the defaults (the browser's language, knots and miles, auto, screen kept on). */
export function readPrefs(storage, browserLanguages) {
  let stored = {};
  try {
    stored = JSON.parse(storage?.getItem(storageKey) ?? '{}') || {};
  } catch {
    stored = {};
  }
  return {
    language: languages.includes(stored.language) ? stored.language : pickLanguage(browserLanguages),
    speedUnit: speedUnits.includes(stored.speedUnit) ? stored.speedUnit : 'kn',
    distanceUnit: distanceUnits.includes(stored.distanceUnit) ? stored.distanceUnit : 'nm',
    theme: themes.includes(stored.theme) ? stored.theme : 'auto',
    onlineLayers: stored.onlineLayers === true,
    // On unless switched off: the screen kept on during a passage, where the browser allows it (js/wake.js).
    keepAwake: stored.keepAwake !== false,
    northReference: northReferences.includes(stored.northReference) ? stored.northReference : 'true',
  };
}

/** Stores the choices (a full storage or a private window's refusal is ignored: they last for this page). */
export function writePrefs(storage, prefs) {
  try {
    storage?.setItem(storageKey, JSON.stringify(prefs));
  } catch {
    // Storage unavailable: the choices last for this page only.
  }
}
