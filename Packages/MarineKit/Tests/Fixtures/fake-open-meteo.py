#!/usr/bin/env python3
"""A fake Open-Meteo server for tests: the forecast and marine APIs on 127.0.0.1, no internet.

Usage: fake-open-meteo.py [--port N] [--delay SECONDS] [--start YYYY-MM-DD] [--exit-with-stdin]
Prints "PORT <n>" on its first stdout line once listening (port 0 = pick a free one), then serves until killed.

Paths are /<scenario>/v1/forecast and /<scenario>/v1/marine, answered in the documented shapes
(open-meteo.com/en/docs): one JSON object for one coordinate, an array in request order for comma-separated
coordinates; 168 hourly values from today 00:00 GMT (iso8601, utc_offset_seconds 0), or from --start 00:00 GMT
(fixed answers for reproducible samples; the squall then ends 12 hours after that start).

Scenarios:
  ok        wind 8 kn from 270°, gusts 11 kn, waves 0.3 m (wind sea 0.24, swell 0.18): green
  breezy    wind 12 kn, gusts 17 kn, waves 0.8 m: green under the default limits, yellow for a 15 kn boat
  fresh     wind 21 kn, gusts 26 kn, waves 1.3 m: yellow under the default limits (25 kn, 30 kn, 1.5 m)
  storm     wind 30 kn, gusts 42 kn, waves 2.4 m: red everywhere
  squall    storm until 12 hours after the current hour, ok afterwards (a later departure exists)
  gale      wind 34 kn, gusts 45 kn, waves 2.5 m (Beaufort 8): red everywhere
  midleg    a gale (wind 34 kn, gusts 45 kn, waves 2.5 m) only between longitudes 27.62 and 27.78 E, every hour;
            ok elsewhere: the middle of the test route's first leg (Gokova 27.85 E -> Mouth 27.55 E) is red, its
            waypoints green
  nulls     the marine API answers 200 with every hourly value null (issue #1364)
  error400  HTTP 400 {"error":true,"reason":...}    error429  HTTP 429 rate-limit body
  error500  HTTP 500 text body                     garbage   HTTP 200 with a body that is not JSON
  slow      sleeps 5 s before answering like ok    short     answers for one location only
  huge      HTTP 200, a 50 MB body (no Content-Length, chunked by closing)   hugeLength  the same, declared
  million   HTTP 200, one location whose hourly arrays hold 1,000,000 entries (about 20 MB)
  drip      HTTP 200, one byte every 0.5 s for 60 s (an idle timeout never fires)
  reset     HTTP 200 with Content-Length, half the body, then a TCP reset (SO_LINGER 0)
  switch-T  like ok until /__fail/T was requested, then HTTP 500 (the same endpoint failing later)
Requests are held to MarineWeather's Open-Meteo options (Packages/MarineKit/Sources/MarineWeather/Resources/open-meteo.json,
the file the Swift client builds its requests from): an `hourly` variable the options do not list, or a
wind_speed_unit, timezone, cell_selection or forecast_days other than theirs, is answered HTTP 400 as Open-Meteo
answers a bad parameter; the hours served are 24 x forecast_days and the wind unit is theirs.
Special paths: /__stats → {"requests": n} (API requests served so far), /__reset → zero the counter,
/__fail/T → scenario switch-T answers HTTP 500 from now on.
--delay adds a sleep before every API answer (benchmarks: 0.1 s).
"""
import argparse
import datetime
import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

# MarineWeather's Open-Meteo options: the one definition of variables, units and forecast days (OpenMeteoOptions).
OPTIONS_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "MarineWeather",
                            "Resources", "open-meteo.json")
with open(OPTIONS_PATH, encoding="utf-8") as options_file:
    OPTIONS = json.load(options_file)
HOURS = 24 * OPTIONS["query"]["forecastDays"]
WIND_UNIT = OPTIONS["query"]["windSpeedUnit"]
# Query parameter -> the value the options send.
FIXED_QUERY = {"wind_speed_unit": WIND_UNIT, "timezone": OPTIONS["query"]["timezone"],
               "cell_selection": OPTIONS["query"]["cellSelection"],
               "forecast_days": str(OPTIONS["query"]["forecastDays"])}
LOCK = threading.Lock()
STATS = {"requests": 0}
FAILING = set()  # tokens T of the switch-T scenarios that fail now

CALM = {"wind": 8.0, "gust": 11.0, "wave": 0.3}
BREEZY = {"wind": 12.0, "gust": 17.0, "wave": 0.8}
FRESH = {"wind": 21.0, "gust": 26.0, "wave": 1.3}
STORM = {"wind": 30.0, "gust": 42.0, "wave": 2.4}
GALE = {"wind": 34.0, "gust": 45.0, "wave": 2.5}
MIDLEG_LONGITUDES = (27.62, 27.78)  # the gale's band in scenario midleg


