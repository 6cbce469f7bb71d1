import Foundation
import Localization

/// Decodes Open-Meteo answers in every documented shape (open-meteo.com/en/docs): one location object, an array
/// of location objects (one per requested coordinate, in request order), and the error body
/// `{"error":true,"reason":"…"}` sent with HTTP 400 or 429.
///
/// The body is read once by the internal `JSONScanner` (an answer for a 50-waypoint route is about 1 MB; `JSONDecoder`
/// spent most of a plan's time on it) and mapped field by field.
public enum OpenMeteoDecoder {
    /// Decodes `body` received with HTTP `status` into one entry per location.
    ///
    /// - Throws: ``OpenMeteoError/api(status:reason:)`` for the error body, ``OpenMeteoError/httpStatus(_:)``
    ///   for any other non-200 status, ``OpenMeteoError/malformed(detail:)`` for anything else unreadable.
    public static func locations(from body: Data, status: Int = 200) throws(OpenMeteoError) -> [OpenMeteoLocation] {
        let root = try? JSONScanner.parse(body)
        if case .object(let members)? = root, members["error"] == .bool(true) {
            guard case .string(let reason)? = members["reason"] else { throw .api(status: status, reason: "") }
            throw .api(status: status, reason: reason)
        }
        guard status == 200 else { throw .httpStatus(status) }
        switch root {
        case .array(let items)?:
            return try items.enumerated().map { (index, item) throws(OpenMeteoError) in
                try location(item, path: "\(index).")
            }
        case let object?: return [try location(object, path: "")]
        case nil: throw .malformed(detail: "not JSON")
        }
    }

    /// Most hours an answer may hold: 16 days, Open-Meteo's longest forecast.
    ///
    /// `forecast_days` ≤ 16; we ask for ``OpenMeteoOptions/Query/forecastDays``. More is not an Open-Meteo answer and is
    /// refused before caching.
    public static let maximumHours = 16 * 24

    /// One location object; `path` prefixes field names in messages (`0.` for the first of an array).
    private static func location(_ value: JSONValue, path: String) throws(OpenMeteoError) -> OpenMeteoLocation {
        guard case .object(let members) = value else { throw .malformed(detail: "unexpected value at \(path)") }
        let fields = Fields(members: members, path: path)
        let latitude = try fields.number("latitude")
        let longitude = try fields.number("longitude")
        let offset = try fields.optionalNumber("utc_offset_seconds").map { Int($0) } ?? 0
        guard case .object(let hourly)? = members["hourly"] else {
            throw members["hourly"] == nil
                ? .malformed(detail: "missing field \(path)hourly")
                : .malformed(detail: "unexpected value at \(path)hourly")
        }
        let times = try HourlyTimes.instants(hourly["time"], path: "\(path)hourly.time", utcOffsetSeconds: offset)
        guard (1...maximumHours).contains(times.count) else {
            throw .malformed(detail: "\(path)hourly.time has \(times.count) hours (expected 1–\(maximumHours))")
        }
        guard zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw .malformed(detail: "\(path)hourly.time is not in increasing order")
        }
        var series: [String: [Double?]] = [:]
        for (name, values) in hourly where name != "time" {
            let numbers = try Fields.series(values, path: "\(path)hourly.\(name)")
            guard numbers.count == times.count else {
                throw .malformed(detail: "\(path)hourly.\(name) has \(numbers.count) values for \(times.count) times")
            }
            series[name] = numbers
        }
        return OpenMeteoLocation(
            latitude: latitude, longitude: longitude, elevation: try fields.optionalNumber("elevation"),
            utcOffsetSeconds: offset, times: times, hourly: series, hourlyUnits: try fields.units("hourly_units"))
    }
}

/// Typed reads of a location object's members, with the decoder's messages.
private struct Fields {
    let members: [String: JSONValue]
    let path: String

    func number(_ name: String) throws(OpenMeteoError) -> Double {
        guard let value = members[name] else { throw .malformed(detail: "missing field \(path)\(name)") }
        guard case .number(let number) = value else { throw .malformed(detail: "unexpected value at \(path)\(name)") }
        return number
    }

    func optionalNumber(_ name: String) throws(OpenMeteoError) -> Double? {
        guard let value = members[name], value != .null else { return nil }
        guard case .number(let number) = value else { throw .malformed(detail: "unexpected value at \(path)\(name)") }
        return number
    }

    func units(_ name: String) throws(OpenMeteoError) -> [String: String] {
        guard let value = members[name], value != .null else { return [:] }
        guard case .object(let units) = value else { throw .malformed(detail: "unexpected value at \(path)\(name)") }
        var result: [String: String] = [:]
        for (key, unit) in units {
            guard case .string(let text) = unit else {
                throw .malformed(detail: "unexpected value at \(path)\(name).\(key)")
            }
            result[key] = text
        }
        return result
    }

    /// A numeric series: numbers and `null`s.
    static func series(_ value: JSONValue, path: String) throws(OpenMeteoError) -> [Double?] {
        guard case .array(let items) = value else { throw .malformed(detail: "unexpected value at \(path)") }
        var numbers: [Double?] = []
        numbers.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            switch item {
            case .number(let number): numbers.append(number)
            case .null: numbers.append(nil)
            default: throw .malformed(detail: "unexpected value at \(path).\(index)")
            }
        }
        return numbers
    }
}

/// The `hourly.time` array: iso8601 strings or unix seconds.
private enum HourlyTimes {
    static func instants(_ value: JSONValue?, path: String, utcOffsetSeconds: Int) throws(OpenMeteoError) -> [Date] {
        guard let value else { throw .malformed(detail: "missing field \(path)") }
        guard case .array(let items) = value else { throw .malformed(detail: "unexpected value at \(path)") }
        var times: [Date] = []
        times.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            switch item {
            case .string(let text):
                guard let date = OpenMeteoTime.instant(text, utcOffsetSeconds: utcOffsetSeconds) else {
                    throw .malformed(detail: "bad time \"\(text.prefix(40))\"")
                }
                times.append(date)
            case .number(let seconds) where seconds == seconds.rounded():
                times.append(Date(timeIntervalSince1970: seconds))
            default: throw .malformed(detail: "unexpected value at \(path).\(index)")
            }
        }
        return times
    }
}
