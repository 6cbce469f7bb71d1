import MarineGeodesy

/// The geomagnetic field at a point, in the local geodetic frame (WMM technical report §1.2).
public struct MagneticFieldElements: Hashable, Sendable {
    /// Northward component X in nanotesla.
    public let north: Double
    /// Eastward component Y in nanotesla.
    public let east: Double
    /// Downward component Z in nanotesla.
    public let down: Double

    /// Creates the elements from the three components in nT.
    public init(north: Double, east: Double, down: Double) {
        self.north = north
        self.east = east
        self.down = down
    }

    /// Declination (magnetic variation) D in degrees, positive east: true bearing = magnetic bearing + D.
    public var declination: Double { AngleMath.atan2Degrees(east, north) }
    /// Horizontal intensity H in nT.
    public var horizontal: Double { (north * north + east * east).squareRoot() }
    /// Inclination (dip) I in degrees, positive down.
    public var inclination: Double { AngleMath.atan2Degrees(down, horizontal) }
    /// Total intensity F in nT.
    public var total: Double { (horizontal * horizontal + down * down).squareRoot() }
}
