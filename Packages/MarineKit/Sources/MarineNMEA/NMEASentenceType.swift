/// The NMEA 0183 sentence types this decoder understands (gpsd `NMEA.adoc`).
public enum NMEASentenceType: String, Sendable, CaseIterable, Codable {
    /// Recommended minimum data: time, status, position, speed, course, date, variation.
    case rmc = "RMC"
    /// Fix data: time, position, quality, satellites, HDOP, altitude.
    case gga = "GGA"
    /// Geographic position: position, time, status.
    case gll = "GLL"
    /// GNSS fix data (multi-constellation GGA): time, position, a mode letter per system, satellites, HDOP.
    case gns = "GNS"
    /// Course and speed over ground.
    case vtg = "VTG"
    /// Time and date with local zone.
    case zda = "ZDA"
    /// Heading, true.
    case hdt = "HDT"
    /// Heading, magnetic sensor, with deviation and variation.
    case hdg = "HDG"
    /// DOP and active satellites: the fix mode (none, 2D, 3D) and PDOP, HDOP, VDOP.
    case gsa = "GSA"

    /// Maps the three type letters of an address field to a supported type, or nil.
    static func from(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> NMEASentenceType? {
        switch (a, b, c) {
        case (0x52, 0x4D, 0x43): return .rmc  // RMC
        case (0x47, 0x47, 0x41): return .gga  // GGA
        case (0x47, 0x4C, 0x4C): return .gll  // GLL
        case (0x47, 0x4E, 0x53): return .gns  // GNS
        case (0x56, 0x54, 0x47): return .vtg  // VTG
        case (0x5A, 0x44, 0x41): return .zda  // ZDA
        case (0x48, 0x44, 0x54): return .hdt  // HDT
        case (0x48, 0x44, 0x47): return .hdg  // HDG
        case (0x47, 0x53, 0x41): return .gsa  // GSA
        default: return nil
        }
    }
}
