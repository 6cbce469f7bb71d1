#!/usr/bin/env python3
"""Compares ConversionKit's unit names with CLDR (through Python babel) and lists every deliberate deviation.

For every unit with a CLDR entry, every language and every plural category the language uses, the catalog's
`unit.<id>.long` and `unit.<id>.short` patterns must equal CLDR's long and short unit patterns (CLDR's fallback
long -> short applied, a missing plural category taken from `other`), and `unit.<id>.name` must equal the long
singular pattern without its number. A difference is allowed only when `cldr-deviations.json` lists it with a
reason; a listed deviation that no longer differs, or has no reason, is an error too. Units CLDR lacks are listed
there with the reason their names were modelled.

Usage: cldr_units.py [--write]   (--write rewrites the catalogs to CLDR + the listed deviations)
Exit 0 when everything matches, 1 with one line per mismatch. Needs babel (scripts/install-deps).
"""
import json
import pathlib
import sys

from babel import Locale, __version__ as babel_version

HERE = pathlib.Path(__file__).resolve().parent
RESOURCES = HERE.parent / "Sources" / "ConversionKit" / "Resources"
DEVIATIONS = HERE / "cldr-deviations.json"
LANGUAGES = {"en": "en", "tr": "tr", "es": "es", "fr": "fr", "de": "de", "zh-Hans": "zh_Hans", "ja": "ja"}
CATEGORIES = {"en": ["one", "other"], "tr": ["one", "other"], "de": ["one", "other"],
              "es": ["one", "many", "other"], "fr": ["one", "many", "other"], "zh-Hans": ["other"], "ja": ["other"]}
# ConversionKit id -> CLDR unit key. Ids not here have no CLDR entry (see cldr-deviations.json).
CLDR_KEYS = {
    "length.nanometer": "length-nanometer", "length.micrometer": "length-micrometer",
    "length.millimeter": "length-millimeter", "length.centimeter": "length-centimeter",
    "length.meter": "length-meter", "length.kilometer": "length-kilometer", "length.inch": "length-inch",
    "length.foot": "length-foot", "length.yard": "length-yard", "length.mile": "length-mile",
    "length.nautical_mile": "length-nautical-mile", "length.fathom": "length-fathom",
    "mass.microgram": "mass-microgram", "mass.milligram": "mass-milligram", "mass.gram": "mass-gram",
    "mass.kilogram": "mass-kilogram", "mass.tonne": "mass-tonne", "mass.ounce": "mass-ounce",
    "mass.pound": "mass-pound", "mass.stone": "mass-stone", "mass.short_ton": "mass-ton",
    "volume.milliliter": "volume-milliliter", "volume.centiliter": "volume-centiliter",
    "volume.deciliter": "volume-deciliter", "volume.liter": "volume-liter", "volume.cubic_meter": "volume-cubic-meter",
    "volume.us_teaspoon": "volume-teaspoon", "volume.us_tablespoon": "volume-tablespoon",
    "volume.us_fluid_ounce": "volume-fluid-ounce", "volume.us_cup": "volume-cup", "volume.us_pint": "volume-pint",
    "volume.us_quart": "volume-quart", "volume.us_gallon": "volume-gallon",
    "volume.imperial_fluid_ounce": "volume-fluid-ounce-imperial", "volume.metric_cup": "volume-cup-metric",
    "volume.imperial_quart": "volume-quart-imperial", "volume.imperial_gallon": "volume-gallon-imperial",
    "temperature.celsius": "temperature-celsius", "temperature.fahrenheit": "temperature-fahrenheit",
    "temperature.kelvin": "temperature-kelvin",
    "area.square_meter": "area-square-meter", "area.hectare": "area-hectare",
    "area.square_kilometer": "area-square-kilometer", "area.square_foot": "area-square-foot",
    "area.square_yard": "area-square-yard", "area.acre": "area-acre", "area.square_mile": "area-square-mile",
    "speed.kilometer_per_hour": "speed-kilometer-per-hour", "speed.mile_per_hour": "speed-mile-per-hour",
    "speed.meter_per_second": "speed-meter-per-second", "speed.knot": "speed-knot",
    # In CLDR since 48/49 (issue 32); their names differ from CLDR's where cldr-deviations.json says why.
    "length.thou": "length-milliinch", "volume.imperial_cup": "volume-cup-imperial",
    "volume.imperial_pint": "volume-pint-imperial", "temperature.rankine": "temperature-rankine",
    # Added with issue 32's input forms: names straight from CLDR (scripts/cldr_units.py --write).
    "length.decimeter": "length-decimeter", "area.square_centimeter": "area-square-centimeter",
    "volume.cubic_foot": "volume-cubic-foot", "volume.cubic_inch": "volume-cubic-inch",
    "volume.hectoliter": "volume-hectoliter",
}
# Units of cldr-deviations.json's notInCLDR, with the key CLDR would give each: when babel has that key, the
# deviation is closed and the run fails until the unit is mapped above (issue 32: CLDR 49 added three).
CANDIDATE_KEYS = {
    "mass.long_ton": "mass-ton-imperial", "mass.nanogram": "mass-nanogram",
    "speed.foot_per_second": "speed-foot-per-second", "volume.imperial_tablespoon_trad": "volume-tablespoon-imperial",
    "volume.imperial_teaspoon_trad": "volume-teaspoon-imperial", "volume.microliter": "volume-microliter",
    "volume.nanoliter": "volume-nanoliter", "volume.us_legal_cup": "volume-cup-us-legal",
    "volume.uk_teaspoon": "volume-teaspoon-metric", "volume.uk_tablespoon": "volume-tablespoon-metric",
    "volume.imperial_cup": "volume-cup-imperial", "volume.imperial_pint": "volume-pint-imperial",
    "temperature.rankine": "temperature-rankine",
}