START = None  # --start: a fixed first day instead of today


def current_hour():
    if START is not None:
        return START
    return datetime.datetime.now(datetime.timezone.utc).replace(minute=0, second=0, microsecond=0)


def refusal(api, query):
    """Why Open-Meteo would refuse this query under MarineKit's options, or None."""
    for name in ",".join(query.get("hourly", [])).split(","):
        if name and name not in OPTIONS[api]["hourly"]:
            return f"Cannot initialize {api} variable from invalid String value {name} for key hourly"
    for key, expected in FIXED_QUERY.items():
        given = query.get(key, [expected])[0]
        if given != expected:
            return f"Invalid value {given} for parameter {key} (MarineKit's options send {expected})"
    return None


def hourly_times():
    first = current_hour().replace(hour=0)
    return [first + datetime.timedelta(hours=h) for h in range(HOURS)]


def weather_at(scenario, moment):
    if scenario == "breezy":
        return BREEZY
    if scenario == "fresh":
        return FRESH
    if scenario == "storm":
        return STORM
    if scenario == "gale":
        return GALE
    if scenario == "squall":
        return STORM if moment < current_hour() + datetime.timedelta(hours=12) else CALM
    return CALM


def hourly_part(api, scenario, times):
    """The `hourly_units` and `hourly` members, the same for every location of a request."""
    cells = [weather_at(scenario, t) for t in times]
    iso = [t.strftime("%Y-%m-%dT%H:%M") for t in times]
    if api == "forecast":
        units = {"time": "iso8601", "wind_speed_10m": WIND_UNIT, "wind_direction_10m": "°",
                 "wind_gusts_10m": WIND_UNIT, "temperature_2m": "°C", "weather_code": "wmo code"}
        hourly = {"time": iso, "wind_speed_10m": [c["wind"] for c in cells],
                  "wind_direction_10m": [270] * HOURS, "wind_gusts_10m": [c["gust"] for c in cells],
                  "temperature_2m": [22.5] * HOURS, "weather_code": [1] * HOURS}
        return {"hourly_units": units, "hourly": hourly}
    null = scenario == "nulls"
    def series(fn):
        return [None if null else round(fn(c), 3) for c in cells]
    units = {"time": "iso8601", "wave_height": "m", "wave_direction": "°", "wave_period": "s"}
    hourly = {"time": iso, "wave_height": series(lambda c: c["wave"]),
              "wave_direction": series(lambda c: 260), "wave_period": series(lambda c: 4.0),
              "wind_wave_height": series(lambda c: c["wave"] * 0.8),
              "wind_wave_direction": series(lambda c: 270), "wind_wave_period": series(lambda c: 3.2),
              "swell_wave_height": series(lambda c: c["wave"] * 0.6),
              "swell_wave_direction": series(lambda c: 240), "swell_wave_period": series(lambda c: 7.5)}
    return {"hourly_units": units, "hourly": hourly}


def location_text(api, lat, lon, shared_text):
    """One location object as JSON text: its own header members, then the shared hourly members."""
    base = {"latitude": round(lat, 3), "longitude": round(lon, 3), "generationtime_ms": 0.4,
            "utc_offset_seconds": 0, "timezone": "GMT", "timezone_abbreviation": "GMT"}
    if api == "forecast":
        base["elevation"] = 0.0
    return json.dumps(base, ensure_ascii=False)[:-1] + ", " + shared_text[1:]


