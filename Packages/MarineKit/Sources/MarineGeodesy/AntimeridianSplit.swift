/// Cuts a line at the antimeridian, as RFC 7946 §3.1.9 requires of GeoJSON: a line crossing ±180° longitude
/// becomes several parts, each ending (or starting) exactly on 180 or −180 at the latitude where the leg crosses.
///
/// A leg crosses when the shorter way between its ends (|Δλ| > 180°) passes ±180°. The crossing latitude is found on
/// the WGS84 geodesic of the leg (``Geodesic``), by bisection on the distance along it to below a millimetre.
public enum AntimeridianSplit {
    /// The parts of a line given as coordinates (longitudes −180…180); one part when nothing crosses.
    public static func parts(_ coordinates: [GeoCoordinate], geodesic: Geodesic = .wgs84) -> [[GeoCoordinate]] {
        guard var previous = coordinates.first else { return [] }
        var parts: [[GeoCoordinate]] = [[previous]]
        for next in coordinates.dropFirst() {
            if abs(next.longitude - previous.longitude) > 180 {
                let latitude = crossingLatitude(from: previous, to: next, geodesic: geodesic)
                let side: Double = previous.longitude > 0 ? 180 : -180
                parts[parts.count - 1].append(GeoCoordinate(latitude: latitude, longitude: side))
                parts.append([GeoCoordinate(latitude: latitude, longitude: -side)])
            }
            parts[parts.count - 1].append(next)
            previous = next
        }
        return parts
    }

    /// Latitude where the geodesic from `start` to `end` crosses the antimeridian.
    package static func crossingLatitude(
        from start: GeoCoordinate, to end: GeoCoordinate, geodesic: Geodesic
    ) -> Double {
        let inverse = geodesic.inverse(from: start, to: end)
        let eastern = start.longitude > 0
        var low = 0.0
        var high = inverse.distance
        var latitude = (start.latitude + end.latitude) / 2
        // 64 halvings take any leg (at most half the Earth's circumference) far below a millimetre.
        for _ in 0..<64 where high - low > 0.000_1 {
            let middle = (low + high) / 2
            let point = geodesic.direct(from: start, azimuth: inverse.initialAzimuth, distance: middle).destination
            latitude = point.latitude
            let onStartSide = eastern ? point.longitude > 0 && point.longitude <= 180 : point.longitude < 0
            if onStartSide { low = middle } else { high = middle }
        }
        return latitude
    }
}