def cldr_patterns(locale, key, width):
    """{category: pattern} for one width: CLDR's long -> short alias applied per category (root.xml), the
    `per` pattern of compound units left out."""
    entry = locale._data["unit_patterns"].get(key)
    if entry is None:
        return None
    merged = dict(entry["short"]) if "short" in entry else {}
    if width == "long" and "long" in entry:
        merged.update(dict(entry["long"]))
    merged.pop("per", None)
    return merged or None


def expected_entries(lang, unit_id, locale):
    """{catalog key: value} that CLDR gives for one unit in one language."""
    key = CLDR_KEYS[unit_id]
    entries = {}
    for width in ("long", "short"):
        patterns = cldr_patterns(locale, key, width)
        if patterns is None:
            raise SystemExit(f"babel has no {width} pattern for {key} in {lang}")
        entries[f"unit.{unit_id}.{width}"] = {c: patterns.get(c, patterns["other"]) for c in CATEGORIES[lang]}
    entries[f"unit.{unit_id}.name"] = bare_name(lang, entries[f"unit.{unit_id}.long"][CATEGORIES[lang][0]])
    return entries


def bare_name(lang, pattern):
    """The long singular pattern without its number: `{0} mile` -> `mile`, `時速{0}キロメートル` -> `時速キロメートル`."""
    before, _, after = pattern.partition("{0}")
    glue = "" if lang in ("zh-Hans", "ja") or not before.strip() or not after.strip() else " "
    return before.strip(" \u00a0\u202f") + glue + after.strip(" \u00a0\u202f")


def load_catalogs():
    return {lang: json.loads((RESOURCES / f"strings.{lang}.json").read_text(encoding="utf-8")) for lang in LANGUAGES}


def main():
    write = "--write" in sys.argv[1:]
    deviations = json.loads(DEVIATIONS.read_text(encoding="utf-8"))
    listed = deviations["deviations"]
    catalogs = load_catalogs()
    problems, used = [], set()
    for lang, babel_code in LANGUAGES.items():
        locale = Locale.parse(babel_code)
        for unit_id in CLDR_KEYS:
            for catalog_key, cldr_value in expected_entries(lang, unit_id, locale).items():
                deviation_key = f"{lang} {catalog_key}"
                expected = cldr_value
                if deviation_key in listed:
                    used.add(deviation_key)
                    deviation = listed[deviation_key]
                    if not deviation.get("reason"):
                        problems.append(f"{deviation_key}: deviation without a reason")
                    expected = deviation["value"]
                    if expected == cldr_value:
                        problems.append(f"{deviation_key}: listed as a deviation but equals CLDR")
                if write:
                    catalogs[lang][catalog_key] = expected
                elif catalogs[lang].get(catalog_key) != expected:
                    problems.append(f"{deviation_key}: catalog {catalogs[lang].get(catalog_key)!r}, "
                                    f"expected {expected!r} (CLDR {cldr_value!r})")
    problems += [f"{key}: listed deviation of a unit CLDR does not have" for key in set(listed) - used]
    english = Locale.parse("en")._data["unit_patterns"]
    for unit_id, reason in deviations["notInCLDR"].items():
        if unit_id in CLDR_KEYS or not reason:
            problems.append(f"{unit_id}: in notInCLDR but mapped to CLDR or without a reason")
        candidate = CANDIDATE_KEYS.get(unit_id)
        if candidate is None:
            problems.append(f"{unit_id}: in notInCLDR without a CANDIDATE_KEYS entry to watch for")
        elif candidate in english:
            problems.append(f"{unit_id}: CLDR now has {candidate}; map it in CLDR_KEYS and drop it from notInCLDR")
    if write:
        for lang, catalog in catalogs.items():
            text = json.dumps(dict(sorted(catalog.items())), indent=1, ensure_ascii=False) + "\n"
            (RESOURCES / f"strings.{lang}.json").write_text(text, encoding="utf-8")
    for problem in problems:
        print(problem)
    checked = len(LANGUAGES) * len(CLDR_KEYS)
    print(f"babel {babel_version}: {checked} unit names compared, {len(listed)} deviations, "
          f"{len(deviations['notInCLDR'])} units not in CLDR, {len(problems)} problems", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
