import Foundation

/// Writes GPX 1.1 that OpenCPN and other chartplotters read.
///
/// Follows the GPX 1.1 schema (topografix.com/GPX/1/1: element order `wpt*, rte*, trk*`; in `rte`, `name`
/// and `extensions` before the `rtept`s) and OpenCPN's reader (`nav_object_database.cpp`): extensions under
/// the literal prefix `opencpn` (OpenCPN matches qualified names), route `planned_speed` in knots,
/// `planned_departure` in ISO 8601 UTC, per-point `arrival_radius` in nautical miles (`%.3f`) and
/// `rte_properties planned_speed`; coordinates in the shortest decimal that reads back exactly (OpenCPN writes
/// 9 decimals and reads any).
public struct GPXWriter: Sendable {
    /// The `creator` attribute of the root element.
    public let creator: String

    /// Creates a writer naming the producing program.
    public init(creator: String = "denizrota") {
        self.creator = creator
    }

    /// The GPX text of a document.
    /// - Throws: ``InterchangeError/routeTooShort(name:waypointCount:)`` for a route of fewer than 2 points.
    public func write(_ document: GPXDocument) throws(InterchangeError) -> String {
        try Self.check(document)
        var text = ""
        emit(document) { line in
            text += line
            text += "\n"
        }
        return text
    }

    /// Writes the GPX text of a document to `output` in pieces of about 64 KiB (whole lines).
    ///
    /// The same text as ``write(_:)`` returns, but a 200,000-point route's 23 MB are never held at once. Nothing is
    /// written when the document is refused.
    ///
    /// - Parameters:
    ///   - document: the document.
    ///   - output: receives the pieces in order.
    /// - Throws: ``InterchangeError/routeTooShort(name:waypointCount:)`` for a route of fewer than 2 points (before
    ///   anything is written), or what `output` throws.
    public func write(_ document: GPXDocument, to output: (String) throws -> Void) throws {
        try Self.check(document)
        let pieceSize = 1 << 16
        var piece = ""
        piece.reserveCapacity(pieceSize + 1024)
        try emit(document) { line in
            piece += line
            piece += "\n"
            guard piece.utf8.count >= pieceSize else { return }
            try output(piece)
            piece.removeAll(keepingCapacity: true)
        }
        if !piece.isEmpty { try output(piece) }
    }

    private static func check(_ document: GPXDocument) throws(InterchangeError) {
        for route in document.routes where route.waypoints.count < 2 {
            throw .routeTooShort(name: route.name, waypointCount: route.waypoints.count)
        }
    }

    /// Hands the document's lines (without line ends) to `line` in order.
    private func emit(_ document: GPXDocument, _ line: (String) throws -> Void) rethrows {
        try line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        try line(
            #"<gpx version="1.1" creator="\#(Self.escape(creator))" xmlns="http://www.topografix.com/GPX/1/1""#
                + #" xmlns:opencpn="http://www.opencpn.org""#
                + #" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance""#
                + #" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">"#
        )
        for waypoint in document.waypoints {
            for text in point("wpt", waypoint, symbol: "circle", indent: "  ") { try line(text) }
        }
        for route in document.routes { try emit(route, line) }
        for track in document.tracks {
            for text in self.track(track) { try line(text) }
        }
        try line("</gpx>")
    }

    /// Hands a route's lines to `line` in order.
    private func emit(_ route: Route, _ line: (String) throws -> Void) rethrows {
        for text in routeHead(route) { try line(text) }
        for waypoint in route.waypoints {
            for text in point("rtept", waypoint, symbol: "diamond", indent: "    ") { try line(text) }
        }
        try line("  </rte>")
    }

