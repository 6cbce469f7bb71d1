import Foundation

/// Writes a recorded track as a GeoJSON Feature with a LineString (RFC 7946: longitude first, WGS84 degrees).
///
/// Properties: the trip id, start and end (ISO 8601 UTC), distance in metres, and `times`, the ISO 8601 time of
/// each coordinate (the convention of geojson.io and togeojson, `coordinateProperties` omitted for brevity).
public enum TrackGeoJSON {
    /// The Feature text.
    ///
    /// A track across the antimeridian is cut there (RFC 7946 §3.1.9): the geometry becomes a MultiLineString and
    /// `times` an array per part; each cut point's time is interpolated along the leg.
    public static func feature(tripID: Int64, positions: [PositionFix], statistics: TripStatistics?) -> String {
        let parts = split(positions)
        let lines = parts.map { part in
            "[" + part.map { "[\(number($0.longitude)),\(number($0.latitude))]" }.joined(separator: ",") + "]"
        }
        let timeLists = parts.map { part in
            "[" + part.map { "\"\(UTCTimestamp.iso8601($0.time))\"" }.joined(separator: ",") + "]"
        }
        let multi = parts.count > 1
        let geometry =
            multi
            ? #"{"type":"MultiLineString","coordinates":["# + lines.joined(separator: ",") + "]}"
            : #"{"type":"LineString","coordinates":"# + (lines.first ?? "[]") + "}"
        var properties = ["\"tripID\":\(tripID)"]
        if let statistics {
            properties.append("\"startedAt\":\"\(UTCTimestamp.iso8601(statistics.startedAt))\"")
            properties.append("\"endedAt\":\"\(UTCTimestamp.iso8601(statistics.endedAt))\"")
            properties.append("\"distanceMeters\":\(number((statistics.distanceMeters * 1000).rounded() / 1000))")
        }
        let times = multi ? "[" + timeLists.joined(separator: ",") + "]" : (timeLists.first ?? "[]")
        properties.append("\"times\":\(times)")
        return #"{"type":"Feature","geometry":"# + geometry + #","properties":{"# + properties.joined(separator: ",")
            + "}}"
    }

    /// The positions in parts cut at the antimeridian, with a position on ±180° ending one part and starting the
    /// next (latitude on the leg's geodesic, ``AntimeridianSplit``; time by the share of longitude travelled).
    static func split(_ positions: [PositionFix]) -> [[PositionFix]] {
        guard var previous = positions.first else { return [[]] }
        var parts: [[PositionFix]] = [[previous]]
        for next in positions.dropFirst() {
            let step = next.longitude - previous.longitude
            if abs(step) > 180 {
                let start = GeoCoordinate(latitude: previous.latitude, longitude: previous.longitude)
                let end = GeoCoordinate(latitude: next.latitude, longitude: next.longitude)
                let latitude = AntimeridianSplit.crossingLatitude(from: start, to: end, geodesic: .wgs84)
                let share = (180 - abs(previous.longitude)) / (360 - abs(step))
                let time = previous.time.addingTimeInterval(share * next.time.timeIntervalSince(previous.time))
                let side: Double = previous.longitude > 0 ? 180 : -180
                parts[parts.count - 1].append(PositionFix(time: time, latitude: latitude, longitude: side))
                parts.append([PositionFix(time: time, latitude: latitude, longitude: -side)])
            }
            parts[parts.count - 1].append(next)
            previous = next
        }
        return parts
    }

    /// Shortest round-trip decimal text of a finite number (coordinates keep full precision).
    private static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }
}
