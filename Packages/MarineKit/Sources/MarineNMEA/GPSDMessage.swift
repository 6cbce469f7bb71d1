import Foundation

/// One JSON report from gpsd (gpsd `gpsd_json.adoc`), the parts this package reads.
package enum GPSDMessage: Sendable, Equatable {
    /// Sent on connect: the daemon's release and protocol version.
    case version(release: String, protocolMajor: Int, protocolMinor: Int)
    /// Time-position-velocity report.
    case tpv(GPSDTPV)
    /// Satellite view with dilutions of precision.
    case sky(GPSDSKY)
    /// Any other class (DEVICES, WATCH, DEVICE, ERROR, …).
    case other(className: String)

    /// Decodes one line; nil for invalid JSON or an object without `class` ("client code must be prepared for
    /// the possibility of invalid JSON fragments", `gpsd_json.adoc`).
    public static func decode(_ line: Data) -> GPSDMessage? {
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(ClassHeader.self, from: line) else { return nil }
        switch header.className {
        case "TPV": return (try? decoder.decode(GPSDTPV.self, from: line)).map(GPSDMessage.tpv)
        case "SKY": return (try? decoder.decode(GPSDSKY.self, from: line)).map(GPSDMessage.sky)
        case "VERSION":
            guard let version = try? decoder.decode(VersionReport.self, from: line) else { return nil }
            return .version(
                release: version.release, protocolMajor: version.protocolMajor, protocolMinor: version.protocolMinor)
        default: return .other(className: header.className)
        }
    }

    private struct ClassHeader: Decodable {
        let className: String
        enum CodingKeys: String, CodingKey { case className = "class" }
    }

    private struct VersionReport: Decodable {
        let release: String
        let protocolMajor: Int
        let protocolMinor: Int
        enum CodingKeys: String, CodingKey {
            case release
            case protocolMajor = "proto_major"
            case protocolMinor = "proto_minor"
        }
    }
}

/// A gpsd TPV report (`gpsd_json.adoc` "TPV").
///
/// Units as gpsd sends them: degrees, metres, **m/s**.
package struct GPSDTPV: Sendable, Equatable, Decodable {
    /// 0 unknown, 1 no fix, 2 2D, 3 3D.
    public var mode: Int
    /// ISO 8601 UTC time of the fix.
    public var time: String?
    /// Latitude in degrees.
    public var lat: Double?
    /// Longitude in degrees.
    public var lon: Double?
    /// Speed over ground in metres per second.
    public var speed: Double?
    /// Course over ground in degrees true.
    public var track: Double?
    /// Estimated horizontal position error in metres (95 %).
    public var eph: Double?
    /// Longitude error estimate in metres (95 %).
    public var epx: Double?
    /// Latitude error estimate in metres (95 %).
    public var epy: Double?
    /// Device path the fix came from.
    public var device: String?
    /// gpsd's fix status: 1 normal, 2 DGPS, 3 RTK fixed, 4 RTK float, 5 dead reckoning, … (``FixQuality``).
    public var status: Int?

    /// Creates a report (tests and replays).
    public init(
        mode: Int, time: String? = nil, lat: Double? = nil, lon: Double? = nil, speed: Double? = nil,
        track: Double? = nil, eph: Double? = nil, epx: Double? = nil, epy: Double? = nil, device: String? = nil
    ) {
        self.mode = mode
        self.time = time
        self.lat = lat
        self.lon = lon
        self.speed = speed
        self.track = track
        self.eph = eph
        self.epx = epx
        self.epy = epy
        self.device = device
    }
}

/// A gpsd SKY report, reduced to the dilution of precision used for accuracy.
package struct GPSDSKY: Sendable, Equatable, Decodable {
    /// Horizontal dilution of precision.
    public var hdop: Double?
    /// Satellites used in the solution.
    public var uSat: Int?
    /// Satellites seen.
    public var nSat: Int?

    /// Creates a report.
    public init(hdop: Double? = nil, uSat: Int? = nil, nSat: Int? = nil) {
        self.hdop = hdop
        self.uSat = uSat
        self.nSat = nSat
    }
}
