import Foundation

extension MagneticModel {
    /// WGS84 semi-major axis in km and the model's reference radius a = 6371.2 km (WMM report §1.2).
    private static let wgs84RadiusKm = 6378.137
    private static let referenceRadiusKm = 6371.2

    /// The field at a position, height above the WGS84 ellipsoid (km) and decimal year.
    ///
    /// Steps of the WMM report: geodetic → geocentric spherical coordinates (equations (7)–(8)), coefficients moved
    /// to the date by their secular variation (equation (9)), the spherical-harmonic sums with Schmidt
    /// semi-normalised associated Legendre functions (equation (10)), and rotation back to the ellipsoidal frame
    /// (equation (17)). Undefined exactly at the geographic poles (NaN east component).
    public func field(at position: GeoCoordinate, heightKm: Double = 0, decimalYear: Double) -> MagneticFieldElements {
        let phi = position.latitude * AngleMath.radiansPerDegree
        let lambda = position.longitude * AngleMath.radiansPerDegree
        let e2 = Ellipsoid.wgs84.eccentricitySquared
        let rc = Self.wgs84RadiusKm / (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        let p = (rc + heightKm) * cos(phi)
        let z = (rc * (1 - e2) + heightKm) * sin(phi)
        let r = hypot(p, z)
        let phiPrime = asin(z / r)
        let sums = sphericalSums(phiPrime: phiPrime, lambda: lambda, r: r, dt: decimalYear - epoch)
        let psi = phiPrime - phi
        return MagneticFieldElements(
            north: sums.x * cos(psi) - sums.z * sin(psi), east: sums.y,
            down: sums.x * sin(psi) + sums.z * cos(psi))
    }

    /// Magnetic declination (variation) in degrees, positive east, at sea level on a date (UTC).
    public func declination(at position: GeoCoordinate, on date: Date) -> Double {
        field(at: position, decimalYear: Self.decimalYear(of: date)).declination
    }

    /// The WMM decimal year of an instant: year + (seconds since 1 January 00:00 UTC) / (seconds in the year).
    public static func decimalYear(of date: Date) -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let year = calendar.component(.year, from: date)
        let start = calendar.date(from: DateComponents(year: year, month: 1, day: 1)) ?? date
        let next = calendar.date(from: DateComponents(year: year + 1, month: 1, day: 1)) ?? date
        return Double(year) + date.timeIntervalSince(start) / next.timeIntervalSince(start)
    }

    /// X′, Y′, Z′ in the geocentric frame (equation (10)).
    private func sphericalSums(phiPrime: Double, lambda: Double, r: Double, dt: Double)
        -> (x: Double, y: Double, z: Double)
    {
        let legendre = SchmidtLegendre(degree: maximumDegree, latitude: phiPrime)
        var (x, y, z) = (0.0, 0.0, 0.0)
        var ratio = (Self.referenceRadiusKm / r) * (Self.referenceRadiusKm / r)
        for n in 1...maximumDegree {
            ratio *= Self.referenceRadiusKm / r
            for m in 0...n {
                let i = Self.index(n, m)
                let gnm = g[i] + dt * gDot[i]
                let hnm = h[i] + dt * hDot[i]
                let cosM = cos(Double(m) * lambda)
                let sinM = sin(Double(m) * lambda)
                let gh = gnm * cosM + hnm * sinM
                x -= ratio * gh * legendre.derivative[i]
                y += ratio * Double(m) * (gnm * sinM - hnm * cosM) * legendre.value[i]
                z -= ratio * Double(n + 1) * gh * legendre.value[i]
            }
        }
        return (x, y / cos(phiPrime), z)
    }
}
