import Foundation

extension LandGrid {
    /// Metres per degree of latitude on the WGS84 ellipsoid near 37° N (111,0 km; the local value varies by
    /// 0.5 % over 30°–47.5° N, well inside the 1:10m coastline's own error).
    static let metersPerDegreeLatitude = 111_000.0

    /// Every fraction 0…1 along the segment `start`→`end` (longitude, latitude) where it crosses an edge, in
    /// increasing order; an edge listed in several cells is counted once.
    public func crossings(from start: SIMD2<Double>, to end: SIMD2<Double>) -> [Double] {
        let low = pointwiseMin(start, end)
        let high = pointwiseMax(start, end)
        guard let columnRange = clampedRange(low.x, high.x, origin: minLongitude, count: columns),
            let rowRange = clampedRange(low.y, high.y, origin: minLatitude, count: rows)
        else { return [] }
        // A cell lists an edge once: only a segment over several cells can meet one edge twice (issue 30: a recorded
        // track's one-metre legs each filled a set).
        let oneCell = rowRange.count == 1 && columnRange.count == 1
        var seen = Set<Int32>()
        var hits: [Double] = []
        for row in rowRange {
            for column in columnRange {
                for index in edgeIndices(row: row, column: column) where oneCell || seen.insert(index).inserted {
                    if let t = Self.intersection(start, end, points[Int(index)], points[Int(index) + 1]) {
                        hits.append(t)
                    }
                }
            }
        }
        return hits.sorted()
    }

    /// Whether some coastline edge passes within `meters` of `point` (longitude, latitude).
    ///
    /// Distances are measured in a local equirectangular projection around the point (x scaled by cos φ),
    /// which over a few kilometres differs from the geodesic distance by far less than the data's resolution.
    public func hasCoast(within meters: Double, of point: SIMD2<Double>) -> Bool {
        let scale = SIMD2(Self.metersPerDegreeLatitude * cos(point.y * .pi / 180), Self.metersPerDegreeLatitude)
        let reach = SIMD2(meters, meters) / scale
        guard
            let columnRange = clampedRange(point.x - reach.x, point.x + reach.x, origin: minLongitude, count: columns),
            let rowRange = clampedRange(point.y - reach.y, point.y + reach.y, origin: minLatitude, count: rows)
        else { return false }
        for row in rowRange {
            for column in columnRange {
                for index in edgeIndices(row: row, column: column) {
                    let a = (points[Int(index)] - point) * scale
                    let b = (points[Int(index) + 1] - point) * scale
                    if Self.distanceToOrigin(a, b) <= meters { return true }
                }
            }
        }
        return false
    }

    /// Distance from the origin to the segment a–b (plane).
    static func distanceToOrigin(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let direction = b - a
        let lengthSquared = (direction * direction).sum()
        let t = lengthSquared > 0 ? min(1, max(0, -(a * direction).sum() / lengthSquared)) : 0
        let nearest = a + direction * t
        return (nearest * nearest).sum().squareRoot()
    }

    /// Whether `point` (longitude, latitude) is on land more than `meters` inside the coastline.
    public func isLand(_ point: SIMD2<Double>, deeperThan meters: Double) -> Bool {
        isLand(point) && !hasCoast(within: meters, of: point)
    }
}
