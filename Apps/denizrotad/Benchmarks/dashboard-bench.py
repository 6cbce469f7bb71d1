"""The dashboard benchmark's body (run by the `dashboard` driver beside this file; see its header for what it
measures and the targets). Arguments: DAEMON WORKDIR SECONDS."""
import functools
import os
import re
import socket
import statistics
import subprocess
import sys
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

DAEMON, WORK, SECONDS = sys.argv[1], sys.argv[2], float(sys.argv[3])
HZ = 10
STEP = 5e-5  # degrees of latitude per fix: 3 thousandths of a minute, so every fix changes the position shown

# Injected before the page's own scripts (CDP, not an inline script: the page's CSP stays as served). Records when
# the first SOG appears and, for every change of the latitude shown, the wall time of the next frame after it.
PROBE = """
window.__bench = {firstSOG: null, shown: [], frames: 0};
(function () {
  const frame = () => { window.__bench.frames += 1; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  const watch = () => {
    const sog = document.querySelector('#sog .value');
    const lat = document.querySelector('#position .lat');
    if (!sog || !lat) { setTimeout(watch, 5); return; }
    new MutationObserver(() => {
      if (window.__bench.firstSOG === null && sog.textContent !== '\u2014') window.__bench.firstSOG = performance.now();
    }).observe(sog, {childList: true, characterData: true, subtree: true});
    new MutationObserver(() => {
      const text = lat.textContent;
      requestAnimationFrame(() => window.__bench.shown.push([performance.timeOrigin + performance.now(), text]));
    }).observe(lat, {childList: true, characterData: true, subtree: true});
  };
  document.addEventListener('DOMContentLoaded', watch);
})();
"""


def checksum(body):
    return "%02X" % functools.reduce(lambda a, c: a ^ ord(c), body, 0)


def epoch(n):
    t = n / HZ
    latitude = 36.9 + n * STEP
    minutes = (latitude - 36) * 60
    clock = f"{int(t) // 3600 % 24:02d}{int(t) // 60 % 60:02d}{int(t) % 60:02d}.{int(round(t * 100)) % 100:02d}"
    position = f"36{minutes:08.5f},N,02718.00000,E"
    lines = [f"GPRMC,{clock},A,{position},6.0,90.0,010626,,,A", f"GPGGA,{clock},{position},1,09,0.9,5.0,M,36.0,M,,"]
    return "".join(f"${body}*{checksum(body)}\r\n" for body in lines).encode()


class Boat(threading.Thread):
    """Sends a fix every 1/HZ s and remembers when fix n left (wall clock, as the page's timeOrigin + now)."""

    def __init__(self, port):
        super().__init__(daemon=True)
        self.port, self.sent, self.running = port, {}, True

    def run(self):
        sender = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        start, n = time.monotonic(), 0
        while self.running:
            time.sleep(max(0, start + n / HZ - time.monotonic()))
            sender.sendto(epoch(n), ("127.0.0.1", self.port))
            self.sent[n] = time.time() * 1000
            n += 1


def start_daemon():
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    err = open(os.path.join(WORK, "stderr"), "w+")
    process = subprocess.Popen([DAEMON, "--source", f"nmea-udp://127.0.0.1:{port}", "--http-address", "127.0.0.1:0",
                                "--db", os.path.join(WORK, "t.sqlite"), "--control", os.path.join(WORK, "c.sock"),
                                "--record"], stdout=subprocess.DEVNULL, stderr=err)
    for _ in range(200):
        time.sleep(0.05)
        err.seek(0)
        found = re.search(r"http://127\.0\.0\.1:\d+/", err.read())
        if found:
            return process, port, found.group(0)
    raise SystemExit("dashboard bench: the daemon did not say its address")


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--lang=en-US", "--window-size=390,844",
                "--disable-dev-shm-usage", "--no-first-run", "--disable-extensions", "--enable-precise-memory-info"]:
        options.add_argument(arg)
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
    return driver


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))] if values else float("nan")


def wait(driver, script, timeout=15):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if driver.execute_script(script):
            return True
        time.sleep(0.05)
    return False


def latitude_of(text):
    found = re.match(r"(\d+)° (\d+\.\d+)′", text or "")
    return int(found.group(1)) + float(found.group(2)) / 60 if found else None


def first_paint_and_weight(driver, url):
    driver.get(url)
    wait(driver, "return window.__bench && window.__bench.firstSOG !== null")
    time.sleep(1.5)  # the coastline and the rest of the first view
    paint = driver.execute_script("return window.__bench.firstSOG")
    fcp = driver.execute_script("const e = performance.getEntriesByName('first-contentful-paint')[0];"
                                "return e ? e.startTime : null")
    entries = driver.execute_script(
        "return [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')]"
        ".map(e => [e.name, e.encodedBodySize, e.decodedBodySize])")
    page = [e for e in entries if "/api/v1/" not in e[0]]
    compressed = sum(e[1] for e in page)
    decoded = sum(e[2] for e in page)
    fcp_text = f"{fcp:.0f} ms" if fcp is not None else "?"
    print(f"dashboard: first meaningful paint (first SOG shown) {paint:.0f} ms after navigation (first contentful "
          f"paint {fcp_text}); target <= 1000 ms")
    print(f"dashboard: page weight {compressed / 1024:.1f} KB compressed ({decoded / 1024:.1f} KB uncompressed, "
          f"{len(page)} files, API answers and coastline excluded); target <= 300 KB")


