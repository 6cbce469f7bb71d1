/// Remembers fetch per place and whole-degree wind direction during one assessment, so the departure search (and
/// points of a leg in the same place) do not cast the same rays again.
struct FetchMemo {
    private struct Key: Hashable {
        var location: GeoCoordinate
        var degrees: Int
    }

    private var results: [Key: (FetchMeasurement?, FetchError?)] = [:]

    mutating func measure(
        _ fetch: any FetchMeasuring, at location: GeoCoordinate, windFrom: Double
    ) -> (FetchMeasurement?, FetchError?) {
        let degrees = ((Int(windFrom.rounded()) % 360) + 360) % 360
        let key = Key(location: location, degrees: degrees)
        if let known = results[key] { return known }
        let result: (FetchMeasurement?, FetchError?)
        do {
            result = (try fetch.measure(at: location, windFromDegrees: Double(degrees)), nil)
        } catch {
            result = (nil, error)
        }
        results[key] = result
        return result
    }
}
