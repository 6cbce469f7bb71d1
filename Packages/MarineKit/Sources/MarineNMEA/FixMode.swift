/// Whether a fix has a height: gpsd's TPV `mode` 2 or 3 (which gpsd takes from GSA's mode, NMEA 0183 §GSA).
public enum FixMode: String, Sendable, Codable, CaseIterable {
    /// Latitude and longitude only (three satellites, or altitude held).
    case twoDimensional = "2d"
    /// Latitude, longitude and altitude (four or more satellites).
    case threeDimensional = "3d"

    /// gpsd's mode 2 or 3; nil for 0 (unknown) and 1 (no fix).
    public init?(gpsdMode: Int) {
        switch gpsdMode {
        case 2: self = .twoDimensional
        case 3: self = .threeDimensional
        default: return nil
        }
    }
}
