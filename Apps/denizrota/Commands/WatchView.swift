import CLIKit
import Foundation

/// The text of one `denizrota watch` update: the daemon's live state (the `GET /api/v1/state` document,
/// Docs/denizrotad-api.md) as lines a person reads at a glance, in the user's language.
///
/// ```
/// 12:00:05 UTC  gpsd://127.0.0.1:2947: fix, 1,234 positions accepted, 2 dropped
/// position 36°54.000′N 027°18.000′E  ±5 m  age 0.4 s
/// SOG 6.0 kn  COG 000.0°T  (STALE when the position is)
/// trip 3: 1.20 nm in 12 min, average 6.0 kn, maximum 6.5 kn
/// route Passage: to WP1 (2 of 3)  DTW 0.85 nm  BTW 001.0°T  XTE +0.02 nm  VMG 5.9 kn  TTG 9 min
///   ETA 2026-06-01 12:20 UTC  (on the same line)
/// anchor: 42 m from the anchor (circle 50 m), bearing 123.0°T
/// alarms: anchor alarm (acknowledged)
/// ```
///
/// A position older than the daemon's stale limit says `STALE` beside it, and its speed and course are not shown
/// as current (Signal K's `timedOut` lesson).
struct WatchView {
    let context: CommandContext
    private var text: NavigationText { NavigationText(context) }

    /// The lines of `state` (a decoded JSON object).
    func lines(_ state: [String: Any]) -> [String] {
        var lines = [header(state)]
        lines += position(state["position"] as? [String: Any])
        lines.append(trip(state["trip"] as? [String: Any] ?? [:]))
        if let route = state["route"] as? [String: Any] { lines.append(self.route(route)) }
        if let anchor = state["anchor"] as? [String: Any] { lines.append(self.anchor(anchor)) }
        lines.append(alarms(state["alarms"] as? [[String: Any]] ?? []))
        return lines
    }

    private func header(_ state: [String: Any]) -> String {
        let gps = state["gps"] as? [String: Any] ?? [:]
        let time = (state["time"] as? String).flatMap(Self.date).map(Self.clock) ?? "--:--:--"
        let status = context.text("watch.gps.\(gps["status"] as? String ?? "waiting")")
        return time + " UTC  "
            + context.text(
                "watch.line.source", gps["source"] as? String ?? "-", status,
                count("position.count.accepted", gps["fixesAccepted"]),
                count("position.count.dropped", gps["fixesRejected"]))
    }

    private func position(_ position: [String: Any]?) -> [String] {
        guard let position, let latitude = position["latitude"] as? Double,
            let longitude = position["longitude"] as? Double
        else { return [context.text("watch.line.noPosition")] }
        let stale = position["stale"] as? Bool == true
        var first = context.text("watch.line.position", text.position(latitude: latitude, longitude: longitude))
        if let accuracy = position["horizontalAccuracyMeters"] as? Double { first += "  ±" + text.meters(accuracy) }
        if let age = position["ageSeconds"] as? Double {
            first += "  " + context.text("watch.line.age", text.number(age, digits: 1) + "\u{00A0}s")
        }
        if stale { first += "  " + context.text("watch.stale") }
        let speed = (position["speedKnots"] as? Double).map { text.knots($0) } ?? "–"
        let course = (position["courseTrueDegrees"] as? Double).map { text.bearing($0, .trueNorth) } ?? "–"
        let motion = "SOG \(speed)  COG \(course)" + (stale ? "  " + context.text("watch.stale") : "")
        return [first, motion]
    }

    private func trip(_ trip: [String: Any]) -> String {
        guard trip["recording"] as? Bool == true else { return context.text("watch.line.noTrip") }
        return context.text(
            "watch.line.trip", (trip["tripID"] as? Int).map(String.init) ?? "-",
            text.nauticalMiles(trip["distanceMeters"] as? Double ?? 0),
            text.duration(trip["durationSeconds"] as? Double ?? 0),
            text.knots(trip["averageSpeedKnots"] as? Double ?? 0), text.knots(trip["maximumSpeedKnots"] as? Double ?? 0)
        )
    }

    private func route(_ route: [String: Any]) -> String {
        let name = route["name"] as? String ?? ""
        guard route["complete"] as? Bool != true, let waypoint = route["waypoint"] as? String else {
            return context.text("watch.line.routeComplete", name)
        }
        var line = context.text(
            "watch.line.route", name, waypoint, count(route["waypointNumber"]), count(route["waypointCount"]))
        if let distance = route["distanceMeters"] as? Double { line += "  DTW " + text.nauticalMiles(distance) }
        if let bearing = route["bearingDegrees"] as? Double { line += "  BTW " + text.bearing(bearing, .trueNorth) }
        if let crossTrack = route["crossTrackErrorMeters"] as? Double {
            line += "  XTE " + (crossTrack < 0 ? "−" : "+") + text.nauticalMiles(abs(crossTrack))
        }
        if let made = route["velocityMadeGoodKnots"] as? Double { line += "  VMG " + text.knots(made) }
        if let seconds = route["timeToGoSeconds"] as? Double { line += "  TTG " + text.duration(seconds) }
        if let eta = (route["eta"] as? String).flatMap(Self.date) { line += "  ETA " + NavigationText.utc(eta) }
        return line
    }

    private func anchor(_ anchor: [String: Any]) -> String {
        let radius = text.meters((anchor["radiusMeters"] as? Double ?? 0).rounded())
        var line =
            (anchor["distanceMeters"] as? Double).map {
                context.text("watch.line.anchor", text.meters($0.rounded()), radius)
            } ?? context.text("watch.line.anchorNoFix", radius)
        if let bearing = anchor["bearingDegrees"] as? Double {
            line += ", " + context.text("watch.line.bearing", text.bearing(bearing, .trueNorth))
        }
        if anchor["alarming"] as? Bool == true { line += "  " + context.text("watch.alarming") }
        return line
    }

    private func alarms(_ alarms: [[String: Any]]) -> String {
        guard !alarms.isEmpty else { return context.text("watch.line.noAlarms") }
        let names = alarms.map { alarm in
            let name = context.text("alert.kind.\(alarm["event"] as? String ?? "")")
            return alarm["acknowledged"] as? Bool == true ? name + " " + context.text("watch.acknowledged") : name
        }
        return context.text("watch.line.alarms", names.joined(separator: ", "))
    }

    private func count(_ value: Any?) -> String {
        text.number(Double(value as? Int ?? 0), digits: 0)
    }

    /// `key`'s plural form for the state's count (0 when absent), the number in the language's digits.
    private func count(_ key: String, _ value: Any?) -> String {
        context.localizer.plural(key, count: value as? Int ?? 0, count(value))
    }

    /// An ISO 8601 time of the state (with or without fractional seconds).
    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// `12:00:05`: the UTC time of day to the second.
    static func clock(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let day = ((seconds % 86_400) + 86_400) % 86_400
        return String(format: "%02d:%02d:%02d", day / 3600, day / 60 % 60, day % 60)
    }
}
