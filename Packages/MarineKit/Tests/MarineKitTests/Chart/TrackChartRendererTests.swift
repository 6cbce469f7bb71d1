import Expectations
import Foundation
import Testing

@testable import MarineKit

/// The trip chart: stops found on the track, speed bands in colour and width, start/end/stop marks, accessible text.
@Suite struct TrackChartRendererTests {
    static let start = Date(timeIntervalSince1970: 1_780_315_200)  // 2026-06-01T12:00:00Z

    /// 120 s north at 6 kn, `rest` s at rest (±8 m of jitter, SOG 0.1 kn), 120 s north at 3 kn; one fix a second.
    static func track(rest: Int) -> [PositionFix] {
        var fixes: [PositionFix] = []
        var position = GeoCoordinate(latitude: 36.9, longitude: 27.3)
        func add(_ knots: Double, jitter: Double = 0) {
            let shaken = Geodesic.wgs84.direct(
                from: position, azimuth: Double(fixes.count * 97 % 360), distance: jitter)
            fixes.append(
                PositionFix(
                    time: start.addingTimeInterval(Double(fixes.count)), latitude: shaken.destination.latitude,
                    longitude: shaken.destination.longitude, speedOverGround: knots * PositionFix.metersPerSecondPerKnot
                ))
            position =
                Geodesic.wgs84.direct(
                    from: position, azimuth: 0, distance: knots * PositionFix.metersPerSecondPerKnot
                ).destination
        }
        for _ in 0..<120 { add(6) }
        for _ in 0..<rest { add(0.1, jitter: 8) }
        for _ in 0..<120 { add(3) }
        return fixes
    }

    /// (seconds at rest, stops found, the stop's length in seconds).
    @Test(arguments: [(300, 1, 300.0), (60, 0, 0.0), (0, 0, 0.0)])
    func stops(rest: Int, count: Int, seconds: Double) {
        let stops = TrackStops.find(in: Self.track(rest: rest))
        expectEqual(stops.count, count)
        // The stop takes in the fixes of the approach and departure within 30 m: at 6 and 3 kn, about 10 s.
        if let stop = stops.first {
            #expect(abs(stop.seconds - seconds) <= 15, "\(stop)")
            #expect(abs(stop.start.timeIntervalSince(Self.start) - 120) <= 5)
        }
    }

    /// (knots, band): below 2, 2–4, 4–6, 6–8, 8 and more.
    @Test(arguments: [(0.0, 0), (1.99, 0), (2, 1), (5.5, 2), (6, 3), (7.9, 3), (8, 4), (30, 4)])
    func bands(knots: Double, band: Int) {
        expectEqual(TrackChartRenderer.band(knots: knots), band)
    }

    @Test func chartShowsBandsMarksAndWords() throws {
        let track = Self.track(rest: 300)
        let stop = try #require(TrackStops.find(in: track).first)
        let chart = TrackChart(
            title: "Trip 3 — 2026-06-01 12:00 UTC", caption: ["distance 0.6 nm"],
            marks: [
                .init(coordinate: GeoCoordinate(latitude: 36.9, longitude: 27.3), kind: .start, label: "start 12:00"),
                .init(coordinate: stop.coordinate, kind: .stop, label: "stop 1: 5 min"),
            ], legendTitle: "speed over ground", bandLabels: ["< 2 kn", "2–4 kn", "4–6 kn", "6–8 kn", "≥ 8 kn"])
        let svg = TrackChartRenderer().render(track, chart: chart)
        #expect(svg.contains(##"<title id="chart-title">Trip 3 — 2026-06-01 12:00 UTC</title>"##))
        #expect(svg.contains("distance 0.6 nm\nstart 12:00\nstop 1: 5 min</desc>"))
        #expect(svg.contains("<g><title>stop 1: 5 min</title>"))
        // 6 kn, at rest, 3 kn: three runs of the track, each as wide as its band.
        let runs = svg.components(separatedBy: "\n").filter {
            $0.hasPrefix("<path ") && $0.contains("stroke-linecap=\"round\"") && !$0.contains("#ffffff")
        }
        #expect(runs.map { $0.contains(##"stroke="#35a34a" stroke-width="5.0""##) } == [true, false, false])
        #expect(runs.count == 3 && runs[1].contains(##"stroke="#440154" stroke-width="2.0""##))
        #expect(runs[2].contains(##"stroke="#3b528b" stroke-width="3.0""##))
        #expect(svg.contains(">≥ 8 kn</text>") && svg.contains(">speed over ground</text>"))
        #expect(try XMLDocumentCheck.isWellFormed(svg))
    }
}