def latency(driver, boat, seconds=20):
    driver.execute_script("window.__bench.shown = []")
    time.sleep(seconds)
    shown = driver.execute_script("return window.__bench.shown")
    by_latitude = {round(36.9 + n * STEP, 7): at for n, at in list(boat.sent.items())}
    # The first frame showing each fix: the page also rewrites the same position (its once-a-second redraw of ages
    # and staleness, which wrote even unchanged text until 2026-11-28): counting those as deliveries read as a delay
    # of up to 100 ms on every tenth fix, depending only on the phase between that timer and the fixes.
    delays, seen = [], set()
    for at, text in shown:
        latitude = latitude_of(text)
        if latitude is None:
            continue
        n = round((latitude - 36.9) / STEP)
        sent = by_latitude.get(round(36.9 + n * STEP, 7))
        if sent is not None and at >= sent and n not in seen:
            seen.add(n)
            delays.append(at - sent)
    print(f"dashboard: fix -> screen (next frame after the position changed) p50 {percentile(delays, 50):.1f} ms, "
          f"p95 {percentile(delays, 95):.1f} ms, p99 {percentile(delays, 99):.1f} ms ({len(delays)} fixes shown, "
          f"{len(shown)} changes of the text, {HZ} Hz); target p95 <= 100 ms")


def pan_zoom(driver):
    """Drags the chart in strokes and zooms in and out with its buttons (CDP input, as a finger would), counting the
    frames the page draws meanwhile."""
    chart = driver.execute_script("const r = document.querySelector('#chart').getBoundingClientRect();"
                                  "return [r.left + r.width / 2, r.top + r.height / 2]")
    x, y = chart
    mouse = lambda kind, px, py, buttons=1: driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": px, "y": py, "button": "left", "buttons": buttons, "clickCount": 1})
    start_frames = driver.execute_script("return window.__bench.frames")
    started = time.monotonic()
    for stroke in range(6):
        direction = 1 if stroke % 2 == 0 else -1
        mouse("mousePressed", x, y)
        for step in range(1, 31):
            mouse("mouseMoved", x + direction * step * 4, y + direction * step * 2)
        mouse("mouseReleased", x + direction * 120, y + direction * 60, 0)
    for button in [".leaflet-control-zoom-in"] * 3 + [".leaflet-control-zoom-out"] * 3:
        driver.execute_script(f"document.querySelector('{button}').click()")
        time.sleep(0.3)
    elapsed = time.monotonic() - started
    frames = driver.execute_script("return window.__bench.frames") - start_frames
    print(f"dashboard: pan/zoom {frames / elapsed:.1f} fps ({frames} frames in {elapsed:.1f} s of scripted drags and "
          f"zooms, the boat moving at {HZ} Hz); target ~60 fps (>= 55)")
    driver.find_element("css selector", "#follow").click()


def heap(driver, seconds):
    samples = []
    started = time.monotonic()
    while True:
        driver.execute_cdp_cmd("HeapProfiler.collectGarbage", {})
        used = driver.execute_cdp_cmd("Runtime.getHeapUsage", {})["usedSize"]
        samples.append((time.monotonic() - started, used / 1048576))
        if time.monotonic() - started >= seconds:
            break
        time.sleep(min(10, max(1, seconds / 30)))
    early = [mb for t, mb in samples if t <= min(60, seconds / 4)] or [samples[0][1]]
    late = [mb for t, mb in samples if t >= seconds * 0.9] or [samples[-1][1]]
    growth = statistics.mean(late) - statistics.mean(early)
    print(f"dashboard: JS heap after GC {statistics.mean(early):.2f} MB at the start, {statistics.mean(late):.2f} MB "
          f"after {seconds:.0f} s at {HZ} Hz ({growth:+.2f} MB; min {min(mb for _, mb in samples):.2f}, max "
          f"{max(mb for _, mb in samples):.2f}); target flat (<= 2 MB growth; the issue's run is 600 s)")


def main():
    process, port, url = start_daemon()
    boat = Boat(port)
    boat.start()
    time.sleep(1)
    driver = browser()
    try:
        first_paint_and_weight(driver, url)
        latency(driver, boat)
        pan_zoom(driver)
        heap(driver, SECONDS)
    finally:
        boat.running = False
        driver.quit()
        process.terminate()
        process.wait(10)


main()
