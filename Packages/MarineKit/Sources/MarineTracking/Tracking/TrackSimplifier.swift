import Foundation

/// Douglas–Peucker track simplification with a tolerance in metres (Douglas & Peucker 1973, "Algorithms for
/// the reduction of the number of points required to represent a digitized line or its caricature").
///
/// Distances are measured in a local plane around each segment's start: north and east offsets scaled by the
/// WGS84 meridional and prime-vertical radii of curvature at that latitude. For segments up to tens of
/// kilometres the plane error is far below any useful tolerance. Iterative (no recursion), O(n log n) typical.
public enum TrackSimplifier {
    /// WGS84 semi-major axis in metres (NIMA TR8350.2).
    static let semiMajorAxis = 6_378_137.0
    /// WGS84 first eccentricity squared, f(2 − f) with f = 1/298.257223563 (NIMA TR8350.2).
    static let eccentricitySquared = (2 - 1 / 298.257_223_563) / 298.257_223_563

    /// The indices of the points kept, ascending; the first and last are always kept.
    ///
    /// - Parameters:
    ///   - points: Latitude/longitude pairs in degrees.
    ///   - tolerance: Largest allowed distance in metres of a dropped point from the simplified line; ≤ 0 keeps all.
    /// - Returns: Indices into `points`.
    public static func keptIndices(_ points: [(latitude: Double, longitude: Double)], tolerance: Double) -> [Int] {
        guard points.count > 2, tolerance > 0 else { return Array(points.indices) }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var stack = [(0, points.count - 1)]
        while let (first, last) = stack.popLast() {
            guard last - first > 1 else { continue }
            let (index, distance) = farthest(points, first, last)
            if distance > tolerance {
                keep[index] = true
                stack.append((first, index))
                stack.append((index, last))
            }
        }
        return keep.indices.filter { keep[$0] }
    }

    /// Simplifies fixes, keeping the original fix values.
    public static func simplify(_ fixes: [PositionFix], tolerance: Double) -> [PositionFix] {
        keptIndices(fixes.map { ($0.latitude, $0.longitude) }, tolerance: tolerance).map { fixes[$0] }
    }

    private static func farthest(_ points: [(latitude: Double, longitude: Double)], _ first: Int, _ last: Int)
        -> (Int, Double)
    {
        let origin = points[first]
        let scale = metersPerDegree(latitude: origin.latitude)
        func plane(_ point: (latitude: Double, longitude: Double)) -> (Double, Double) {
            var dLon = point.longitude - origin.longitude
            if dLon > 180 { dLon -= 360 } else if dLon < -180 { dLon += 360 }
            return (dLon * scale.east, (point.latitude - origin.latitude) * scale.north)
        }
        let end = plane(points[last])
        var best = (first + 1, -1.0)
        for index in (first + 1)..<last {
            let distance = distanceToSegment(plane(points[index]), end)
            if distance > best.1 { best = (index, distance) }
        }
        return best
    }

    /// Distance from `p` to the segment from the origin to `end`, in the plane.
    private static func distanceToSegment(_ p: (Double, Double), _ end: (Double, Double)) -> Double {
        let lengthSquared = end.0 * end.0 + end.1 * end.1
        let t = lengthSquared > 0 ? max(0, min(1, (p.0 * end.0 + p.1 * end.1) / lengthSquared)) : 0
        let dx = p.0 - t * end.0
        let dy = p.1 - t * end.1
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Metres per degree north (meridional radius M) and east (N cos φ) at a latitude.
    static func metersPerDegree(latitude: Double) -> (north: Double, east: Double) {
        let phi = latitude * .pi / 180
        let w = (1 - eccentricitySquared * sin(phi) * sin(phi)).squareRoot()
        let meridional = semiMajorAxis * (1 - eccentricitySquared) / (w * w * w)
        let primeVertical = semiMajorAxis / w
        return (meridional * .pi / 180, primeVertical * cos(phi) * .pi / 180)
    }
}
