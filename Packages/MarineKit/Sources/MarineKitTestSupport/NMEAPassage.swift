import Foundation
import MarineRoutes

/// A generated NMEA 0183 log of a passage along a three-waypoint route, for replay and gpsd tests.
///
/// The boat leaves WP0 at 6 kn on 000°, swings up to `deviation` metres east of the first leg in its middle
/// (so a deviation alert fires and clears), passes WP1, turns to 090° and ends at WP2. One RMC + GGA pair per
/// second; a GSV sentence every 10 s and a few garbage lines are mixed in. ``fixes`` are the positions exactly as
/// a parser reads them back from the text (5-decimal minutes), so their geodesic length is the reference distance.
public struct NMEAPassage: Sendable {
    /// The log lines (first line `# Date: yyyy-mm-dd` for gpsfake).
    public let lines: [String]
    /// The lines of each second (RMC, GGA and any GSV or garbage line of that second).
    public let epochs: [[String]]
    /// The header lines: `# Date: 2026-06-01` (gpsfake takes the date of time-only sentences from it) and a comment.
    public static let header = ["# Date: 2026-06-01", "# generated passage: WP0 -> WP1 -> WP2 at 6 kn"]
    /// The positions as decoded from the log, one per second.
    public let fixes: [PositionFix]

    /// ``fixes`` as a trip store gives them back: without the fix quality and mode, which it does not keep.
    public var storedFixes: [PositionFix] {
        fixes.map { fix in
            var stored = fix
            stored.quality = nil
            stored.mode = nil
            return stored
        }
    }
    /// The route: WP0, WP1, WP2.
    public let waypoints: [Waypoint]

    /// Start of the passage: 2026-06-01T12:00:00Z.
    public static let start = Date(timeIntervalSince1970: 1_780_315_200)

    /// Generates a passage.
    ///
    /// - Parameters:
    ///   - seconds: Number of fixes (one per second); 1800 is 30 minutes.
    ///   - legLength: Length in metres of each of the two legs.
    ///   - deviation: Largest distance east of the first leg in metres.
    ///   - origin: Latitude and longitude of WP0 in degrees.
    public init(
        seconds: Int = 1800, legLength: Double = 2778, deviation: Double = 300,
        origin: (latitude: Double, longitude: Double) = (36.9, 27.3)
    ) {
        let geodesic = Geodesic.wgs84
        let wp0 = GeoCoordinate(latitude: origin.latitude, longitude: origin.longitude)
        let wp1 = geodesic.direct(from: wp0, azimuth: 0, distance: legLength).destination
        let wp2 = geodesic.direct(from: wp1, azimuth: 90, distance: legLength).destination
        waypoints = [wp0, wp1, wp2].enumerated().map { index, point in
            Waypoint(name: "WP\(index)", coordinate: point)
        }
        let speed = 6 * PositionFix.metersPerSecondPerKnot
        var epochs: [[String]] = []
        var fixes: [PositionFix] = []
        for second in 0..<seconds {
            let run = speed * Double(second)
            let point: GeoCoordinate
            let course: Double
            if run <= legLength {
                let base = geodesic.direct(from: wp0, azimuth: 0, distance: run).destination
                let phase = (run - legLength * 0.25) / (legLength * 0.5)
                let east = (0...1).contains(phase) ? deviation * pow(sin(Double.pi * phase), 2) : 0
                point = geodesic.direct(from: base, azimuth: 90, distance: east).destination
                course = 0
            } else {
                point = geodesic.direct(from: wp1, azimuth: 90, distance: run - legLength).destination
                course = 90
            }
            var epoch = Self.sentences(second: second, point: point, course: course)
            if let fix = Self.decode(epoch) { fixes.append(fix) }
            if second % 10 == 0 { epoch.append(Self.satellitesInView) }
            if second == 100 { epoch.append("$GPRMC,garbage*00") }
            epochs.append(epoch)
        }
        self.epochs = epochs
        self.lines = Self.header + epochs.joined()
        self.fixes = fixes
    }

    /// The log text with LF line ends.
    public var text: String { lines.joined(separator: "\n") + "\n" }

    /// The route as MarineKit's `Route`, named `Passage`.
    public func route() throws -> Route {
        try Route(name: "Passage", waypoints: waypoints)
    }

    /// The route as JSON of MarineKit's `Route`.
    public func routeJSON() throws -> Data {
        try JSONEncoder().encode(try route())
    }

    /// The distance the trip figures give for the whole log, metres: the receiver's SOG (6.0 kn in every RMC,
    /// also where the swing east makes the positions move faster) over the 1 s epochs (`TripFigureRules`:
    /// the Doppler speed is the speed).
    public var reportedSpeedDistance: Double {
        6 * PositionFix.metersPerSecondPerKnot * Double(max(0, fixes.count - 1))
    }

    /// The geodesic length in metres of the decoded track.
    public var trackLength: Double {
        let geometry = GeodesicTrackGeometry()
        return zip(fixes, fixes.dropFirst()).reduce(0) { sum, pair in
            sum
                + geometry.distance(
                    fromLatitude: pair.0.latitude, fromLongitude: pair.0.longitude, toLatitude: pair.1.latitude,
                    toLongitude: pair.1.longitude)
        }
    }

    private static func sentences(second: Int, point: GeoCoordinate, course: Double) -> [String] {
        let time = String(format: "%02d%02d%02d.00", 12 + second / 3600, second / 60 % 60, second % 60)
        let latitude = angle(point.latitude, degreeDigits: 2, positive: "N", negative: "S")
        let longitude = angle(point.longitude, degreeDigits: 3, positive: "E", negative: "W")
        return [
            withChecksum("GPRMC,\(time),A,\(latitude),\(longitude),6.0,\(String(format: "%.1f", course)),010626,,,A"),
            withChecksum("GPGGA,\(time),\(latitude),\(longitude),1,09,0.9,5.0,M,35.0,M,,"),
        ]
    }

    private static func angle(_ value: Double, degreeDigits: Int, positive: String, negative: String) -> String {
        let magnitude = abs(value)
        var degrees = Int(magnitude)
        var minutes = ((magnitude - Double(degrees)) * 60 * 100_000).rounded() / 100_000
        if minutes >= 60 {
            degrees += 1
            minutes -= 60
        }
        let degreeText = String(format: "%0\(degreeDigits)d", degrees)
        return degreeText + String(format: "%08.5f", minutes) + "," + (value < 0 ? negative : positive)
    }

    /// A GSV sentence: well-formed, of a type the trip decoder skips (also used as gpsfake lead-in).
    public static let satellitesInView = withChecksum("GPGSV,1,1,04,05,45,120,40,12,30,200,38,,,,,,,,")

    /// `$body*hh` with the NMEA XOR checksum.
    public static func withChecksum(_ body: String) -> String {
        let checksum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
        return "$" + body + "*" + String(format: "%02X", checksum)
    }

    private static func decode(_ epoch: [String]) -> PositionFix? {
        var decoder = NMEAStreamDecoder()
        var assembler = NMEAFixAssembler()
        var result: PositionFix?
        decoder.decode(Array((epoch.joined(separator: "\n") + "\n").utf8)) { sentence in
            assembler.add(sentence) { result = $0 }
        }
        assembler.finish { result = result ?? $0 }
        return result
    }
}
