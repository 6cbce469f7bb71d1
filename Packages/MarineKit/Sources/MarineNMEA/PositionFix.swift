import Foundation

/// One position report from any source (NMEA, gpsd, a replay), in SI units.
public struct PositionFix: Sendable, Equatable, Codable {
    /// UTC instant of the fix.
    public var time: Date
    /// Latitude in degrees, −90…90, north positive (WGS84).
    public var latitude: Double
    /// Longitude in degrees, −180…180, east positive (WGS84).
    public var longitude: Double
    /// Speed over ground in metres per second, when the source reports it.
    public var speedOverGround: Double?
    /// Course over ground in degrees true, 0…360, when reported.
    public var courseOverGround: Double?
    /// Estimated horizontal error in metres (95 % confidence, gpsd's convention), when known.
    public var horizontalAccuracy: Double?
    /// How the receiver computed it (GGA/GNS quality, gpsd's status), when reported.
    public var quality: FixQuality?
    /// 2D or 3D (gpsd's mode), when reported; from NMEA, the last GSA's mode.
    public var mode: FixMode?

    /// Creates a fix.
    public init(
        time: Date, latitude: Double, longitude: Double, speedOverGround: Double? = nil,
        courseOverGround: Double? = nil, horizontalAccuracy: Double? = nil
    ) {
        self.time = time
        self.latitude = latitude
        self.longitude = longitude
        self.speedOverGround = speedOverGround
        self.courseOverGround = courseOverGround
        self.horizontalAccuracy = horizontalAccuracy
    }

    /// Metres per second in one knot: 1852 m / 3600 s (international nautical mile, 1929).
    public static let metersPerSecondPerKnot = 1852.0 / 3600.0

    /// Speed over ground in knots, when reported.
    public var speedKnots: Double? {
        speedOverGround.map { $0 / PositionFix.metersPerSecondPerKnot }
    }
}
