#!/usr/bin/env python3
"""Records what an independent GPX reader sees in the real files here: Python's xml.etree.ElementTree
(standard library; not our code). Writes expected.json, which Tests/EndToEndTests/DenizrotaRealGPXTests.swift
compares `denizrota route import` against. Run again after adding a file: python3 expected.py"""
import json
import pathlib
import xml.etree.ElementTree as ET

here = pathlib.Path(__file__).parent


def local(tag):
    return tag.rsplit("}", 1)[-1]


def children(element, name):
    return [child for child in element if local(child.tag) == name]


def text(element, name):
    found = children(element, name)
    return found[0].text.strip() if found and found[0].text and found[0].text.strip() else None


def point(element):
    return [float(element.get("lat").strip()), float(element.get("lon").strip())]


result = {}
for path in sorted(here.glob("*/*.gpx")):
    root = ET.parse(path).getroot()
    routes = []
    for rte in children(root, "rte"):
        points = children(rte, "rtept")
        routes.append({
            "name": text(rte, "name"), "count": len(points), "first": point(points[0]), "last": point(points[-1]),
            "names": [text(p, "name") for p in points],
        })
    tracks = []
    for trk in children(root, "trk"):
        points = [p for seg in children(trk, "trkseg") for p in children(seg, "trkpt")]
        if not points:
            continue
        tracks.append({
            "name": text(trk, "name"), "count": len(points), "first": point(points[0]), "last": point(points[-1]),
        })
    result[str(path.relative_to(here))] = {
        "routes": routes, "waypoints": len(children(root, "wpt")), "tracks": tracks,
    }
(here / "expected.json").write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
