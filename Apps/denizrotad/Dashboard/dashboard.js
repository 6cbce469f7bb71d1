// The placeholder dashboard: shows the daemon's live state from its event stream (Docs/denizrotad-api.md).
"use strict";

function show(id, text, className) {
  const element = document.getElementById(id);
  element.textContent = text;
  element.className = className || "";
}

function fixed(value, digits, unit) {
  return value === undefined ? "–" : value.toFixed(digits) + unit;
}

function render(state) {
  show("gps", state.gps.status + " · " + state.gps.source + " · " + state.gps.fixesAccepted + " fixes");
  const position = state.position;
  if (position) {
    const age = position.ageSeconds.toFixed(0) + " s ago";
    show("position", position.latitude.toFixed(5) + ", " + position.longitude.toFixed(5) + " (" + age + ")",
      position.stale ? "stale" : "");
    show("speed", fixed(position.speedKnots, 1, " kn"), position.stale ? "stale" : "");
    show("course", fixed(position.courseTrueDegrees, 0, "°"), position.stale ? "stale" : "");
  }
  const trip = state.trip;
  show("trip", trip.recording
    ? "trip " + trip.tripID + ": " + fixed(trip.distanceMeters / 1852, 2, " nm") + ", max " +
      fixed(trip.maximumSpeedKnots, 1, " kn")
    : "not recording");
  const route = state.route;
  show("route", route
    ? route.name + (route.complete ? ": complete" : " → " + route.waypoint + " " +
      fixed(route.distanceMeters / 1852, 2, " nm") + " " + fixed(route.bearingDegrees, 0, "°"))
    : "–");
  const anchor = state.anchor;
  show("anchor", anchor
    ? fixed(anchor.distanceMeters, 0, " m") + " of " + anchor.radiusMeters.toFixed(0) + " m"
    : "off", anchor && anchor.alarming ? "alarm" : "");
  show("alarms", state.alarms.length ? state.alarms.map((alarm) => alarm.event).join(", ") : "none",
    state.alarms.length ? "alarm" : "");
}

const events = new EventSource("/api/v1/events");
events.addEventListener("state", (message) => render(JSON.parse(message.data)));
events.addEventListener("error", () => show("gps", "connection lost; retrying…", "stale"));