    /// A route's lines before its points.
    private func routeHead(_ route: Route) -> [String] {
        var lines = ["  <rte>", "    <name>\(Self.escape(route.name))</name>", "    <extensions>"]
        lines.append("      <opencpn:viz>1</opencpn:viz>")
        if let speed = route.plannedSpeedKnots {
            lines.append("      <opencpn:planned_speed>\(String(format: "%.2f", speed))</opencpn:planned_speed>")
        }
        if let departure = route.plannedDeparture {
            let text = Self.timestamp(departure)
            lines.append("      <opencpn:planned_departure>\(text)</opencpn:planned_departure>")
            lines.append("      <opencpn:time_display>UTC</opencpn:time_display>")
        }
        lines.append("    </extensions>")
        return lines
    }

    private func point(_ element: String, _ waypoint: Waypoint, symbol: String, indent: String) -> [String] {
        var lines = ["\(indent)<\(element) \(Self.attributes(waypoint.coordinate))>"]
        lines.append("\(indent)  <name>\(Self.escape(waypoint.name))</name>")
        if let notes = waypoint.notes { lines.append("\(indent)  <desc>\(Self.escape(notes))</desc>") }
        lines.append("\(indent)  <sym>\(symbol)</sym>")
        var extensions: [String] = []
        if let radius = waypoint.arrivalRadiusMeters {
            // OpenCPN stores the arrival radius in nautical miles (1 NM = 1852 m); 6 decimals keep 2 mm.
            extensions.append(
                "<opencpn:arrival_radius>\(String(format: "%.6f", radius / 1852))</opencpn:arrival_radius>")
        }
        if let speed = waypoint.plannedSpeedKnots {
            extensions.append(#"<opencpn:rte_properties planned_speed="\#(String(format: "%.2f", speed))"/>"#)
        }
        if !extensions.isEmpty {
            lines.append("\(indent)  <extensions>")
            lines += extensions.map { "\(indent)    \($0)" }
            lines.append("\(indent)  </extensions>")
        }
        lines.append("\(indent)</\(element)>")
        return lines
    }

    private func track(_ track: GPXTrack) -> [String] {
        var lines = ["  <trk>"]
        if let name = track.name { lines.append("    <name>\(Self.escape(name))</name>") }
        for segment in track.segments {
            lines.append("    <trkseg>")
            for point in segment {
                let time = point.time.map { "<time>\(Self.timestamp($0))</time>" } ?? ""
                lines.append("      <trkpt \(Self.attributes(point.coordinate))>\(time)</trkpt>")
            }
            lines.append("    </trkseg>")
        }
        lines.append("  </trk>")
        return lines
    }

    /// `lat="…" lon="…"` in the shortest decimal that reads back as the same `Double` (so an import of the export
    /// gives the same coordinates, and `36.5` is not padded to `36.500000000`); longitude 180 is written −180
    /// (GPX 1.1 requires lon < 180).
    static func attributes(_ coordinate: GeoCoordinate) -> String {
        let longitude = coordinate.longitude >= 180 ? coordinate.longitude - 360 : coordinate.longitude
        return #"lat="\#(decimal(coordinate.latitude))" lon="\#(decimal(longitude))""#
    }

    /// The shortest round-trip text of a finite value as an `xsd:decimal` (Swift's `description` without its
    /// exponent form: `1.5e-05` becomes `0.000015`).
    static func decimal(_ value: Double) -> String {
        let text = value.description
        guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: exponentIndex)...])
        else { return text }
        let negative = text.hasPrefix("-")
        let mantissa = text[..<exponentIndex].drop { $0 == "-" }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let digits = whole + (parts.count > 1 ? String(parts[1]) : "")
        let point = whole.count + exponent
        var result: String
        if point <= 0 {
            result = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            result = digits + String(repeating: "0", count: point - digits.count)
        } else {
            result = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        if result.contains(".") {
            while result.hasSuffix("0") { result.removeLast() }
            if result.hasSuffix(".") { result.removeLast() }
        }
        return (negative ? "-" : "") + result
    }

    /// ISO 8601 UTC with a `Z`, as GPX `xsd:dateTime` and OpenCPN's `planned_departure` use; milliseconds
    /// when the instant is not a whole second (``InterchangeTime``).
    static func timestamp(_ date: Date) -> String {
        InterchangeTime.text(date)
    }

    /// XML character escaping for text and attribute values.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
