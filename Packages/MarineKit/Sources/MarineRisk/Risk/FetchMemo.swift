/// Remembers fetch per place and whole-degree wind direction during one assessment, so the departure search (and
/// points of a leg in the same place) do not cast the same rays again.
///
/// A place is a cell of ``cellDegrees`` (0.001°: 111 m north–south, 89 m east–west at 37° N): every point of the
/// passage in one cell shares the fetch measured at the first of them for that direction. Fetch is measured over
/// kilometres of water and the coastline it ends on is drawn to tens of metres, so points closer than a cell differ
/// by less than the data can tell; without the cell, a 200,000-point route (a recorded track, points a metre
/// apart) cast 19 rays at every point (issue 30). Waypoints of an ordinary route lie far apart: each is measured
/// where it is.
struct FetchMemo {
    /// The side of a cell, degrees of latitude and of longitude.
    static let cellDegrees = 0.001

    private struct Key: Hashable {
        var cell: GeoCoordinate
        var degrees: Int
    }

    private var results: [Key: (FetchMeasurement?, FetchError?)] = [:]
    /// Rays cast so far (measurements made, not answered from the memo).
    private(set) var measurements = 0

    mutating func measure(
        _ fetch: any FetchMeasuring, at location: GeoCoordinate, windFrom: Double
    ) -> (FetchMeasurement?, FetchError?) {
        let degrees = ((Int(windFrom.rounded()) % 360) + 360) % 360
        let key = Key(cell: location.rounded(toDegrees: Self.cellDegrees), degrees: degrees)
        if let known = results[key] { return known }
        let result: (FetchMeasurement?, FetchError?)
        do {
            result = (try fetch.measure(at: location, windFromDegrees: Double(degrees)), nil)
        } catch {
            result = (nil, error)
        }
        measurements += 1
        results[key] = result
        return result
    }
}
