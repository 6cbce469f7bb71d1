#!/usr/bin/env python3
"""End-to-end test of the boat dashboard in headless Chromium (Debian chromium + chromium-driver, Selenium from
PyPI), against Tests/Fixtures/dashboard-mock.py (the API v1 shapes of issue 33) until denizrotad --http serves the
dashboard. axe-core (axe.min.js from the PyPI wheel axe-playwright-python, installed --no-deps) checks every view
and mode for serious or critical WCAG violations.

Usage: browser_test.py [--screenshots DIR] [--url URL | --daemon PATH]
  --screenshots DIR  also saves the underway view at 390x844 and 820x1180, and the trips, route, boat and alarm
                     views at 390x844, light and night, and the stale, route-changed and view-only looks (the
                     pictures of Docs/dashboard.md; scripts/test-dashboard --screenshots Docs/images retakes them).
  --url URL          a running server instead of the mock (the mock-only hooks are then skipped).
  --daemon PATH      starts PATH (a denizrotad built with --http) replaying Docs/samples/bodrum-departure.nmea at
                     --pace 1 with a fresh database, and serves this folder's page with the daemon's API behind it
                     (dashboard-mock.py --api): the page against the real API, before the daemon embeds it.
Prints one line per check and ends with "N passed, N failed"; exits 1 on any failure.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import time
import urllib.request
from urllib.parse import quote

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
RESULTS = {"passed": 0, "failed": 0}


def check(name, ok, detail=""):
    RESULTS["passed" if ok else "failed"] += 1
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else f": {detail}"), flush=True)


def axe_path():
    found = glob.glob(os.path.expanduser("~/.local/lib/python3*/site-packages/axe_playwright_python/axe.min.js"))
    found += glob.glob("/usr/lib/python3*/site-packages/axe_playwright_python/axe.min.js")
    try:
        import axe_playwright_python  # noqa: F401 (only its file is used)
        found.insert(0, os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js"))
    except ImportError:
        pass
    return next((p for p in found if os.path.isfile(p)), None)


class Page:
    def __init__(self, base):
        self.base = base
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--lang=en-US", "--window-size=820,1180",
                    "--disable-dev-shm-usage", "--no-first-run", "--disable-extensions",
                    # boat.test is this machine by another name: a page from it is plain http from "another device",
                    # not a secure context (127.0.0.1 and localhost are), as a phone on the boat's network sees it.
                    "--host-resolver-rules=MAP boat.test 127.0.0.1"]:
            options.add_argument(arg)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
        self.size(390, 844)

    def size(self, width, height):
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def text(self, selector):
        return self.js("const e = document.querySelector(arguments[0]); return e ? e.textContent : null;", selector)

    def wait(self, what, predicate, timeout=10):
        try:
            WebDriverWait(self.driver, timeout, poll_frequency=0.1).until(lambda _: predicate())
            return True
        except TimeoutException:
            return False

    def attr(self, name):
        return self.js("return document.body.dataset[arguments[0]];", name)

    def click(self, selector):
        self.driver.find_element(By.CSS_SELECTOR, selector).click()

    def prefs(self, **prefs):
        self.js("localStorage.setItem('denizrota.dashboard.prefs', JSON.stringify(arguments[0])); location.reload();",
                prefs)
        self.wait("reloaded", lambda: self.attr("connection") == "open" and self.text("#sog .value") != "—")

    def axe(self, axe_source, label):
        self.js(axe_source)
        result = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.map(v => "
            "({id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))))"
            ".catch(e => done([{id: 'axe-error', impact: 'critical', nodes: [String(e)]}]));")
        bad = [v for v in result if v["impact"] in ("serious", "critical")]
        check(f"axe: no serious or critical violation ({label})", not bad, json.dumps(bad)[:600])


def get_json(url):
    with urllib.request.urlopen(url, timeout=5) as response:
        return json.loads(response.read())


def start_mock(api=None):
    extra = ["--api", api] if api else []
    mock = subprocess.Popen([sys.executable, os.path.join(ROOT, "Tests", "Fixtures", "dashboard-mock.py"), "--port", "0",
                             "--rate", "2", "--exit-with-stdin"] + extra, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    line = mock.stdout.readline().split()
    return mock, f"http://127.0.0.1:{line[1]}"


def start_daemon(path):
    import tempfile
    work = tempfile.mkdtemp(prefix="dashboard-test-")
    daemon = subprocess.Popen([path, "--source", os.path.join(ROOT, "Docs", "samples", "bodrum-departure.nmea"),
                               "--pace", "1", "--record", "--http=127.0.0.1:0",
                               "--db", os.path.join(work, "t.sqlite"), "--control", os.path.join(work, "c.sock")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return daemon, work


def daemon_url(daemon):
    """The address the daemon says on standard error (`denizrotad: dashboard at http://127.0.0.1:PORT/`)."""
    for line in daemon.stderr:
        if "http://" in line:
            return "http://" + line.split("http://", 1)[1].strip().rstrip("/")
    raise RuntimeError("the daemon did not say its address")


# The folder of `--screenshots`, or None: the checks along the run save their view there too (``shot``).
SHOTS = {"directory": None}


def shot(page, name, width=390, height=844):
    """Saves the page at width x height as `name`-WIDTHxHEIGHT.png when --screenshots was given."""
    if not SHOTS["directory"]:
        return
    page.size(width, height)
    page.js("window.dispatchEvent(new Event('resize'))")
    time.sleep(0.6)
    page.driver.save_screenshot(os.path.join(SHOTS["directory"], f"{name}-{width}x{height}.png"))
    page.size(390, 844)


def shots(page, directory, theme):
    for width, height in [(390, 844), (820, 1180)]:
        page.size(width, height)
        page.js("window.dispatchEvent(new Event('resize'))")
        time.sleep(0.6)
        page.driver.save_screenshot(os.path.join(directory, f"dashboard-underway-{theme}-{width}x{height}.png"))
    page.size(390, 844)


def edit_shots(page, directory, theme):
    """The route being edited: light at phone size, night at tablet size (the guide shows both)."""
    width, height = (390, 844) if theme == "light" else (820, 1180)
    page.size(width, height)
    page.js("window.dispatchEvent(new Event('resize')); document.querySelector('#route-waypoints').scrollIntoView()")
    time.sleep(0.6)
    page.driver.save_screenshot(os.path.join(directory, f"dashboard-route-edit-{theme}-{width}x{height}.png"))
    page.size(390, 844)


def weather_shots(page, directory, theme):
    """The weather view: light at phone size, night at tablet size."""
    width, height = (390, 844) if theme == "light" else (820, 1180)
    page.size(width, height)
    page.js("window.dispatchEvent(new Event('resize'))")
    time.sleep(0.8)
    page.driver.save_screenshot(os.path.join(directory, f"dashboard-weather-{theme}-{width}x{height}.png"))
    page.size(390, 844)


def underway(page, base, mock):
    check("page loads, stream opens", page.wait("open", lambda: page.attr("connection") == "open"))
    # Measured, not asserted (timing depends on the machine): first contentful paint and the first SOG shown.
    paint = page.js("const e = performance.getEntriesByName('first-contentful-paint')[0]; return e ? e.startTime : null")
    print(f"     first contentful paint: {paint if paint is None else round(paint)} ms after navigation", flush=True)
    check("SOG shown", page.wait("sog", lambda: page.text("#sog .value") not in (None, "—")))
    first = page.text("#position .lat") + page.text("#position .lon")
    check("the boat moves", page.wait("moves", lambda: page.text("#position .lat") + page.text("#position .lon") != first))
    # The state's fixMode and fixQuality in the GPS status (the mock's 3D DGPS; the sample log's GGA says GPS).
    fix = "3D DGPS" if mock else "GPS"
    check("the GPS status names the fix mode and quality", page.wait("fix", lambda: fix in (page.text("#gps") or "")),
          page.text("#gps"))
    if not mock:
        # The real daemon moves on every second: the SOG shown must equal the state's within one poll of both.
        def same():
            state = get_json(base + "/api/v1/state")
            speed = (state.get("position") or {}).get("speedKnots")
            return speed is not None and page.text("#sog .value") == f"{speed:.1f}"
        check("SOG shown equals the daemon's state", page.wait("sog=", same, 10), page.text("#sog .value"))
        return
    check("waypoint panel: name, DTW, BTW, XTE with cue, TTG, ETA",
          page.wait("wp", lambda: page.text("#waypoint-name") == "Karaada" and page.text("#dtw .value") != "—"
                    and page.text("#btw .value").endswith("°") and page.text("#steer") != ""
                    and page.text("#ttg .value") != "—" and page.text("#eta .value") != "—"),
          f"{page.text('#waypoint')}")
    get_json(base + "/__mock/freeze")
    time.sleep(0.8)
    state = get_json(base + "/api/v1/state")
    shown = page.text("#sog .value")
    check("SOG shown equals the state's", shown == f"{state['position']['speedKnots']:.1f}",
          f"{shown} vs {state['position']['speedKnots']}")
    check("not stale while fresh", page.attr("stale") == "false")
    check("a stopped source turns values stale within 7 s",
          page.wait("stale", lambda: page.attr("stale") == "true", 8) and page.js(
              "return !document.querySelector('#stale-banner').hidden"))
    shot(page, "dashboard-stale-light")
    get_json(base + "/__mock/resume")
    check("fresh again after the source resumes", page.wait("fresh", lambda: page.attr("stale") == "false"))


def alarms(page, base):
    get_json(base + "/__mock/alarm?event=anchorAlarm&meters=82")
    check("an alarm takes the screen (role=alert)",
          page.wait("alarm", lambda: page.js("return document.querySelector('#alarm').dataset.state") == "sounding")
          and page.js("return document.querySelector('#alarm').getAttribute('role')") == "alert"
          and page.text("#alarm-title") == "Anchor alarm" and "82" in page.text("#alarm-detail"),
          f"{page.text('#alarm')}")
    check("the alarm takes the keyboard focus", page.js("return document.activeElement.id") == "acknowledge",
          page.js("return document.activeElement.id"))
    sound = page.attr("sound")
    check("the alarm sound plays or asks for a tap", sound in ("playing", "blocked"), sound)
    if sound == "blocked":
        check("'tap to enable sound' shown", page.js("return !document.querySelector('#sound-enable').hidden"))
    page.click("#acknowledge")
    check("acknowledged: sound stops, banner stays",
          page.wait("ack", lambda: page.attr("sound") == "off"
                    and page.js("return document.querySelector('#alarm').dataset.state") == "acknowledged"))
    check("the acknowledgement reaches the server",
          page.wait("acks", lambda: "anchorAlarm" in get_json(base + "/__mock/acks")["acks"]))
    get_json(base + "/__mock/clear?event=anchorAlarm")
    check("cleared by the server: the alarm goes",
          page.wait("off", lambda: page.js("return document.querySelector('#alarm').dataset.state") == "off"))


def anchor(page, base, mock):
    page.click(".tab[data-view=anchor]")
    check("anchor view shown", page.js("return !document.querySelector('#view-anchor').hidden"))
    radius = lambda meters: page.js("const r = document.querySelector('#anchor-radius'); r.value = arguments[0];"
                                    "r.dispatchEvent(new Event('input'));", str(meters))
    # First a wide circle (no alarm screen over the chart): dragging the anchor where it really lies sets the
    # watch there through the API (anchor.set with a position).
    radius(500)
    page.click("#anchor-drop")
    check("anchor dropped through the API",
          page.wait("set", lambda: page.js("return document.querySelector('#view-anchor').dataset.anchor") != "none"))
    # The chart is redrawn after the frame that shows the instruments: waited for, not read at once.
    check("anchor circle and handle on the chart", page.wait("ring", lambda: page.js(
        "return !!document.querySelector('path.anchor-ring') && !!document.querySelector('.radius-handle')")))
    before = get_json(base + "/api/v1/state")["anchor"]
    pin = page.driver.find_element(By.CSS_SELECTOR, ".anchor-pin")
    ActionChains(page.driver).click_and_hold(pin).move_by_offset(0, 30).move_by_offset(0, 30).release().perform()
    moved = lambda: (get_json(base + "/api/v1/state").get("anchor") or {}).get("latitude", before["latitude"])
    check("dragging the anchor moves the watch to where it was dropped (south)",
          page.wait("dragged", lambda: moved() < before["latitude"] - 0.0002), f"{before['latitude']} → {moved()}")
    radius(10)
    page.click("#anchor-drop")
    check("drifting out of a 10 m circle raises the anchor alarm",
          page.wait("drift", lambda: page.js("return document.querySelector('#alarm').dataset.state") == "sounding", 15))
    page.click("#acknowledge")
    if not mock:
        print(f"     acknowledgement: {page.wait('ack', lambda: page.attr('acknowledged') is not None) and page.attr('acknowledged')}"
              " (daemon = accepted, local:STATUS = the daemon refused alert.ack)", flush=True)
    page.click("#anchor-clear")
    check("anchor watch ended, alarm cleared",
          page.wait("cleared", lambda: page.js("return document.querySelector('#view-anchor').dataset.anchor") == "none"
                    and page.js("return document.querySelector('#alarm').dataset.state") == "off"))


def connection(page, base):
    get_json(base + "/__mock/drop?seconds=3")
    check("a lost connection is said",
          page.wait("lost", lambda: page.attr("connection") in ("reconnecting", "closed"), 5)
          and "reconnect" in page.text("#connection").lower() or "retry" in page.text("#connection").lower(),
          page.text("#connection"))
    check("values are stale while disconnected", page.attr("stale") == "true")
    check("it reconnects by itself", page.wait("back", lambda: page.attr("connection") == "open", 15))


def trips(page, mock):
    page.click(".tab[data-view=trips]")
    rows = lambda: page.js("return [...document.querySelectorAll('.trip-row')].map(b => b.dataset.trip)")
    if mock:
        check("trips listed newest first with their figures",
              page.wait("trips", lambda: rows() == ["7", "6"] and "4.6" in page.text(".trip-row[data-trip='6']")),
              str(page.text("#trip-list")))
    else:
        check("trips listed", page.wait("trips", lambda: len(rows()) > 0), str(page.text("#trips-message")))
    first = (rows() or ["6"])[-1]
    page.click(f".trip-row[data-trip='{first}']")
    drawn = lambda: (page.js("return document.querySelectorAll('path.trip-track').length") > 3
                     and page.js("return !document.querySelector('#speed-legend').hidden"))
    pressed = lambda: page.js("return document.querySelector(arguments[0]).getAttribute('aria-pressed')",
                              f".trip-row[data-trip='{first}']") == "true"
    if mock:
        check("a trip's track on the chart, coloured by speed, with its legend",
              page.wait("track", lambda: drawn() and pressed()), str(page.text("#trips-message")))
    else:
        # A replay stores positions in batches of 1024: the trip being recorded may have none stored yet.
        check("a trip's track drawn, or 'no stored positions yet' said",
              page.wait("track", lambda: pressed() and (drawn() or "no stored positions" in page.text("#trips-message"))),
              str(page.text("#trips-message")))
    if mock:
        check("stored routes listed", "Bodrum-Knidos" in (page.text("#route-list") or ""), page.text("#route-list"))
    page.click(".tab[data-view=underway]")
    check("leaving the view removes the trip's track",
          page.wait("gone", lambda: page.js("return document.querySelectorAll('path.trip-track').length") == 0))


def routes(page, base):
    """The followed route on the chart by risk, a stored route's legs, and the GPX downloads (mock)."""
    page.click(".tab[data-view=underway]")
    check("the followed route on the chart: legs by risk, the next waypoint ringed",
          page.wait("followed", lambda: page.js("return document.querySelectorAll('path.route-leg').length") == 3
                    and page.js("return !!document.querySelector('path.route-leg.risk-red')"
                                " && !!document.querySelector('path.route-waypoint.next')")))
    check("the offline coastline is drawn (no tiles)", page.wait("coast", lambda: page.js(
        "return document.querySelectorAll('path.coast').length") > 0))
    page.click(".tab[data-view=trips]")
    page.wait("routes", lambda: page.js("return !!document.querySelector('.route-row')"))
    page.js("document.querySelector(\".route-row[data-route='Gümüşlük']\").click()")
    check("a stored route: its legs with distance, risk and land warning",
          page.wait("detail", lambda: page.js("return document.querySelectorAll('#route-legs li').length") == 2
                    and "crosses land" in (page.text("#route-legs li[data-leg='2']") or "")
                    and "a leg crosses land" in (page.text("#route-detail-summary") or "")),
          page.text("#route-detail"))
    changed_elsewhere(page, lambda: get_json(base + "/__mock/route-changed?name=" + quote("Gümüşlük")), 3)
    page.js("document.querySelector(\".route-row[data-route='Bodrum-Knidos']\").click()")
    check("the followed route's legs say their risk in words",
          page.wait("risk", lambda: "red (over the limits)" in (page.text("#route-legs") or "")
                    and "followed, next waypoint 2" in (page.text("#route-detail-summary") or "")),
          page.text("#route-detail"))
    status = lambda selector: page.driver.execute_async_script(
        "const done = arguments[arguments.length - 1]; fetch(document.querySelector(arguments[0]).href)"
        ".then(r => done([r.status, r.headers.get('content-type'), r.headers.get('content-disposition')]))"
        ".catch(e => done([0, String(e), '']));", selector)
    route_gpx = status("#route-gpx")
    check("route GPX download link", page.js("return document.querySelector('#route-gpx').getAttribute('href')")
          == "/api/v1/routes/Bodrum-Knidos/gpx" and route_gpx[0] == 200 and "gpx" in route_gpx[1]
          and "attachment" in route_gpx[2], str(route_gpx))
    trip_gpx = status(".trip-item a.download")
    check("trip GPX download link", trip_gpx[0] == 200 and "attachment" in trip_gpx[2], str(trip_gpx))
    geojson = [status(".trip-item a.download[href$=geojson]"), status("#route-geojson")]
    check("trip and route GeoJSON download links", all(g[0] == 200 and "geo+json" in g[1] and "attachment" in g[2]
                                                      for g in geojson), str(geojson))
    page.click(".tab[data-view=underway]")
    check("leaving the view removes the stored route (the followed one stays)",
          page.wait("gone", lambda: page.js("return document.querySelectorAll('path.route-leg').length") == 3))


