/// Which coordinate a value is: it decides the range, the hemisphere letters and the padding of degrees.
public enum CoordinateAxis: Sendable, Hashable, CaseIterable {
    /// Latitude: −90…90 degrees, north positive; hemispheres N/S; two degree digits in nautical forms (`06°`).
    case latitude
    /// Longitude: −180…180 degrees, east positive; hemispheres E/W; three degree digits in nautical forms (`028°`).
    case longitude

    /// The largest magnitude in degrees: 90 or 180.
    public var limit: Int {
        self == .latitude ? 90 : 180
    }

    /// Digits the degrees are padded to in degree-minute forms: 2 or 3.
    var degreeDigits: Int {
        self == .latitude ? 2 : 3
    }

    /// Indexes into ``LanguageConventions/hemisphereLetters`` (north, south, east, west) for the positive and
    /// negative hemisphere.
    var hemisphereIndexes: (positive: Int, negative: Int) {
        self == .latitude ? (0, 1) : (2, 3)
    }
}