class Handler(BaseHTTPRequestHandler):
    delay = 0.0

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json"):
        data = body.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        url = urlparse(self.path)
        if url.path == "/__stats":
            with LOCK:
                return self.send(200, json.dumps(STATS))
        if url.path == "/__reset":
            with LOCK:
                STATS["requests"] = 0
            return self.send(200, "{}")
        if url.path.startswith("/__fail/"):
            with LOCK:
                FAILING.add(url.path[len("/__fail/"):])
            return self.send(200, "{}")
        parts = url.path.strip("/").split("/")
        if len(parts) != 3 or parts[1] != "v1" or parts[2] not in ("forecast", "marine"):
            return self.send(404, "not found", "text/plain")
        with LOCK:
            STATS["requests"] += 1
        if self.delay:
            time.sleep(self.delay)
        self.answer(parts[0], parts[2], parse_qs(url.query))

    def answer(self, scenario, api, query):
        if scenario == "error400":
            return self.send(400, json.dumps({"error": True, "reason": "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key hourly"}))
        if scenario == "error429":
            return self.send(429, json.dumps({"error": True, "reason": "Hourly API request limit exceeded. Please try again in the next hour."}))
        if scenario == "error500" or (scenario.startswith("switch-") and scenario[7:] in FAILING):
            return self.send(500, "Internal Server Error", "text/plain")
        if scenario == "garbage":
            return self.send(200, "<html><body>captive portal</body></html>", "text/html")
        if scenario == "slow":
            time.sleep(5)
        if scenario in ("huge", "hugeLength", "million", "drip", "reset"):
            return self.hostile(scenario, api, query)
        reason = refusal(api, query)
        if reason:
            return self.send(400, json.dumps({"error": True, "reason": reason}))
        try:
            lats = [float(v) for v in query["latitude"][0].split(",")]
            lons = [float(v) for v in query["longitude"][0].split(",")]
        except (KeyError, ValueError):
            return self.send(400, json.dumps({"error": True, "reason": "Parameter latitude and longitude must have the same number of elements"}))
        if len(lats) != len(lons):
            return self.send(400, json.dumps({"error": True, "reason": "Parameter latitude and longitude must have the same number of elements"}))
        # The hourly members are built and serialized once per request (benchmarks time the client, not this).
        shared = json.dumps(hourly_part(api, scenario, hourly_times()), ensure_ascii=False)
        objects = [location_text(api, la, lo, shared) for la, lo in zip(lats, lons)]
        if scenario == "midleg":
            gale = json.dumps(hourly_part(api, "gale", hourly_times()), ensure_ascii=False)
            calm = json.dumps(hourly_part(api, "ok", hourly_times()), ensure_ascii=False)
            objects = [location_text(api, la, lo, gale if MIDLEG_LONGITUDES[0] <= lo <= MIDLEG_LONGITUDES[1] else calm)
                       for la, lo in zip(lats, lons)]
        if scenario == "short":
            objects = [] if len(lats) == 1 else objects[:1]
            return self.send(200, "[" + ", ".join(objects) + "]")
        body = objects[0] if len(objects) == 1 else "[" + ", ".join(objects) + "]"
        self.send(200, body)


def hostile_answers(self, scenario, api, query):
    """The misbehaving answers of issue 13: oversized, endless, dripping, cut off."""
    if scenario in ("huge", "hugeLength"):
        block = b" " * 65536
        count = 50 * 1024 * 1024 // len(block)
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if scenario == "hugeLength":
            self.send_header("Content-Length", str(count * len(block) + 2))
        self.end_headers()
        try:
            self.wfile.write(b"[")
            for _ in range(count):
                self.wfile.write(block)
            self.wfile.write(b"]")
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True
        return
    if scenario == "million":
        n = 1_000_000
        start = current_hour().replace(hour=0)
        times = ",".join(str(int(start.timestamp()) + 3600 * h) for h in range(n))
        zeros = ",".join(["1"] * n)
        body = ('{"latitude":36.95,"longitude":27.85,"utc_offset_seconds":0,"hourly_units":{"time":"unixtime"},'
                '"hourly":{"time":[' + times + '],"wind_speed_10m":[' + zeros + ']}}')
        try:
            return self.send(200, body)
        except (BrokenPipeError, ConnectionResetError):
            return
    if scenario == "drip":
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "120")
        self.end_headers()
        try:
            for _ in range(120):
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(0.5)
        except (BrokenPipeError, ConnectionResetError):
            pass
        return
    # reset: announce the full body, send half, then abort the connection with an RST
    shared = json.dumps(hourly_part(api, "ok", hourly_times()), ensure_ascii=False)
    lats = [float(v) for v in query["latitude"][0].split(",")]
    lons = [float(v) for v in query["longitude"][0].split(",")]
    objects = [location_text(api, la, lo, shared) for la, lo in zip(lats, lons)]
    data = (objects[0] if len(objects) == 1 else "[" + ", ".join(objects) + "]").encode()
    self.send_response(200)
    self.send_header("Content-Type", "application/json")
    self.send_header("Content-Length", str(len(data)))
    self.end_headers()
    self.wfile.write(data[: len(data) // 2])
    self.wfile.flush()
    import socket
    import struct
    self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    self.connection.close()
    self.close_connection = True


Handler.hostile = hostile_answers


def exit_when_stdin_closes():
    while sys.stdin.buffer.read(4096):
        pass
    os._exit(0)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--delay", type=float, default=0.0)
    parser.add_argument("--start", help="first forecast day YYYY-MM-DD (default: today, GMT)")
    parser.add_argument("--exit-with-stdin", action="store_true",
                        help="exit when stdin reaches end of file (the parent test process went away)")
    args = parser.parse_args()
    Handler.delay = args.delay
    if args.start:
        global START
        START = datetime.datetime.strptime(args.start, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    # A parent test process may hand down SIGTERM blocked or ignored; restore it so terminate() works.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    signal.signal(signal.SIGINT, lambda *_: os._exit(0))
    if args.exit_with_stdin:
        threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    print(f"PORT {server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
