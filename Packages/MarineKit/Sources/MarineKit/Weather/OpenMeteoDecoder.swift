import Foundation

/// Decodes Open-Meteo answers in every documented shape (marine.md §1.5–1.6): one location object, an array
/// of location objects (one per requested coordinate, in request order), and the error body
/// `{"error":true,"reason":"…"}` sent with HTTP 400 or 429.
public enum OpenMeteoDecoder {
    /// Decodes `body` received with HTTP `status` into one entry per location.
    ///
    /// - Throws: ``OpenMeteoError/api(status:reason:)`` for the error body, ``OpenMeteoError/httpStatus(_:)``
    ///   for any other non-200 status, ``OpenMeteoError/malformed(detail:)`` for anything else unreadable.
    public static func locations(from body: Data, status: Int = 200) throws(OpenMeteoError) -> [OpenMeteoLocation] {
        if let failure = try? JSONDecoder().decode(ErrorBody.self, from: body), failure.error {
            throw .api(status: status, reason: failure.reason ?? "")
        }
        guard status == 200 else { throw .httpStatus(status) }
        do {
            if body.first(where: { !isWhitespace($0) }) == UInt8(ascii: "[") {
                return try JSONDecoder().decode([RawLocation].self, from: body).map(\.location)
            }
            return [try JSONDecoder().decode(RawLocation.self, from: body).location]
        } catch let error as OpenMeteoError {
            throw error
        } catch {
            throw .malformed(detail: describe(error))
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing field \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))"
        case DecodingError.dataCorrupted: "not JSON"
        default: "unreadable body"
        }
    }
}

/// The documented error body.
private struct ErrorBody: Decodable {
    let error: Bool
    let reason: String?
}

/// A dynamic JSON key for the `hourly` and `hourly_units` objects, whose keys are variable names.
private struct VariableKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// One location object as sent by the API.
private struct RawLocation: Decodable {
    let location: OpenMeteoLocation

    private enum Keys: String, CodingKey {
        case latitude, longitude, elevation, hourly
        case utcOffsetSeconds = "utc_offset_seconds"
        case hourlyUnits = "hourly_units"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        let offset = try container.decodeIfPresent(Int.self, forKey: .utcOffsetSeconds) ?? 0
        let series = try container.decode(HourlySeries.self, forKey: .hourly)
        let times = try series.instants(utcOffsetSeconds: offset)
        if let bad = series.values.first(where: { $0.value.count != times.count }) {
            throw OpenMeteoError.malformed(
                detail: "hourly.\(bad.key) has \(bad.value.count) values for \(times.count) times")
        }
        location = OpenMeteoLocation(
            latitude: latitude, longitude: longitude,
            elevation: try container.decodeIfPresent(Double.self, forKey: .elevation),
            utcOffsetSeconds: offset, times: times, hourly: series.values,
            hourlyUnits: try container.decodeIfPresent([String: String].self, forKey: .hourlyUnits) ?? [:])
    }
}

/// The `hourly` object: a `time` array (iso8601 strings or unix seconds) and numeric series.
private struct HourlySeries: Decodable {
    var isoTimes: [String]?
    var unixTimes: [Int]?
    var values: [String: [Double?]] = [:]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: VariableKey.self)
        for key in container.allKeys {
            if key.stringValue == "time" {
                isoTimes = try? container.decode([String].self, forKey: key)
                unixTimes = isoTimes == nil ? try container.decode([Int].self, forKey: key) : nil
            } else {
                values[key.stringValue] = try container.decode([Double?].self, forKey: key)
            }
        }
    }

    func instants(utcOffsetSeconds: Int) throws -> [Date] {
        if let unixTimes { return unixTimes.map { Date(timeIntervalSince1970: TimeInterval($0)) } }
        guard let isoTimes else { throw OpenMeteoError.malformed(detail: "missing field hourly.time") }
        return try isoTimes.map { text in
            guard let date = OpenMeteoTime.instant(text, utcOffsetSeconds: utcOffsetSeconds) else {
                throw OpenMeteoError.malformed(detail: "bad time \"\(text.prefix(40))\"")
            }
            return date
        }
    }
}
