#!/usr/bin/env python3
"""Writes the input points of the geodesic reference cases (seeded, reproducible).

Categories follow GeographicLib's GeodTest.dat classes: random pairs, nearly antipodal pairs, short lines,
one point at a pole, both on the equator, meridional pairs. The reference answers come from GeographicLib
itself: see README.md in this folder.
"""
import random

rng = random.Random(20130101)
rows = []
def r(lo, hi): return rng.uniform(lo, hi)
for _ in range(400):
    rows.append((r(-90, 90), r(-180, 180), r(-90, 90), r(-180, 180)))
for _ in range(300):  # nearly antipodal
    lat = r(-89.9, 89.9); lon = r(-180, 180)
    rows.append((lat, lon, -lat + r(-0.5, 0.5), lon + 180 - r(0, 1.0)))
for _ in range(200):  # short lines, 1 mm .. 10 km
    lat = r(-89, 89); lon = r(-180, 180)
    d = 10 ** r(-8, -1)
    rows.append((lat, lon, lat + r(-d, d), lon + r(-d, d)))
for _ in range(50):  # a pole
    rows.append((rng.choice([-90.0, 90.0]), r(-180, 180), r(-90, 90), r(-180, 180)))
for _ in range(50):  # equator
    rows.append((0.0, r(-180, 180), 0.0, r(-180, 180)))
for _ in range(50):  # meridian
    lon = r(-180, 180)
    rows.append((r(-90, 90), lon, r(-90, 90), rng.choice([lon, lon + 180 if lon < 0 else lon - 180])))
for row in rows:
    print(" ".join(repr(round(v, 12)) for v in row))
