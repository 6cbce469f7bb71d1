#!/usr/bin/env python3
"""Writes Tests/ConversionKitTests/Reference/PairReference.swift: every ordered pair of units within each category
at several magnitudes, converted with Python's exact fractions.Fraction from the legal definitions below (written
independently of Resources/units.json) and rounded half away from zero to 8 places by integer arithmetic.

Run from Packages/ConversionKit: python3 scripts/make_reference.py
"""
from fractions import Fraction as F

# Legal bases: international yard and pound (1959), US gallon = 231 in^3, imperial gallon 4.54609 L.
YARD = F("0.9144")
FOOT = YARD / 3
INCH = YARD / 36
MILE = 1760 * YARD
POUND = F("0.45359237")
LITRE = F(1, 1000)
US_GALLON = 231 * INCH ** 3
US_PINT = US_GALLON / 8
US_FLOZ = US_PINT / 16
IMP_GALLON = F("4.54609") * LITRE
IMP_PINT = IMP_GALLON / 8
IMP_FLOZ = IMP_PINT / 20
HOUR = 3600

LINEAR = {
    "length": {
        "length.nanometer": F(1, 10**9), "length.micrometer": F(1, 10**6), "length.millimeter": F(1, 1000), "length.centimeter": F(1, 100), "length.decimeter": F(1, 10), "length.meter": F(1),
        "length.kilometer": F(1000), "length.thou": INCH / 1000, "length.inch": INCH, "length.foot": FOOT, "length.yard": YARD,
        "length.mile": MILE, "length.nautical_mile": F(1852), "length.fathom": 2 * YARD,
    },
    "mass": {
        "mass.nanogram": F(1, 10**12), "mass.microgram": F(1, 10**9), "mass.milligram": F(1, 10**6), "mass.gram": F(1, 1000), "mass.kilogram": F(1), "mass.tonne": F(1000),
        "mass.ounce": POUND / 16, "mass.pound": POUND, "mass.stone": 14 * POUND, "mass.short_ton": 2000 * POUND,
        "mass.long_ton": 2240 * POUND,
    },
    "volume": {
        "volume.nanoliter": LITRE / 10**9, "volume.microliter": LITRE / 10**6, "volume.milliliter": LITRE / 1000, "volume.centiliter": LITRE / 100, "volume.deciliter": LITRE / 10,
        "volume.liter": LITRE, "volume.hectoliter": 100 * LITRE, "volume.cubic_meter": F(1),
        "volume.cubic_foot": FOOT ** 3, "volume.cubic_inch": INCH ** 3,
        "volume.us_teaspoon": US_FLOZ / 6, "volume.us_tablespoon": US_FLOZ / 2, "volume.us_fluid_ounce": US_FLOZ,
        "volume.us_cup": 8 * US_FLOZ, "volume.us_legal_cup": 240 * LITRE / 1000, "volume.us_pint": US_PINT,
        "volume.us_quart": US_GALLON / 4, "volume.us_gallon": US_GALLON,
        "volume.uk_teaspoon": 5 * LITRE / 1000, "volume.uk_tablespoon": 15 * LITRE / 1000,
        "volume.imperial_teaspoon_trad": IMP_FLOZ * F(5, 24), "volume.imperial_tablespoon_trad": IMP_FLOZ * F(5, 8),
        "volume.imperial_fluid_ounce": IMP_FLOZ, "volume.imperial_cup": IMP_PINT / 2,
        "volume.metric_cup": 250 * LITRE / 1000, "volume.imperial_pint": IMP_PINT,
        "volume.imperial_quart": IMP_GALLON / 4, "volume.imperial_gallon": IMP_GALLON,
    },
    "area": {
        "area.square_meter": F(1), "area.square_centimeter": F(1, 10**4), "area.hectare": F(10**4), "area.square_kilometer": F(10**6),
        "area.square_foot": FOOT ** 2, "area.square_yard": YARD ** 2, "area.acre": 43560 * FOOT ** 2,
        "area.square_mile": MILE ** 2,
    },
    "speed": {
        "speed.kilometer_per_hour": F(1000, HOUR), "speed.mile_per_hour": MILE / HOUR,
        "speed.meter_per_second": F(1), "speed.knot": F(1852, HOUR), "speed.foot_per_second": FOOT,
    },
}

# Temperature (SI Brochure §2.3.1; NIST SP 811 B.9): to kelvin and back.
TO_KELVIN = {
    "temperature.celsius": lambda t: t + F("273.15"),
    "temperature.fahrenheit": lambda t: (t - 32) * F(5, 9) + F("273.15"),
    "temperature.kelvin": lambda t: t,
    "temperature.rankine": lambda t: t * F(5, 9),
}
FROM_KELVIN = {
    "temperature.celsius": lambda k: k - F("273.15"),
    "temperature.fahrenheit": lambda k: (k - F("273.15")) * F(9, 5) + 32,
    "temperature.kelvin": lambda k: k,
    "temperature.rankine": lambda k: k * F(9, 5),
}

LINEAR_INPUTS = ["1", "0.000123", "98765.4321", "1e12", "-2.5"]
TEMPERATURE_INPUTS = ["0", "-40", "36.6", "1e4", "451"]


def rounded(value: F, places: int = 8) -> str:
    """Half away from zero, fixed places, no '-0'."""
    scaled = abs(value) * 10**places
    quotient, remainder = divmod(scaled.numerator, scaled.denominator)
    if 2 * remainder >= scaled.denominator:
        quotient += 1
    digits = str(quotient).rjust(places + 1, "0")
    text = digits[:-places] + "." + digits[-places:] if places else digits
    return ("-" if value < 0 and quotient != 0 else "") + text


def rows():
    for category, table in LINEAR.items():
        for source, source_factor in table.items():
            for target, target_factor in table.items():
                if source == target:
                    continue
                for text in LINEAR_INPUTS:
                    yield text, source, target, rounded(F(text) * source_factor / target_factor)
    for source in TO_KELVIN:
        for target in FROM_KELVIN:
            if source == target:
                continue
            for text in TEMPERATURE_INPUTS:
                kelvin = TO_KELVIN[source](F(text))
                if kelvin >= 0:
                    yield text, source, target, rounded(FROM_KELVIN[target](kelvin))


def main():
    # Indented as swift-format writes a multi-line raw string (the indentation before the closing delimiter is
    # stripped), so the generated file passes `swift format lint --strict` as it is.
    lines = [f"    {text} {source} {target} {expected}" for text, source, target, expected in rows()]
    body = "\n".join(lines)
    swift = (
        "// Generated by Packages/ConversionKit/scripts/make_reference.py from the legal definitions with exact\n"
        "// Python fractions (not Double, not Foundation). Each line: input, from id, to id, expected at 8 places.\n"
        "// Do not edit; rerun the script.\n\n"
        "/// Every ordered pair within each category at several magnitudes.\n"
        f"let pairReferenceTable = #\"\"\"\n{body}\n    \"\"\"#\n"
    )
    path = "Tests/ConversionKitTests/Reference/PairReference.swift"
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(swift)
    print(f"{path}: {len(lines)} rows")


if __name__ == "__main__":
    main()
