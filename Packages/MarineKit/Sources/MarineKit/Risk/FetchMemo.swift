/// Remembers fetch per waypoint and whole-degree wind direction during one assessment, so the departure
/// search does not cast the same rays again.
struct FetchMemo {
    private var results: [Int: (FetchMeasurement?, FetchError?)] = [:]

    mutating func measure(
        _ fetch: any FetchMeasuring, index: Int, at location: GeoCoordinate, windFrom: Double
    ) -> (FetchMeasurement?, FetchError?) {
        let degrees = ((Int(windFrom.rounded()) % 360) + 360) % 360
        let key = index * 360 + degrees
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