def changed_elsewhere(page, change, count):
    """The route shown is changed behind the page's back (`change`), then the page removes a waypoint: the daemon
    answers 412 (its If-Match names the old version), the page reads the route again (`count` waypoints) and says
    so; the next write names the new version (no second 412)."""
    page.click("#route-edit")
    change()
    page.click("#route-waypoints li[data-waypoint='1'] .remove")
    reloaded = lambda: page.js("return document.querySelector('#route-detail').dataset.result") == "reloaded"
    check("a write after a change elsewhere: 412, the route read again and said so",
          page.wait("412", lambda: reloaded() and "changed elsewhere" in (page.text("#route-message") or "")
                    and page.js("return document.querySelectorAll('#route-waypoints li').length") == count),
          page.text("#route-message"))
    page.js("document.querySelector('#route-message').scrollIntoView({block: 'center'})")
    shot(page, "dashboard-route-changed-light")
    page.click("#route-waypoints li[data-waypoint='1'] .remove")
    check("the next write names the version read again (no second 412)",
          page.wait("after 412", lambda: not reloaded()), page.text("#route-message"))
    page.click("#route-edit")


def route_editing(page, daemon_path, work):
    """One route made in the page (create, tap to add, drag, reorder, remove) is what `denizrota route show` prints."""
    page.click(".tab[data-view=trips]")
    page.js("const n = document.querySelector('#route-new-name'); n.value = 'Page route';")
    page.click("#route-new button[type=submit]")
    check("a route created in the page, editing on",
          page.wait("created", lambda: page.text("#route-detail-name") == "Page route"
                    and page.js("return document.querySelector('#route-edit').getAttribute('aria-pressed')") == "true"),
          page.text("#routes-message"))
    count = lambda: page.js("return document.querySelectorAll('#route-waypoints li').length")
    chart = page.driver.find_element(By.CSS_SELECTOR, "#chart")
    for n, (dx, dy) in enumerate([(-90, -60), (-20, 20), (40, 60), (90, 90)], start=1):
        ActionChains(page.driver).move_to_element_with_offset(chart, dx, dy).click().perform()
        page.wait(f"added {n}", lambda: count() == n)
    check("four taps on the chart add four waypoints", count() == 4, str(count()))
    # Typed (not tapped) swapped coordinates, from this origin: the daemon's 422 in the request's language, nothing
    # stored; the page's own taps above went through (they send asGiven).
    swapped = page.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch('/api/v1/routes/Page%20route/waypoints?lang=fr', {method: 'POST', credentials: 'same-origin',"
        " headers: {'Content-Type': 'application/json'}, body: JSON.stringify({latitude: 27.3, longitude: 36.95})})"
        ".then(r => r.json().then(j => done([r.status, j.error.code, j.error.message])))"
        ".catch(e => done([0, String(e), '']));")
    check("swapped latitude/longitude typed through the API: 422, both readings, in French",
          swapped[0] == 422 and swapped[1] == "denizrotad.http.swapped" and "inversées" in swapped[2], str(swapped))
    before = page.js("return document.querySelector('#route-waypoints li[data-waypoint=\"2\"]').dataset.latitude")
    pin = page.driver.find_elements(By.CSS_SELECTOR, ".edit-waypoint")[1]
    ActionChains(page.driver).click_and_hold(pin).move_by_offset(0, 25).move_by_offset(0, 25).release().perform()
    check("dragging waypoint 2 moves it (south)", page.wait("dragged", lambda: float(page.js(
        "return document.querySelector('#route-waypoints li[data-waypoint=\"2\"]').dataset.latitude")) < float(before)))
    page.click("#route-waypoints li[data-waypoint='1'] .down")
    page.wait("reordered", lambda: "order" in (page.text("#route-message") or ""))
    page.click("#route-waypoints li[data-waypoint='4'] .remove")
    check("reorder and remove through the buttons", page.wait("removed", lambda: count() == 3), page.text("#route-message"))
    shown = page.js("return [...document.querySelectorAll('#route-waypoints li')].map(li => "
                    "[Number(li.dataset.latitude), Number(li.dataset.longitude)])")
    run = subprocess.run([os.path.join(os.path.dirname(daemon_path), "denizrota"), "route", "show", "Page route",
                          "--json", "--db", os.path.join(work, "t.sqlite")], capture_output=True, text=True, timeout=30)
    cli = json.loads(run.stdout or "{}")
    printed = [[w["latitude"], w["longitude"]] for w in cli.get("waypoints", [])]
    check("the route edited in the page is what `denizrota route show` prints", printed == shown and len(shown) == 3,
          f"{printed} vs {shown} {run.stderr[:200]}")
    on_land = any(w.get("onLand") for w in cli.get("waypoints", []))
    check("the land warning follows the edit", on_land == ("On land" in (page.text("#route-message") or "")),
          f"{on_land} {page.text('#route-message')}")
    print(f"     route-editing message: {page.text('#route-message')}", flush=True)
    page.click("#route-edit")
    changed_elsewhere(page, lambda: subprocess.run(
        [os.path.join(os.path.dirname(daemon_path), "denizrota"), "route", "add", "Page route", "36.95", "27.3",
         "--db", os.path.join(work, "t.sqlite")], capture_output=True, timeout=30), 4)
    page.click(".tab[data-view=underway]")


def weather(page, base):
    """The plan of the followed route for a departure: 202 while the forecast is asked, then legs by risk, wind
    arrows, the worst point and time, and a later departure that can be taken with one tap. The departure is on the
    boat's clock (the mock boat's Asia/Kolkata, UTC+5:30: its full hours are half past in UTC)."""
    page.click(".tab[data-view=weather]")
    page.wait("routes", lambda: page.js("return document.querySelector('#plan-route').options.length") > 0)
    check("the departure is in the boat's time zone", page.wait("zone", lambda: "Asia/Kolkata" in (
        page.text("#plan-zone") or "")), page.text("#plan-zone"))
    # Emptied, the departure stops the form: nothing asked, the field marked and the reason said beside it.
    filled = page.js("const f = document.querySelector('#plan-departure'); const v = f.value; f.value = ''; return v;")
    before = len(get_json(base + "/__mock/plans")["departures"])
    page.click("#plan-form button[type=submit]")
    check("no departure: nothing asked, the field marked invalid, focused, the reason said",
          len(get_json(base + "/__mock/plans")["departures"]) == before
          and page.js("return document.querySelector('#plan-departure').getAttribute('aria-invalid')") == "true"
          and page.js("return document.activeElement.id") == "plan-departure"
          and "departure date and time" in (page.text("#plan-departure-error") or ""), page.text("#plan-departure-error"))
    page.js("const f = document.querySelector('#plan-departure'); f.value = arguments[0];"
            " f.dispatchEvent(new Event('input', {bubbles: true}));", filled)
    check("filled again, the mark and the reason go", page.text("#plan-departure-error") == ""
          and page.js("return document.querySelector('#plan-departure').hasAttribute('aria-invalid')") is False)
    page.click("#plan-form button[type=submit]")
    check("the plan of a route for a departure: legs by risk with worst point and time, wind arrows",
          page.wait("plan", lambda: page.js("return document.querySelector('#view-weather').dataset.plan") == "shown"
                    and page.js("return document.querySelectorAll('#plan-legs li').length") == 3
                    and "worst at" in (page.text("#plan-legs li[data-leg='1']") or "")
                    and page.js("return document.querySelectorAll('.wind-mark').length") >= 4, 15),
          f"{page.text('#plan-message')} {page.text('#plan-legs')}")
    check("the risk along each leg: a bar per judged point, the worst outlined, in words too, dots on the chart",
          page.js("return document.querySelectorAll('#plan-legs .risk-strip > span').length") == 21
          and page.js("return document.querySelectorAll('#plan-legs li[data-leg=\\'1\\'] .risk-strip > .worst').length") == 1
          and "Along the leg (7 points): red" in (page.text("#plan-legs li[data-leg='1']") or "")
          and "worst here" in (page.text("#plan-legs li[data-leg='1']") or "")
          and page.js("return document.querySelectorAll('path.plan-sample').length") == 15,
          page.text("#plan-legs li[data-leg='1']"))
    # The worst point's wind arrow sits on the worst point (leg 1's middle dot), not in flow below the others.
    gap = ("const m = document.querySelector('.wind-mark.worst').getBoundingClientRect();"
           " const d = document.querySelectorAll('path.plan-sample')[2].getBoundingClientRect();"
           " return Math.hypot(m.x + m.width / 2 - d.x - d.width / 2, m.y + m.height / 2 - d.y - d.height / 2);")
    check("the worst point's arrow is drawn where the worst point is",
          page.wait("arrow", lambda: page.js(gap) < 3, 5), str(page.js(gap)))
    asked = get_json(base + "/__mock/plans")["departures"]
    check("the plan asked for the boat's full hour (xx:30 UTC)", asked and all(d[14:16] == "30" for d in asked), str(asked))
    check("the verdict and a later departure", "red" in (page.text("#plan-summary") or "")
          and page.js("return !document.querySelector('#plan-later').hidden"), page.text("#plan-summary"))
    before = page.js("return document.querySelector('#plan-departure').value")
    page.click("#plan-later")
    check("one tap takes the later departure", page.wait("later", lambda: page.js(
        "return document.querySelector('#plan-departure').value") != before
        and page.js("return document.querySelector('#view-weather').dataset.plan") == "shown", 15))
    page.click(".tab[data-view=underway]")
    check("leaving the view removes the wind arrows and the risk dots",
          page.wait("gone", lambda: page.js("return document.querySelectorAll('.wind-mark, path.plan-sample').length") == 0))


def boat(page, base):
    page.click(".tab[data-view=boat]")
    check("boat settings read into the form",
          page.wait("boat", lambda: page.js("return document.querySelector('#boat-cruiseSpeedKnots').value") == "8"))
    page.js("document.querySelector('#boat-cruiseSpeedKnots').value = '99'")
    page.click("#boat-save")
    check("an out-of-range value is refused with the server's reason (boat set's range)",
          page.wait("refused", lambda: "0.1" in (page.text("#boat-message") or "")
                    and page.js("return document.querySelector('#boat-form').dataset.result") == "refused"),
          page.text("#boat-message"))
    page.js("document.querySelector('#boat-cruiseSpeedKnots').value = '8';"
            "document.querySelector('#boat-tankCapacityLiters').value = '1.000'")
    page.click("#boat-save")
    check("a number that reads two ways (1.000 L: 1000 or 1) is refused naming both, the field marked, nothing sent",
          page.wait("ambiguous", lambda: "1000" in (page.text("#boat-message") or "")
                    and page.js("return document.querySelector('#boat-tankCapacityLiters')"
                                ".getAttribute('aria-invalid')") == "true")
          and get_json(base + "/api/v1/boat").get("tankCapacityLiters") != 1, page.text("#boat-message"))
    page.js("document.querySelector('#boat-cruiseSpeedKnots').value = '6,5';"
            "document.querySelector('#boat-maxWaveMeters').value = '1.2';"
            "document.querySelector('#boat-name').value = ' Mavi Yunus ';"
            "document.querySelector('#boat-tankCapacityLiters').value = '240'")
    page.click("#boat-save")
    saved = lambda: get_json(base + "/api/v1/boat")
    check("boat settings saved through the API, the boat's name and tank capacity too",
          page.wait("saved", lambda: page.js("return document.querySelector('#boat-form').dataset.result") == "saved")
          and saved()["cruiseSpeedKnots"] == 6.5 and saved()["limits"]["maxWaveMeters"] == 1.2
          and saved().get("name") == "Mavi Yunus" and saved().get("tankCapacityLiters") == 240, page.text("#boat-message"))
    page.click(".tab[data-view=underway]")


def view_only(page, base):
    """A device paired to view only: the page asks its scope once (OPTIONS, nothing changed) and shows the write
    controls disabled with the daemon's reason, not a 403 after a tap; back to control for the rest of the run."""
    get_json(base + "/__mock/view-only?on=1")
    page.driver.get(base + "/")
    disabled = lambda selector: page.js(f"return document.querySelector('{selector}').disabled") is True
    check("a view-only device sees the write controls disabled, with the reason",
          page.wait("view only", lambda: page.js("return document.body.dataset.access") == "view"
                    and all(disabled(s) for s in ("#trip-toggle", "#anchor-drop", "#boat-save", "#route-edit"))
                    and "view only" in (page.text("#access-note") or "")), page.text("#access-note"))
    shot(page, "dashboard-view-only-light")
    get_json(base + "/__mock/view-only?on=0")
    page.driver.get(base + "/")
    check("a device that may control sees them enabled", page.wait(
        "control", lambda: page.js("return document.body.dataset.access") == "control" and not disabled("#trip-toggle")
        and page.attr("connection") == "open"))


def plain_http(page, base):
    """The page as a phone reads it from the boat's computer over plain http: no Wake Lock there, and it says so."""
    page.driver.get(base.replace("127.0.0.1", "boat.test") + "/")
    check("over plain http from another device: 'cannot keep the screen on', said as it is",
          page.wait("insecure", lambda: page.attr("wake") == "insecure"
                    and page.js("return isSecureContext === false && !('wakeLock' in navigator)")
                    and "secure page (https" in (page.text("#wake-status") or "")), page.text("#wake-status"))


def settings(page):
    page.click(".tab[data-view=settings]")
    # The screen kept on during the passage (the followed route): this page comes from 127.0.0.1, a secure context,
    # so the browser either holds the lock or says why not; the state is said as it is, and switching it off says so.
    said = {"held": "The screen is kept on", "refused": "The browser refused", "off": "The screen sleeps"}
    state = lambda: page.attr("wake")
    check("the screen kept on during a passage, or the browser's refusal said",
          page.wait("wake", lambda: state() in ("held", "refused")
                    and said[state()] in (page.text("#wake-status") or "")), f"{state()}: {page.text('#wake-status')}")
    page.click("#keep-awake")
    check("switched off: the screen sleeps as the device is set to", page.wait("off", lambda: state() == "off"
          and said["off"] in (page.text("#wake-status") or "")), f"{state()}: {page.text('#wake-status')}")
    page.click("#keep-awake")
    page.js("const s = document.querySelector('#language'); s.value = 'de'; s.dispatchEvent(new Event('change'));")
    check("language switches (de)", page.wait("de", lambda: page.text(".tab[data-view=settings] span:last-child")
                                             == "Einstellungen" and page.js("return document.documentElement.lang") == "de"))
    # Every tab label on one line and inside the screen at 390, 360 and 320 px, in each language ("Underway" once
    # wrapped to "Underwa/y"; at 320 px French's six labels broke inside words).
    wrapped = {}
    for width in (390, 360, 320):
        page.size(width, 844)
        for language in ("tr", "en", "es", "fr", "de", "zh-Hans", "ja"):
            page.js("const s = document.querySelector('#language'); s.value = arguments[0];"
                    "s.dispatchEvent(new Event('change'));", language)
            page.wait(language, lambda: page.js("return document.documentElement.lang") == language)
            wrapped[f"{width} {language}"] = page.js(
                "return [...document.querySelectorAll('.tab > span:last-child')].filter(s => { const b ="
                " s.getBoundingClientRect(); return b.height > 1.5 * parseFloat(getComputedStyle(s).lineHeight)"
                " || s.scrollWidth > s.clientWidth + 1 || b.right > innerWidth; }).map(s => s.textContent)")
    page.size(390, 844)
    check("every tab label on one line at 390, 360 and 320 px in the seven languages", not any(wrapped.values()),
          str({k: v for k, v in wrapped.items() if v}))
    page.js("const s = document.querySelector('#language'); s.value = 'de'; s.dispatchEvent(new Event('change'));")
    page.click("input[name=units][value=km]")
    check("units switch to km and km/h", page.wait("km", lambda: page.text("#sog .unit") == "km/h"
                                                   and page.text("#trip-distance .unit") == "km"))
    page.click("input[name=north][value=magnetic]")
    check("bearings switch to magnetic (°M, labelled), stored in the page's settings",
          page.wait("magnetic", lambda: re.fullmatch(r"\d{3}°M", page.text("#cog .value") or "") is not None
                    and page.text("#cog-reference") == "missweisend"
                    and '"northReference":"magnetic"' in (page.js(
                        "return localStorage.getItem('denizrota.dashboard.prefs')") or "")),
          page.text("#cog .value"))
    page.click("input[name=north][value=true]")
    check("bearings switch back to true", page.wait("true", lambda: re.fullmatch(r"\d{3}°", page.text("#cog .value") or "")
                                                    is not None and page.text("#cog-reference") == "rechtweisend"))
    page.click("input[name=theme][value=night]")
    check("night mode switches", page.wait("night", lambda: page.js("return document.body.dataset.theme") == "night"))
    page.js("const s = document.querySelector('#language'); s.value = 'en'; s.dispatchEvent(new Event('change'));")
    page.click("input[name=units][value=nm]")


def offline(page, base):
    origin = base.rstrip("/")
    foreign = page.js("return performance.getEntriesByType('resource').map(e => e.name)"
                      ".filter(n => !n.startsWith(arguments[0]))", origin)
    check("no request leaves the boat (online layers off)", not foreign, str(foreign[:5]))
    logs = [e["message"] for e in page.driver.get_log("browser")]
    csp = [m for m in logs if "Content Security Policy" in m or "Refused to" in m]
    check("no Content-Security-Policy violation", not csp, str(csp[:3]))
    errors = [m for m in logs if "favicon" not in m and ("Uncaught" in m or "TypeError" in m or "SyntaxError" in m)]
    check("no script error", not errors, str(errors[:3]))


def online(page):
    """Switched on, the online layers either load or say why not (no internet here; the daemon's CSP blocks them)."""
    page.click(".tab[data-view=settings]")
    page.click("#online-layers")
    check("online layers on: tiles requested, or a failure said",
          page.wait("online", lambda: bool(page.text("#online-status")) or page.js(
              "return performance.getEntriesByType('resource').some(e => e.name.includes('tile'))"), 15),
          page.text("#online-status"))
    page.click("#online-layers")
    page.click(".tab[data-view=underway]")


def accessibility(page, base, axe_source, directory):
    # axe itself is live: a text of 1.4:1 contrast added to the top bar must be reported (inline style attributes
    # are refused by the CSP, so the colours are set through the CSSOM).
    page.js(axe_source)
    page.js("const e = document.createElement('p'); e.id = 'axe-probe'; e.textContent = 'probe';"
            "e.style.color = '#ddd'; e.style.background = '#fff'; document.querySelector('header').append(e);")
    found = page.driver.execute_async_script(
        "const done = arguments[arguments.length - 1]; axe.run(document, {runOnly: ['color-contrast']})"
        ".then(r => done(r.violations.flatMap(v => v.nodes.map(n => n.target.join(' ')))));")
    check("axe reports a planted low-contrast text", "#axe-probe" in found, str(found))
    page.js("document.querySelector('#axe-probe').remove()")
    for theme in ("light", "night"):
        page.prefs(theme=theme)
        page.wait("settled", lambda: page.text("#waypoint-name") == "Karaada" or not base)
        page.axe(axe_source, f"underway, {theme}")
        if directory:
            shots(page, directory, theme)
        page.click(".tab[data-view=anchor]")
        page.axe(axe_source, f"anchor, {theme}")
        page.click(".tab[data-view=trips]")
        if page.wait("trips", lambda: page.js("return document.querySelectorAll('.trip-row').length") > 0, 5):
            page.js("document.querySelector('.trip-row').click()")
            page.wait("track", lambda: page.js("return !document.querySelector('#speed-legend').hidden"), 5)
        page.axe(axe_source, f"trips, {theme}")
        if directory:
            page.driver.save_screenshot(os.path.join(directory, f"dashboard-trips-{theme}-390x844.png"))
        if page.js("return !!document.querySelector('.route-row')"):
            page.js("document.querySelector('.route-row').click()")
            page.wait("detail", lambda: page.js("return !document.querySelector('#route-detail').hidden"), 5)
            page.axe(axe_source, f"route, {theme}")
            if directory:
                page.driver.save_screenshot(os.path.join(directory, f"dashboard-route-{theme}-390x844.png"))
            page.click("#route-edit")
            page.wait("editing", lambda: page.js("return !document.querySelector('#route-editing').hidden"), 5)
            page.axe(axe_source, f"route editing, {theme}")
            if directory:
                edit_shots(page, directory, theme)
            page.click("#route-edit")
        if base:
            page.js("document.querySelector('.tab[data-view=weather]').click()")
            # The view fills the departure after reading the boat's zone: submitting before that is refused by
            # the form's `required` (the plan was then missing from the screenshots).
            page.wait("routes", lambda: page.js("return document.querySelector('#plan-route').options.length > 0"
                                                " && document.querySelector('#plan-departure').value !== ''"), 5)
            page.js("document.querySelector('#plan-form button[type=submit]').click()")
            page.wait("plan", lambda: page.js("return document.querySelector('#view-weather').dataset.plan") == "shown", 10)
            page.axe(axe_source, f"weather, {theme}")
            if directory:
                weather_shots(page, directory, theme)
        page.click(".tab[data-view=boat]")
        page.wait("boat", lambda: page.js("return document.querySelector('#boat-cruiseSpeedKnots').value") != "", 5)
        page.axe(axe_source, f"boat, {theme}")
        if directory:
            page.driver.save_screenshot(os.path.join(directory, f"dashboard-boat-{theme}-390x844.png"))
            shot(page, f"dashboard-boat-{theme}", 820, 1180)
        page.click(".tab[data-view=settings]")
        page.axe(axe_source, f"settings, {theme}")
        page.click(".tab[data-view=underway]")
        if base:
            get_json(base + "/__mock/alarm?event=gpsLost")
            page.wait("alarm", lambda: page.js("return document.querySelector('#alarm').dataset.state") == "sounding")
            page.axe(axe_source, f"alarm, {theme}")
            if directory:
                page.driver.save_screenshot(os.path.join(directory, f"dashboard-alarm-{theme}-390x844.png"))
            get_json(base + "/__mock/clear?event=gpsLost")
            page.wait("off", lambda: page.js("return document.querySelector('#alarm').dataset.state") == "off")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--screenshots")
    parser.add_argument("--url")
    parser.add_argument("--daemon")
    args = parser.parse_args()
    started = time.monotonic()
    mock = None
    proxy = None
    daemon = None
    base = args.url
    if args.daemon:
        daemon, work = start_daemon(args.daemon)
        proxy, base = start_mock(api=daemon_url(daemon))
    elif not base:
        mock, base = start_mock()
    page = None
    if args.screenshots:
        os.makedirs(args.screenshots, exist_ok=True)
        SHOTS["directory"] = args.screenshots
    try:
        source = axe_path()
        check("axe.min.js found (pip install --no-deps axe-playwright-python)", source is not None)
        page = Page(base)
        page.driver.get(base + "/")
        page.prefs(theme="light")
        underway(page, base, mock is not None)
        if mock:
            alarms(page, base)
        anchor(page, base, mock is not None)
        if mock:
            connection(page, base)
        trips(page, mock is not None)
        if daemon:
            route_editing(page, args.daemon, work)
        if mock:
            routes(page, base)
            weather(page, base)
            boat(page, base)
            view_only(page, base)
        settings(page)
        offline(page, base)
        online(page)
        if source:
            with open(source, encoding="utf-8") as f:
                axe_source = f.read()
            accessibility(page, base if mock else None, axe_source, args.screenshots)
        if mock:
            plain_http(page, base)
    finally:
        if page:
            page.driver.quit()
        for server in (mock, proxy):
            if server:
                server.stdin.close()
                server.wait(5)
        if daemon:
            daemon.terminate()
            daemon.wait(10)
    print(f"browser test: {time.monotonic() - started:.1f} s")
    print(f"{RESULTS['passed']} passed, {RESULTS['failed']} failed")
    return 1 if RESULTS["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
