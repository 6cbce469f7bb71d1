#!/usr/bin/env python3
"""A stand-in for `denizrotad --http` for the dashboard's browser tests: serves Apps/denizrotad/Dashboard and a
canned API v1 (the shapes of issue 33 and http33's LiveState) on 127.0.0.1, no daemon, no internet.

Usage: dashboard-mock.py [--port N] [--rate HZ] [--exit-with-stdin]
Prints "PORT <n>" on its first stdout line once listening (port 0 = pick a free one), then serves until killed.

API (as the daemon): GET /api/v1/state, GET /api/v1/events (SSE: `state`, `alert` with ids, heartbeats),
POST /api/v1/control ({"command": "trip.start" | "trip.stop" | "anchor.set" | "anchor.clear" |
"alert.ack", ...}, JSON only, Origin checked), GET /api/v1/coastline?bbox=W,S,E,N&zoom=Z (land features
of Packages/MarineKit/Data/Coastline that meet the box). Every answer carries the daemon's security headers
(a strict Content-Security-Policy with no inline script).

The boat replays the RMC sentences of Docs/samples/bodrum-departure.nmea, one per tick (--rate per second),
following a route "Bodrum-Knidos" toward waypoint "Karaada"; a trip is recording.

With --api URL (a running `denizrotad --http`), every /api/ request is passed to that daemon instead (streams
included; Host and Origin rewritten to the daemon's), so the page from this folder runs against the real API before
the daemon embeds it. The mock's own API and hooks are then off.

Test hooks (GET): /__mock/alarm?event=KIND&meters=M raises an alarm; /__mock/clear?event=KIND clears it;
/__mock/freeze stops the fixes (the page must turn values stale); /__mock/resume; /__mock/drop closes every event
stream and answers 503 to new ones for ?seconds=S (the page must say the connection is lost, then reconnect);
/__mock/acks the acknowledgements received; /__mock/requests every path requested (no request may leave the box);
/__mock/view-only?on=1|0 makes the page a view-only device (its scope probe gets 403); /__mock/plans the
departures asked for; /__mock/route-changed?name=NAME changes the route's version as `denizrota route` would (a write naming the old
ETag in If-Match then gets 412; other writes 405: the canned routes never change).
Also GET /api/v1/routes/NAME (two canned routes, each with its ETag; the followed one with risks green, yellow, red and waypoint 2
active), GET /api/v1/routes/NAME/gpx and /api/v1/trips/ID/gpx (attachments), GET and PUT /api/v1/boat (the ranges
of BoatSettings.validated()).
"""
import argparse
import http.client
import json
import math
import os
import sys
import threading
import time
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlparse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
WEB_ROOT = os.path.join(ROOT, "Apps", "denizrotad", "Dashboard")
NMEA = os.path.join(ROOT, "Docs", "samples", "bodrum-departure.nmea")
COAST = os.path.join(ROOT, "Packages", "MarineKit", "Data", "Coastline", "land-eastern-med.geojson")
CSP = ("default-src 'self'; img-src 'self' data: https://tile.openstreetmap.org https://tiles.openseamap.org; "
       "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'")
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
         ".json": "application/json", ".png": "image/png", ".svg": "image/svg+xml"}
EARTH = 6371008.8
WAYPOINT = ("Karaada", 36.9550, 27.4650)
LEG_START = (37.0310, 27.4255)
LOCK = threading.Condition()


ROUTES = {
    "Bodrum-Knidos": [("Bodrum", 37.0310, 27.4255), ("Karaada", 36.9550, 27.4650), ("Kos", 36.8800, 27.2000),
                      ("Knidos", 36.6860, 27.3740)],
    "Gümüşlük": [("Bodrum", 37.0310, 27.4255), ("Turgutreis", 37.0000, 27.2500), ("Gümüşlük", 37.0550, 27.2300)],
}
BOAT_RANGES = [("cruiseSpeedKnots", 0.1, 60, "cruising speed {0} kn is outside {1}–{2} kn"),
               ("fuelRateLitersPerHour", 0, 1000, "fuel rate {0} L/h is outside {1}–{2} L/h"),
               ("fuelPricePerLiter", 0, 10000, "fuel price {0} TRY/L is outside {1}–{2} TRY/L"),
               ("maxWindKnots", 1, 100, "wind limit {0} kn is outside {1}–{2} kn"),
               ("maxGustKnots", 1, 150, "gust limit {0} kn is outside {1}–{2} kn"),
               ("maxWaveMeters", 0.1, 20, "wave limit {0} m is outside {1}–{2} m")]


