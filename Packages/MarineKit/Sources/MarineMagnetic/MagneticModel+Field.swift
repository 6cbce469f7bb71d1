import Foundation
import MarineGeodesy

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
    ///
    /// Years 1901–2199 in day arithmetic (the Gregorian rule, the same instants as Foundation's calendar, which
    /// `RoutePlanner` built once per leg: 2.3% of `route show` on a 200,000-point route; issue 30), others through
    /// `Calendar` (whose Gregorian calendar turns Julian before 1582).
    public static func decimalYear(of date: Date) -> Double {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else { return calendarDecimalYear(of: date) }
        let day = Int64((seconds / 86_400).rounded(.down))
        var year = 1970 + Int((Double(day) / 365.2425).rounded(.down))
        while daysSince1970(toJanuaryFirstOf: year) > day { year -= 1 }
        while daysSince1970(toJanuaryFirstOf: year + 1) <= day { year += 1 }
        guard (1901...2199).contains(year) else { return calendarDecimalYear(of: date) }
        // Instants as Foundation's `Date` holds them (seconds since 2001), so the differences are the same doubles.
        let reference = 978_307_200.0
        let start = Double(daysSince1970(toJanuaryFirstOf: year) * 86_400) - reference
        let next = Double(daysSince1970(toJanuaryFirstOf: year + 1) * 86_400) - reference
        return Double(year) + (date.timeIntervalSinceReferenceDate - start) / (next - start)
    }

    /// Days from 1970-01-01 to 1 January of `year` (proleptic Gregorian).
    static func daysSince1970(toJanuaryFirstOf year: Int) -> Int64 {
        let before = Int64(year - 1)
        let days = 365 * before + before / 4 - before / 100 + before / 400
        return days - 719_162  // the same count for 1970
    }

    /// ``decimalYear(of:)`` through Foundation's Gregorian calendar in UTC.
    package static func calendarDecimalYear(of date: Date) -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let year = calendar.component(.year, from: date)
        let start = calendar.date(from: DateComponents(year: year, month: 1, day: 1)) ?? date
        let next = calendar.date(from: DateComponents(year: year + 1, month: 1, day: 1)) ?? date
        return Double(year) + date.timeIntervalSince(start) / next.timeIntervalSince(start)
    }

    /// X′, Y′, Z′ in the geocentric frame (equation (10)).
    ///
    /// The Legendre values, their derivatives and cos mλ, sin mλ live in one stack buffer per evaluation (issue 30:
    /// four arrays per leg were a quarter of the model's time in `route show`); every sum is taken in the order and
    /// with the operations it always was, so the result is the same to the bit.
    private func sphericalSums(phiPrime: Double, lambda: Double, r: Double, dt: Double)
        -> (x: Double, y: Double, z: Double)
    {
        let size = Self.index(maximumDegree, maximumDegree) + 1
        let orders = maximumDegree + 1
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * size + 2 * orders) { buffer in
            let value = UnsafeMutableBufferPointer(rebasing: buffer[0..<size])
            let derivative = UnsafeMutableBufferPointer(rebasing: buffer[size..<2 * size])
            let cosines = UnsafeMutableBufferPointer(rebasing: buffer[2 * size..<2 * size + orders])
            let sines = UnsafeMutableBufferPointer(rebasing: buffer[2 * size + orders..<2 * size + 2 * orders])
            SchmidtLegendre.upToDegree13.evaluate(
                degree: maximumDegree, sinPhi: sin(phiPrime), cosPhi: cos(phiPrime), value: value,
                derivative: derivative)
            // cos(mλ) and sin(mλ) once per order, not once per degree and order (the same values).
            for m in 0..<orders {
                cosines[m] = cos(Double(m) * lambda)
                sines[m] = sin(Double(m) * lambda)
            }
            var (x, y, z) = (0.0, 0.0, 0.0)
            var ratio = (Self.referenceRadiusKm / r) * (Self.referenceRadiusKm / r)
            for n in stride(from: 1, through: maximumDegree, by: 1) {
                ratio *= Self.referenceRadiusKm / r
                for m in 0...n {
                    let i = Self.index(n, m)
                    let gnm = g[i] + dt * gDot[i]
                    let hnm = h[i] + dt * hDot[i]
                    let (cosM, sinM) = (cosines[m], sines[m])
                    let gh = gnm * cosM + hnm * sinM
                    x -= ratio * gh * derivative[i]
                    y += ratio * Double(m) * (gnm * sinM - hnm * cosM) * value[i]
                    z -= ratio * Double(n + 1) * gh * value[i]
                }
            }
            return (x, y / cos(phiPrime), z)
        }
    }
}
