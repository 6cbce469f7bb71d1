import Foundation

/// Writes a recorded track as a GeoJSON Feature with a LineString (RFC 7946: longitude first, WGS84 degrees).
///
/// Properties: the trip id, start and end (ISO 8601 UTC), distance in metres, and `times`, the ISO 8601 time of
/// each coordinate (the convention of geojson.io and togeojson, `coordinateProperties` omitted for brevity).
public enum TrackGeoJSON {
    /// The Feature text.
    public static func feature(tripID: Int64, positions: [PositionFix], statistics: TripStatistics?) -> String {
        let coordinates = positions.map { "[\(number($0.longitude)),\(number($0.latitude))]" }
        let times = positions.map { "\"\(UTCTimestamp.iso8601($0.time))\"" }
        var properties = ["\"tripID\":\(tripID)"]
        if let statistics {
            properties.append("\"startedAt\":\"\(UTCTimestamp.iso8601(statistics.startedAt))\"")
            properties.append("\"endedAt\":\"\(UTCTimestamp.iso8601(statistics.endedAt))\"")
            properties.append("\"distanceMeters\":\(number((statistics.distanceMeters * 1000).rounded() / 1000))")
        }
        properties.append("\"times\":[\(times.joined(separator: ","))]")
        return #"{"type":"Feature","geometry":{"type":"LineString","coordinates":["#
            + coordinates.joined(separator: ",") + #"]},"properties":{"# + properties.joined(separator: ",") + "}}"
    }

    /// Shortest round-trip decimal text of a finite number (coordinates keep full precision).
    private static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }
}
