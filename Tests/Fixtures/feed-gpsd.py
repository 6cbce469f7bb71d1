#!/usr/bin/env python3
"""Feeds an NMEA log once through a real gpsd, as `gpsfake -1 -q -c CYCLE -P PORT LOG` does, with gpsd's own
gpsfake library (Debian python3-gps: gps.fake.TestSession, FakePTY, the gpsd binary) and one difference: once the
log is fed, it waits quietly instead of spinning.

One addition: the first line waits until gpsd has opened the fake device, which gpsd does when a client first
watches (seen in `?DEVICES;`: the device gains "activated"). gpsfake feeds from its start, and a client that
connects late (a debug build starting on a loaded machine) finds the first seconds of the log gone; the tests'
lead-in of satellite lines only covered about 3 s of that.

Why not /usr/bin/gpsfake itself: in single-shot mode its go-predicate answers "exhausted" at once and its run loop
asks again at once, so after the last line gpsfake takes a whole core until it is stopped (seen: 100 % CPU for the
4-8 s a test waits on the daemon after the log, and two stray gpsfake/denizrotad pairs spinning for hours after a
killed test run). Everything else is gpsfake's: its pty, its pacing (the predicate sleeps CYCLE seconds before each
line, then FakeGPS.feed writes the line and sleeps gpsfake's WRITE_PAD), its gpsd start-up, its 60 s give-up time
after the log ends (-W), and its SIGTERM handling (the session kills its gpsd and the loop ends).

Usage: feed-gpsd.py --cycle SECONDS --port PORT LOG
"""
import argparse
import json
import socket
import sys
import time

import gps.fake as gpsfake

IDLE_POLL = 0.05  # seconds between "still exhausted" answers once the log is fed
WATCH_WAIT = 30.0  # seconds the first line waits for a client to watch; then the log is fed anyway


def device_activated(port):
    """Whether gpsd on `port` lists a device it has opened (`?DEVICES;` answers "activated" for it)."""
    try:
        with socket.create_connection(("127.0.0.1", int(port)), timeout=1) as connection:
            connection.sendall(b"?DEVICES;\n")
            data = b""
            while b'"class":"DEVICES"' not in data or not data.endswith(b"\n"):
                chunk = connection.recv(4096)
                if not chunk:
                    break
                data += chunk
    except OSError:
        return False
    for line in data.splitlines():
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if message.get("class") == "DEVICES":
            return any("activated" in device for device in message.get("devices", []))
    return False


def wait_until_watched(port):
    """Waits until gpsd has opened the fake device, at most WATCH_WAIT seconds."""
    deadline = time.monotonic() + WATCH_WAIT
    while time.monotonic() < deadline and not device_activated(port):
        time.sleep(0.05)


def main():
    parser = argparse.ArgumentParser(description="Feed an NMEA log once through gpsd (gpsfake's library).")
    parser.add_argument("--cycle", type=float, default=0.0, help="seconds before each line (gpsfake -c)")
    parser.add_argument("--port", required=True, help="gpsd's TCP port (gpsfake -P)")
    parser.add_argument("log", help="the NMEA log")
    options = parser.parse_args()

    def predicate(line_number, fake_gps):
        if line_number >= len(fake_gps.testload.sentences):
            time.sleep(IDLE_POLL)
            return False
        if line_number == 0:
            wait_until_watched(options.port)
        time.sleep(options.cycle)
        return True

    session = gpsfake.TestSession(port=options.port, options="", prefix=(), timeout=60)
    session.spawn()
    try:
        session.gps_add(options.log, speed=4800, pred=predicate, oneshot=True)
        session.run()
    except gpsfake.TestError as error:
        sys.stderr.write("feed-gpsd: %s\n" % getattr(error, "msg", error))
        return 1
    finally:
        session.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
