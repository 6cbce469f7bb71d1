/// Measures upwind fetch at a point; ``CoastalFetch`` is the implementation, tests may use a table.
public protocol FetchMeasuring: Sendable {
    /// Straight-line and effective fetch at `location` for wind from `windFromDegrees`.
    func measure(at location: GeoCoordinate, windFromDegrees: Double) throws(FetchError) -> FetchMeasurement
}

extension CoastalFetch: FetchMeasuring {}