def iso(t):
    return datetime.fromtimestamp(t, timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def inverse(lat1, lon1, lat2, lon2):
    p1, p2, dl = math.radians(lat1), math.radians(lat2), math.radians(lon2 - lon1)
    a = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    d = 2 * EARTH * math.asin(math.sqrt(a))
    b = math.degrees(math.atan2(math.sin(dl) * math.cos(p2),
                                math.cos(p1) * math.sin(p2) - math.sin(p1) * math.cos(p2) * math.cos(dl)))
    return d, b % 360


def cross_track(lat, lon):
    d13, b13 = inverse(LEG_START[0], LEG_START[1], lat, lon)
    _, b12 = inverse(LEG_START[0], LEG_START[1], WAYPOINT[1], WAYPOINT[2])
    return math.asin(math.sin(d13 / EARTH) * math.sin(math.radians(b13 - b12))) * EARTH


def read_fixes():
    fixes = []
    with open(NMEA, encoding="ascii", errors="replace") as f:
        for line in f:
            p = line.strip().split(",")
            if not p[0].endswith("RMC") or len(p) < 9 or p[2] != "A":
                continue
            lat = int(p[3][:2]) + float(p[3][2:]) / 60
            lon = int(p[5][:3]) + float(p[5][3:]) / 60
            fixes.append((lat * (1 if p[4] == "N" else -1), lon * (1 if p[6] == "E" else -1),
                          float(p[7] or 0), float(p[8] or 0)))
    return fixes


class World:
    def __init__(self, rate):
        self.fixes = read_fixes()
        self.rate = rate
        self.index = 0
        self.version = 0
        self.frozen = False
        self.received = time.time()
        self.started = time.time()
        self.trip = {"recording": True, "distance": 0.0, "max": 0.0}
        self.anchor = None
        self.alarms = {}
        self.alert_details = {}
        self.events = []  # (number, name, json)
        self.acks = []
        self.route_versions = {}
        self.boat = {"type": "motorboat", "cruiseSpeedKnots": 8, "fuelRateLitersPerHour": 15,
                     "fuelPricePerLiter": "45.00", "currency": "TRY",
                     "limits": {"maxWindKnots": 25, "maxGustKnots": 30, "maxWaveMeters": 1.5},
                     "timeZone": "Asia/Kolkata", "schemaVersion": 1}
        self.requests = []
        self.drop_until = 0.0
        self.generation = 0

    def fix(self):
        return self.fixes[self.index % len(self.fixes)]

    def advance(self):
        with LOCK:
            if self.frozen:
                return
            before = self.fix()
            self.index += 1
            now = self.fix()
            if self.trip["recording"]:
                self.trip["distance"] += inverse(before[0], before[1], now[0], now[1])[0]
                self.trip["max"] = max(self.trip["max"], now[2])
            self.received = time.time()
            self.check_anchor()
            self.version += 1
            LOCK.notify_all()

    def check_anchor(self):
        if not self.anchor:
            return
        lat, lon = self.fix()[:2]
        d, _ = inverse(self.anchor["latitude"], self.anchor["longitude"], lat, lon)
        if d > self.anchor["radiusMeters"] and "anchorAlarm" not in self.alarms:
            self.raise_alarm("anchorAlarm", d)
        elif d <= self.anchor["radiusMeters"] and "anchorAlarm" in self.alarms:
            self.clear_alarm("anchorAlarm")

    def raise_alarm(self, kind, meters=None):
        self.alarms[kind] = time.time()
        lat, lon = self.fix()[:2]
        body = {"event": kind, "time": iso(self.alarms[kind]), "latitude": lat, "longitude": lon, "schemaVersion": 1}
        if meters is not None:
            body["distanceMeters"] = round(meters, 1)
        self.publish("alert", body)

    def clear_alarm(self, kind):
        if self.alarms.pop(kind, None) is None:
            return
        cleared = {"anchorAlarm": "anchorAlarmCleared", "gpsLost": "gpsRestored", "deviation": "deviationCleared",
                   "weather": "weatherCleared"}[kind]
        self.publish("alert", {"event": cleared, "time": iso(time.time()), "schemaVersion": 1})

    def publish(self, name, body):
        self.events.append((len(self.events) + 1, name, body))
        self.events = self.events[-64:]
        self.version += 1
        LOCK.notify_all()

    def state(self):
        lat, lon, sog, cog = self.fix()
        now = time.time()
        age = max(0.0, now - self.received)
        dtw, btw = inverse(lat, lon, WAYPOINT[1], WAYPOINT[2])
        duration = self.index  # the sample has one fix a second: trip time is data time
        doc = {
            "time": iso(now), "schemaVersion": 1,
            "gps": {"source": "Docs/samples/bodrum-departure.nmea", "status": "ok", "fixesAccepted": self.index + 1,
                    "fixesRejected": 0},
            "position": {"latitude": lat, "longitude": lon, "time": iso(self.received), "ageSeconds": round(age, 3),
                         "stale": age > 5, "speedKnots": sog, "courseTrueDegrees": cog,
                         "horizontalAccuracyMeters": 6.5, "fixQuality": "differential", "fixMode": "3d",
                         "declinationDegrees": 5.35},
            "trip": {"recording": self.trip["recording"], "tripID": 7, "startedAt": iso(self.started),
                     "positionCount": self.index + 1, "distanceMeters": round(self.trip["distance"], 1),
                     "durationSeconds": round(duration), "movingSeconds": round(duration),
                     "averageSpeedKnots": round(self.trip["distance"] / 1852 / max(duration, 1) * 3600, 2),
                     "maximumSpeedKnots": self.trip["max"], "currentSpeedKnots": sog},
            "route": {"name": "Bodrum-Knidos", "waypointCount": 3, "waypoint": WAYPOINT[0], "waypointNumber": 2,
                      "distanceMeters": round(dtw, 1), "bearingDegrees": round(btw, 1), "complete": False,
                      "crossTrackErrorMeters": round(cross_track(lat, lon), 1)},
            "alarms": [{"event": k, "time": iso(v)} for k, v in sorted(self.alarms.items(), key=lambda kv: kv[1])],
        }
        if self.anchor:
            d, b = inverse(self.anchor["latitude"], self.anchor["longitude"], lat, lon)
            doc["anchor"] = dict(self.anchor, distanceMeters=round(d, 1), bearingDegrees=round(b, 1),
                                 alarming="anchorAlarm" in self.alarms)
        return doc


def load_coast():
    with open(COAST, encoding="utf-8") as f:
        features = json.load(f)["features"]
    boxed = []
    for feature in features:
        xs, ys = [], []

        def walk(c):
            if isinstance(c[0], (int, float)):
                xs.append(c[0]); ys.append(c[1])
            else:
                for item in c:
                    walk(item)
        walk(feature["geometry"]["coordinates"])
        boxed.append(((min(xs), min(ys), max(xs), max(ys)), feature))
    return boxed


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    world = None
    coast = None

    def log_message(self, *args):
        pass

    def head_out(self, status, ctype, length=None, extra=()):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        for name, value in extra:
            self.send_header(name, value)
        if length is not None:
            self.send_header("Content-Length", str(length))
        self.end_headers()

    def send_json(self, status, doc):
        body = json.dumps(doc, separators=(",", ":")).encode()
        self.head_out(status, "application/json", len(body), [("Cache-Control", "no-store")])
        self.wfile.write(body)

    def error(self, status, code, message):
        self.send_json(status, {"error": {"code": code, "message": message, "status": status}, "schemaVersion": 1})

    upstream = None

    def forward(self, method, body=None):
        """Passes this request to the daemon (--api) and its answer back, streaming (SSE) until either side closes."""
        target = urlparse(self.upstream)
        conn = http.client.HTTPConnection(target.hostname, target.port, timeout=60)
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "origin", "connection")}
        headers["Host"] = target.netloc
        if self.headers.get("Origin"):
            headers["Origin"] = f"http://{target.netloc}"
        conn.request(method, self.path, body=body, headers=headers)
        response = conn.getresponse()
        self.send_response(response.status)
        for name, value in response.getheaders():
            if name.lower() not in ("connection", "transfer-encoding", "date", "server"):
                self.send_header(name, value)
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        try:
            while True:
                chunk = response.read1(65536)
                if not chunk:
                    break
                self.wfile.write(chunk)
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, TimeoutError):
            pass
        finally:
            conn.close()

    def do_GET(self):
        url = urlparse(self.path)
        if self.upstream and url.path.startswith("/api/"):
            return self.forward("GET")
        query = parse_qs(url.query)
        with LOCK:
            self.world.requests.append(url.path)
        if url.path.startswith("/__mock/"):
            return self.hook(url.path[8:], query)
        if url.path == "/api/v1/state":
            with LOCK:
                return self.send_json(200, self.world.state())
        if url.path == "/api/v1/events":
            return self.stream()
        if url.path == "/api/v1/coastline":
            return self.coastline(query)
        if url.path == "/api/v1/trips":
            return self.send_json(200, self.trips())
        if url.path.startswith("/api/v1/trips/") and url.path.endswith("/track"):
            return self.track(url.path.split("/")[4])
        if url.path == "/api/v1/routes":
            return self.send_json(200, {"routes": ["Bodrum-Knidos", "Gümüşlük"], "schemaVersion": 1})
        parts = [unquote(p) for p in url.path.split("/")]
        if len(parts) == 5 and parts[3] == "routes":
            return self.route(parts[4])
        if len(parts) == 6 and parts[3] in ("routes", "trips") and parts[5] in ("gpx", "geojson"):
            return self.gpx(parts[3], parts[4], parts[5])
        if url.path == "/api/v1/boat":
            with LOCK:
                return self.send_json(200, dict(self.world.boat))
        if url.path == "/api/v1/plan":
            return self.plan(query)
        return self.static(url.path)

    def route(self, name):
        if name not in ROUTES:
            return self.error(404, "denizrotad.http.notFound", name)
        points = ROUTES[name]
        followed = name == "Bodrum-Knidos"
        legs = []
        for i in range(1, len(points)):
            d, b = inverse(points[i - 1][1], points[i - 1][2], points[i][1], points[i][2])
            legs.append({"number": i, "from": points[i - 1][0], "to": points[i][0], "distanceMeters": round(d, 3),
                         "bearingTrue": round(b, 1), "speedKnots": 8, "durationSeconds": round(d / 1852 / 8 * 3600),
                         "eta": None, "crossesLand": i == 2 and not followed,
                         **({"risk": ["green", "yellow", "red"][i - 1]} if followed else {})})
        doc = {"name": name, "waypoints": [{"number": i + 1, "name": p[0], "latitude": p[1], "longitude": p[2],
                                            "onLand": False} for i, p in enumerate(points)],
               "legs": legs, "totalDistanceMeters": round(sum(l["distanceMeters"] for l in legs), 3),
               "totalDurationSeconds": sum(l["durationSeconds"] for l in legs), "followed": followed,
               "coastline": {"name": "GSHHG 2.3.7 full resolution", "toleranceMeters": 100,
                             "attribution": "GSHHG 2.3.7 full resolution, Wessel & Smith, LGPL-3.0",
                             "coverage": {"minLatitude": 30, "maxLatitude": 42, "minLongitude": 18, "maxLongitude": 37}},
               "schemaVersion": 1}
        if followed:
            doc.update(activeWaypointNumber=2, riskCheckedAt=iso(time.time()))
        body = json.dumps(doc, separators=(",", ":")).encode()
        self.head_out(200, "application/json", len(body), [("Cache-Control", "no-store"), ("ETag", self.tag(name))])
        self.wfile.write(body)

    def tag(self, name):
        with LOCK:
            return f'"v{self.world.route_versions.get(name, 1)}"'

    def plan(self, query):
        """The daemon's plan: 202 the first time a departure is asked (the forecast being fetched), then a canned
        squall over the route's legs (red, yellow, green) with a later departure."""
        name = query.get("route", [""])[0]
        if name not in ROUTES:
            return self.error(404, "error.route.notFound", f"no route named {name}")
        departure = query.get("departure", [iso(time.time())])[0]
        with LOCK:
            asked = getattr(self.world, "plans", set())
            self.world.plans = asked | {departure}
        if departure not in asked:
            return self.send_json(202, {"status": "pending", "schemaVersion": 1})
        points, start = ROUTES[name], datetime.fromisoformat(departure.replace("Z", "+00:00")).timestamp()
        weather = [(30, 42, 350, 2.4, "red"), (21, 26, 320, 1.3, "yellow"), (8, 11, 270, 0.3, "green"),
                   (8, 11, 270, 0.3, "green")]
        def judged(i, lat, lon, at, extra=()):
            """A judged place in the names of `plan --json` (schema denizrota-plan): a leg point's `time`."""
            wind, gust, frm, sea, risk = weather[min(i, 3)]
            return {"latitude": lat, "longitude": lon, "time": iso(at), "windKnots": wind, "gustKnots": gust,
                    "windFromDegrees": frm, "waveHeightMeters": sea, "risk": risk, "riskDrivers": [], **dict(extra)}
        def waypoint(i, p):
            """Waypoint i (from 0): `number`, `name`, its `eta` and `onLand`."""
            place = judged(i, p[1], p[2], start + i * 3600, [("number", i + 1), ("name", p[0]), ("onLand", False)])
            place["eta"] = place.pop("time")
            return place
        waypoints = [waypoint(i, p) for i, p in enumerate(points)]
        def samples(i):
            """Five points between waypoints i and i + 1 (1-based leg i), every sixth of the leg: the middle one is
            the leg's worst point, the one after it yellow on a red leg, the others green."""
            a, b, level = points[i - 1], points[i], weather[i - 1][4]
            def at(k):
                if k == 3:
                    return (a[1] + b[1]) / 2, (a[2] + b[2]) / 2
                return a[1] + (b[1] - a[1]) * k / 6, a[2] + (b[2] - a[2]) * k / 6
            risks = {3: level, 4: "yellow" if level == "red" else "green"}
            return [{**judged(i - 1 if k == 3 else 3, *at(k), start + (i - 1 + k / 6) * 3600), "risk": risks.get(k, "green"),
                     "distanceFromStartMeters": 8000 * k / 6} for k in range(1, 6)]
        legs = [{"number": i, "from": points[i - 1][0], "to": points[i][0], "risk": weather[i - 1][4],
                 "crossesLand": False, "judgedPoints": 7,
                 "worstPoint": judged(i - 1, (points[i - 1][1] + points[i][1]) / 2, (points[i - 1][2] + points[i][2]) / 2,
                                      start + (i - 0.5) * 3600, [("distanceFromStartMeters", 4000)]),
                 "samples": samples(i)}
                for i in range(1, len(points))]
        limits = {"windCautionKnots": 20, "windDangerKnots": 25, "gustCautionKnots": 24, "gustDangerKnots": 30,
                  "waveCautionMeters": 1.2, "waveDangerMeters": 1.5, "defaultLimits": True}
        return self.send_json(200, {"route": name, "departure": iso(start), "totalDistanceMeters": 8000.0 * len(legs),
                                    "limits": limits, "waypoints": waypoints, "legs": legs,
                                    "summary": {"worstRisk": "red", "worstLeg": [1, 2], "firstRedWaypointNumber": 1,
                                                "firstRedTime": iso(start), "suggestedDeparture": iso(start + 12 * 3600),
                                                "usesDefaultLimits": True, "landFlagged": False},
                                    "beyondForecast": [], "forecastCacheAgeSeconds": 600,
                                    "sources": ["Open-Meteo (CC BY 4.0)"], "schemaVersion": 2})

    def gpx(self, kind, key, extension="gpx"):
        if (kind == "routes" and key not in ROUTES) or (kind == "trips" and key not in ("6", "7")):
            return self.error(404, "denizrotad.http.notFound", key)
        body = ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="dashboard-mock" '
                'xmlns="http://www.topografix.com/GPX/1/1"></gpx>\n').encode()
        media = "application/gpx+xml"
        if extension == "geojson":
            body, media = b'{"type":"FeatureCollection","features":[]}\n', "application/geo+json"
        name = f"trip-{key}.{extension}" if kind == "trips" else f"route.{extension}"
        self.head_out(200, media, len(body), [("Content-Disposition", f'attachment; filename="{name}"')])
        self.wfile.write(body)

    def do_PUT(self):
        url = urlparse(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if self.upstream and url.path.startswith("/api/"):
            return self.forward("PUT", raw)
        if url.path != "/api/v1/boat":
            return self.error(405, "denizrotad.http.methodNotAllowed", url.path)
        try:
            change = json.loads(raw)
        except ValueError:
            return self.error(422, "denizrotad.http.boat", "not JSON")
        with LOCK:
            boat = json.loads(json.dumps(self.world.boat))
            for key in ("type", "cruiseSpeedKnots", "fuelRateLitersPerHour", "fuelPricePerLiter", "timeZone"):
                if key in change:
                    boat[key] = change[key]
            # `boat set --name` (trimmed, empty clears) and `--tank` (0 clears; else 1–100 000 L).
            if "name" in change:
                boat["name"] = str(change["name"]).strip()
                if not boat["name"]:
                    del boat["name"]
            if "tankCapacityLiters" in change:
                boat["tankCapacityLiters"] = change["tankCapacityLiters"]
                if boat["tankCapacityLiters"] == 0:
                    del boat["tankCapacityLiters"]
                elif not 1 <= float(boat["tankCapacityLiters"]) <= 100000:
                    return self.error(422, "error.boat.tankCapacity", "tank capacity outside 1–100000 L")
            boat["limits"].update(change.get("limits", {}))
            # BoatSettings.validated()'s ranges, the first one broken answered as `boat set` says it.
            for key, low, high, text in BOAT_RANGES:
                value = boat["limits"].get(key) if key.startswith("max") else boat.get(key)
                try:
                    number = float(value)
                except (TypeError, ValueError):
                    return self.error(422, "denizrotad.http.boat", f"{key}: {value}")
                if not low <= number <= high:
                    return self.error(422, "error.boat." + key, text.format(value, low, high))
            self.world.boat = boat
            return self.send_json(200, boat)

    def do_OPTIONS(self):
        """The page's scope probe (OPTIONS /api/v1/control): 403 `denizrotad.http.scope` while /__mock/view-only
        holds (a device paired to view only), else 405 as the daemon answers a device that may control."""
        if self.upstream and self.path.startswith("/api/"):
            return self.forward("OPTIONS")
        with LOCK:
            view_only = getattr(self.world, "view_only", False)
        if view_only and urlparse(self.path).path == "/api/v1/control":
            return self.error(403, "denizrotad.http.scope", "this device is paired to view only; pair it again with a"
                              " code from 'denizrota dashboard pair --scope control' to change anything")
        return self.error(405, "denizrotad.http.methodNotAllowed", self.path)

    def do_PATCH(self):
        self.edit("PATCH")

    def do_DELETE(self):
        self.edit("DELETE")

    def edit(self, method):
        """Route edits (PATCH, DELETE) go to the daemon with --api; the mock's canned routes stay as they are."""
        url = urlparse(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if self.upstream and url.path.startswith("/api/"):
            return self.forward(method, raw)
        parts = [unquote(p) for p in url.path.split("/")]
        match = self.headers.get("If-Match")
        if len(parts) >= 5 and parts[3] == "routes" and parts[4] in ROUTES and match and match != self.tag(parts[4]):
            return self.error(412, "denizrotad.http.routeChanged", f"route {parts[4]} was changed elsewhere since it"
                              " was read (for example by denizrota route); read it again and repeat the edit")
        return self.error(405, "denizrotad.http.methodNotAllowed", url.path)

    def hook(self, name, query):
        w = self.world
        kind = query.get("event", ["anchorAlarm"])[0]
        with LOCK:
            if name == "alarm":
                w.raise_alarm(kind, float(query["meters"][0]) if "meters" in query else None)
            elif name == "clear":
                w.clear_alarm(kind)
            elif name == "freeze":
                w.frozen = True
            elif name == "resume":
                w.frozen = False
            elif name == "drop":
                w.drop_until = time.time() + float(query.get("seconds", ["2"])[0])
                w.generation += 1
                LOCK.notify_all()
            elif name == "acks":
                return self.send_json(200, {"acks": w.acks})
            elif name == "requests":
                return self.send_json(200, {"requests": w.requests})
            elif name == "view-only":
                w.view_only = query.get("on", ["1"])[0] == "1"
            elif name == "plans":
                return self.send_json(200, {"departures": sorted(getattr(w, "plans", set()))})
            elif name == "route-changed":
                route = query.get("name", [""])[0]
                w.route_versions[route] = w.route_versions.get(route, 1) + 1
            else:
                return self.error(404, "notFound", name)
        return self.send_json(200, {"ok": True})

    def stream(self):
        w = self.world
        if time.time() < w.drop_until:
            return self.error(503, "denizrotad.http.busy", "busy")
        self.head_out(200, "text/event-stream; charset=utf-8", extra=[("Cache-Control", "no-store")])
        self.close_connection = True
        last_id = self.headers.get("Last-Event-ID")
        with LOCK:
            generation = w.generation
            sent_version = -1
            last_event = int(last_id) if last_id and last_id.isdigit() else (w.events[-1][0] if w.events else 0)
        try:
            self.wfile.write(b"retry: 1000\n\n")
            while True:
                with LOCK:
                    LOCK.wait_for(lambda: w.version != sent_version or w.generation != generation, timeout=15)
                    if w.generation != generation:
                        return
                    if w.version == sent_version:
                        chunk = b": heartbeat\n\n"
                    else:
                        sent_version = w.version
                        chunk = b""
                        for number, name, body in w.events:
                            if number > last_event:
                                chunk += f"id: {number}\nevent: {name}\ndata: {json.dumps(body)}\n\n".encode()
                                last_event = number
                        chunk += b"event: state\ndata: " + json.dumps(w.state()).encode() + b"\n\n"
                self.wfile.write(chunk)
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            return

    def trips(self):
        w = self.world
        first = {"tripID": 6, "startedAt": "2026-07-01T06:30:00Z", "endedAt": "2026-07-01T06:49:59Z",
                 "statistics": {"averageSpeedKnots": 4.6, "distanceMeters": 2841.5, "durationSeconds": 1199,
                                "maximumSpeedKnots": 6.2, "movingSeconds": 1199, "positionCount": len(w.fixes)}}
        with LOCK:
            current = {"tripID": 7, "startedAt": iso(w.started),
                       "statistics": {"averageSpeedKnots": 4.0, "distanceMeters": round(w.trip["distance"], 1),
                                      "durationSeconds": w.index, "maximumSpeedKnots": w.trip["max"],
                                      "movingSeconds": w.index, "positionCount": w.index + 1}}
        return {"trips": [first, current], "schemaVersion": 1}

    def track(self, trip):
        if trip not in ("6", "7"):
            return self.error(404, "denizrotad.http.notFound", trip)
        fixes = self.world.fixes[::10]
        start = datetime(2026, 7, 1, 6, 30, tzinfo=timezone.utc).timestamp()
        feature = {"type": "Feature", "geometry": {"type": "LineString",
                                                   "coordinates": [[f[1], f[0]] for f in fixes]},
                   "properties": {"tripID": int(trip), "times": [iso(start + 10 * i) for i in range(len(fixes))]}}
        return self.send_json(200, feature)

    def coastline(self, query):
        try:
            west, south, east, north = (float(v) for v in query["bbox"][0].split(","))
        except (KeyError, ValueError):
            return self.error(400, "denizrotad.http.badRequest", "bbox=W,S,E,N")
        features = [f for (x0, y0, x1, y1), f in self.coast if x0 <= east and x1 >= west and y0 <= north and y1 >= south]
        return self.send_json(200, {"type": "FeatureCollection", "features": features})

    def static(self, path):
        if path == "/":
            path = "/index.html"
        full = os.path.realpath(os.path.join(WEB_ROOT, path.lstrip("/")))
        if not full.startswith(os.path.realpath(WEB_ROOT) + os.sep) or not os.path.isfile(full):
            return self.error(404, "denizrotad.http.notFound", path)
        with open(full, "rb") as f:
            body = f.read()
        self.head_out(200, TYPES.get(os.path.splitext(full)[1], "application/octet-stream"), len(body),
                      [("Cache-Control", "no-cache")])
        self.wfile.write(body)

    def do_POST(self):
        url = urlparse(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if self.upstream and url.path.startswith("/api/"):
            return self.forward("POST", raw)
        if url.path != "/api/v1/control":
            return self.error(405, "denizrotad.http.methodNotAllowed", url.path)
        origin = self.headers.get("Origin")
        if origin and origin != "http://" + (self.headers.get("Host") or ""):
            return self.error(403, "denizrotad.http.origin", origin)
        if (self.headers.get("Content-Type") or "").split(";")[0].strip() != "application/json":
            return self.error(415, "denizrotad.http.contentType", "JSON only")
        try:
            body = json.loads(raw)
        except ValueError:
            return self.error(422, "denizrotad.http.command", "not JSON")
        return self.control(body)

    def control(self, body):
        w = self.world
        command = body.get("command")
        with LOCK:
            if command == "trip.start":
                w.trip["recording"] = True
            elif command == "trip.stop":
                w.trip["recording"] = False
            elif command == "anchor.set":
                lat, lon = w.fix()[:2]
                w.anchor = {"latitude": body.get("latitude", lat), "longitude": body.get("longitude", lon),
                            "radiusMeters": float(body.get("radiusMeters", 50))}
                w.check_anchor()
            elif command == "anchor.clear":
                if not w.anchor:
                    return self.error(409, "denizrotad.refused.anchorNotSet", "the anchor watch is not set")
                w.anchor = None
                w.clear_alarm("anchorAlarm")
            elif command == "alert.ack":
                w.acks.append(body.get("alarm"))
            else:
                return self.error(422, "denizrotad.http.command", "unknown command")
            w.version += 1
            LOCK.notify_all()
            return self.send_json(200, w.state())


class QuietServer(ThreadingHTTPServer):
    """A browser that leaves mid-answer (a new map view cancels the old coastline request) is normal here."""

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--rate", type=float, default=2.0)
    parser.add_argument("--exit-with-stdin", action="store_true")
    parser.add_argument("--api", help="a running denizrotad --http to pass /api/ requests to")
    args = parser.parse_args()
    Handler.upstream = args.api
    Handler.world = World(args.rate)
    Handler.coast = load_coast()
    server = QuietServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    print(f"PORT {server.server_address[1]}", flush=True)

    def ticker():
        while True:
            time.sleep(1 / args.rate)
            Handler.world.advance()
    threading.Thread(target=ticker, daemon=True).start()
    if args.exit_with_stdin:
        def watch():
            sys.stdin.read()
            os._exit(0)
        threading.Thread(target=watch, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
