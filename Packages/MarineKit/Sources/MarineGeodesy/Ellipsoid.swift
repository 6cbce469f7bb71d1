/// An ellipsoid of revolution: equatorial radius and flattening.
public struct Ellipsoid: Hashable, Sendable {
    /// Equatorial radius a in metres.
    public let equatorialRadius: Double
    /// Flattening f = (a − b) / a.
    public let flattening: Double

    /// WGS84: a = 6 378 137 m, 1/f = 298.257223563 (NIMA TR8350.2, 3rd ed., 2000, table 3.1).
    public static let wgs84 = Ellipsoid(equatorialRadius: 6_378_137, flattening: 1 / 298.257_223_563)

    /// Creates an ellipsoid from its equatorial radius (metres, > 0) and flattening (|f| < 1/50 keeps the
    /// geodesic series of ``Geodesic`` at nanometre accuracy; Karney 2013 §7).
    public init(equatorialRadius: Double, flattening: Double) {
        self.equatorialRadius = equatorialRadius
        self.flattening = flattening
    }

    /// Polar semi-axis b = a(1 − f) in metres.
    public var polarRadius: Double { equatorialRadius * (1 - flattening) }
    /// First eccentricity squared e² = f(2 − f).
    public var eccentricitySquared: Double { flattening * (2 - flattening) }
    /// Second eccentricity squared e′² = e² / (1 − e²).
    public var secondEccentricitySquared: Double {
        eccentricitySquared / ((1 - flattening) * (1 - flattening))
    }
    /// Third flattening n = f / (2 − f), the expansion parameter of Karney 2013 equations (24), (25).
    public var thirdFlattening: Double { flattening / (2 - flattening) }
}
