// The dashboard's texts: one flat JSON catalog per language in ../i18n/<lang>.json (keys `area.name`, positional
// placeholders {0} {1} as in the tools' catalogs), English the fallback. Pure parts (pickLanguage, fill) are tested.

/** The seven languages, in the workspace's order, with their names in their own language. */
export const languages = ['tr', 'en', 'es', 'fr', 'de', 'zh-Hans', 'ja'];
export const fallbackLanguage = 'en';

/** The first of the browser's preferred languages (BCP 47 tags, best first) that the dashboard speaks. */
export function pickLanguage(preferred) {
  for (const tag of preferred || []) {
    const lower = String(tag).toLowerCase();
    if (lower.startsWith('zh')) {
      // Simplified Chinese only: zh-TW, zh-HK and zh-Hant are not served Simplified text.
      if (lower === 'zh' || lower.includes('hans') || lower === 'zh-cn' || lower === 'zh-sg') return 'zh-Hans';
      continue;
    }
    const base = lower.split('-')[0];
    const match = languages.find((l) => l === base);
    if (match) return match;
  }
  return fallbackLanguage;
}

/** A catalog text with its {0}, {1}, … placeholders replaced by the arguments. */
export function fill(template, args = []) {
  return template.replace(/\{(\d+)\}/g, (whole, index) => (index < args.length ? String(args[index]) : whole));
}

/** A translator over a catalog and its English fallback: t(key, ...args); an unknown key shows as itself. */
export function translator(catalog, fallback) {
  return (key, ...args) => fill(catalog?.[key] ?? fallback?.[key] ?? key, args);
}

const cache = new Map();
/** Loads a language's catalog (cached). */
export async function loadCatalog(language) {
  if (!cache.has(language)) {
    cache.set(language, fetch(`i18n/${language}.json`).then((r) => (r.ok ? r.json() : {})).catch(() => ({})));
  }
  return cache.get(language);
}
