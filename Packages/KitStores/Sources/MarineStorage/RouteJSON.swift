import Foundation
import MarineKit

/// The stored JSON text of a ``Route``, written directly: the same text `StoredJSON.encode` gives (keys sorted,
/// dates as seconds since 2001-01-01, absent optionals left out, numbers as `JSONEncoder` writes them), without
/// `JSONEncoder`'s tree of boxed values, which for a 200,000-point route took about 150 MB and a second.
enum RouteJSON {
    /// The JSON text.
    static func text(_ route: Route) -> String {
        var out = ""
        out.reserveCapacity(80 + route.waypoints.count * 100)
        out += #"{"name":"#
        string(route.name, into: &out)
        if let departure = route.plannedDeparture {
            out += #","plannedDeparture":"#
            number(departure.timeIntervalSinceReferenceDate, into: &out)
        }
        if let speed = route.plannedSpeedKnots {
            out += #","plannedSpeedKnots":"#
            number(speed, into: &out)
        }
        out += #","waypoints":["#
        for (index, waypoint) in route.waypoints.enumerated() {
            if index > 0 { out += "," }
            self.waypoint(waypoint, into: &out)
        }
        out += "]}"
        return out
    }

    private static func waypoint(_ waypoint: Waypoint, into out: inout String) {
        out += "{"
        if let radius = waypoint.arrivalRadiusMeters {
            out += #""arrivalRadiusMeters":"#
            number(radius, into: &out)
            out += ","
        }
        out += #""coordinate":{"latitude":"#
        number(waypoint.coordinate.latitude, into: &out)
        out += #","longitude":"#
        number(waypoint.coordinate.longitude, into: &out)
        out += #"},"name":"#
        string(waypoint.name, into: &out)
        if let notes = waypoint.notes {
            out += #","notes":"#
            string(notes, into: &out)
        }
        if let speed = waypoint.plannedSpeedKnots {
            out += #","plannedSpeedKnots":"#
            number(speed, into: &out)
        }
        out += "}"
    }

    /// A finite number as `JSONEncoder` writes it: Swift's shortest round-trip text, `.0` dropped.
    private static func number(_ value: Double, into out: inout String) {
        let text = value.description
        out += text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A string literal escaped as `JSONEncoder` escapes it with `.withoutEscapingSlashes` (RFC 8259 §7).
    private static func string(_ value: String, into out: inout String) {
        out += "\""
        guard value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            out += value
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): bytes += Array(#"\\"#.utf8)
            case 0x08: bytes += Array(#"\b"#.utf8)
            case 0x0C: bytes += Array(#"\f"#.utf8)
            case 0x0A: bytes += Array(#"\n"#.utf8)
            case 0x0D: bytes += Array(#"\r"#.utf8)
            case 0x09: bytes += Array(#"\t"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: bytes.append(byte)
            }
        }
        out += String(decoding: bytes, as: UTF8.self)
        out += "\""
    }
}
