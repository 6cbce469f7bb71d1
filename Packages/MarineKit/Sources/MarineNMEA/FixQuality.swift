/// How the receiver computed a fix: NMEA GGA's quality indicator (NMEA 0183 4.11 §GGA, gpsd `NMEA.adoc`), GNS's
/// mode letters, or gpsd's TPV `status` (`gpsd_json.adoc`).
public enum FixQuality: String, Sendable, Codable, CaseIterable {
    /// An autonomous GNSS fix (GGA 1, GNS `A`, gpsd status 1 or absent).
    case gps
    /// Differential corrections (DGPS, SBAS: GGA 2, GNS `D`, gpsd status 2).
    case differential
    /// Precise positioning service, military (GGA 3, GNS `P`).
    case pps
    /// Real-time kinematic, fixed integers (GGA 4, GNS `R`, gpsd status 3): centimetres.
    case rtk
    /// Real-time kinematic, float (GGA 5, GNS `F`, gpsd status 4): decimetres.
    case floatRTK
    /// Dead reckoning, estimated (GGA 6, GNS `E`, gpsd status 5 or 6): not a satellite fix.
    case estimated
    /// Entered by hand (GGA 7, GNS `M`).
    case manual
    /// A simulator (GGA 8, GNS `S`, gpsd status 8).
    case simulated

    /// The GGA quality indicator 1…8 (GNS's letters arrive mapped to it); nil for 0 (no fix) and others.
    public init?(ggaQuality: Int) {
        let table: [Int: FixQuality] = [
            1: .gps, 2: .differential, 3: .pps, 4: .rtk, 5: .floatRTK, 6: .estimated, 7: .manual, 8: .simulated,
        ]
        guard let quality = table[ggaQuality] else { return nil }
        self = quality
    }

    /// gpsd's TPV `status` (nil or 0 unknown, 1 normal, 2 DGPS, 3 RTK fixed, 4 RTK float, 5 dead reckoning,
    /// 6 GNSS + dead reckoning, 7 surveyed time, 8 simulated, 9 P(Y)) for a report with a fix.
    public init(gpsdStatus: Int?) {
        let table: [Int: FixQuality] = [
            2: .differential, 3: .rtk, 4: .floatRTK, 5: .estimated, 6: .estimated, 8: .simulated, 9: .pps,
        ]
        self = gpsdStatus.flatMap { table[$0] } ?? .gps
    }
}
