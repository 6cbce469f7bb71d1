import Expectations
import Foundation
import MarineKit
import Testing

/// The control socket's line framing, as the daemon and the CLI both use it.
@Suite struct TripControlLineTests {
    @Test func requestIsOneSortedLineAndReadsBack() {
        let line = TripControlLine.encode(TripControlRequest(command: "anchor.set", radiusMeters: 60))
        #expect(String(decoding: line, as: UTF8.self) == #"{"command":"anchor.set","radiusMeters":60}"# + "\n")
        #expect(TripControlLine.isComplete(line))
        expectEqual(TripControlLine.request(from: line), TripControlRequest(command: "anchor.set", radiusMeters: 60))
    }

    @Test func onlyTheFirstLineCountsAndGarbageIsNil() {
        let two = Array(#"{"command":"trip.status"}"#.utf8) + [0x0A] + Array(#"{"command":"trip.stop"}"#.utf8)
        expectEqual(TripControlLine.request(from: two)?.command, "trip.status")
        #expect(TripControlLine.request(from: Array("not json\n".utf8)) == nil)
        #expect(TripControlLine.response(from: []) == nil)
        #expect(!TripControlLine.isComplete(Array("{\"command\"".utf8)))
        #expect(TripControlLine.isComplete([UInt8](repeating: 0x20, count: TripControlLine.maximumBytes + 1)))
    }

    @Test func responseRoundTrips() {
        var response = TripControlResponse(ok: false, error: "noFix", recording: true)
        response.tripID = 3
        let line = TripControlLine.encode(response)
        #expect(line.last == 0x0A && line.dropLast().contains(0x0A) == false)
        expectEqual(TripControlLine.response(from: line), response)
    }

    /// The wire speaks the JSON vocabulary (Docs/json.md): units in the names, speeds in knots, durations in seconds.
    @Test func responseFiguresUseTheVocabularyNames() throws {
        let start = Date(timeIntervalSince1970: 1_780_315_200)
        var figures = TripStatistics(startedAt: start)
        figures.endedAt = start.addingTimeInterval(600)
        figures.positionCount = 601
        figures.distanceMeters = 1852
        figures.movingTime = 540
        figures.maximumSpeed = 6.5 * PositionFix.metersPerSecondPerKnot
        figures.currentSpeed = 5 * PositionFix.metersPerSecondPerKnot
        var response = TripControlResponse(ok: true, recording: true)
        response.statistics = TripControlStatistics(figures)
        response.anchorRadiusMeters = 40
        let line = TripControlLine.encode(response)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(line.dropLast())) as? [String: Any])
        #expect(object["anchorRadiusMeters"] as? Double == 40 && object["anchorRadius"] == nil)
        let statistics = try #require(object["statistics"] as? [String: Any])
        #expect(
            Set(statistics.keys) == [
                "startedAt", "endedAt", "positionCount", "distanceMeters", "durationSeconds", "movingSeconds",
                "currentSpeedKnots", "averageSpeedKnots", "maximumSpeedKnots",
            ])
        #expect(statistics["durationSeconds"] as? Double == 600 && statistics["movingSeconds"] as? Double == 540)
        // 1852 m in 600 s is 1 nm in 1/6 h: 6 kn.
        let average = try #require(statistics["averageSpeedKnots"] as? Double)
        #expect(abs(average - 6) < 1e-12)
        #expect(abs((statistics["maximumSpeedKnots"] as? Double ?? 0) - 6.5) < 1e-12)
        #expect(abs((statistics["currentSpeedKnots"] as? Double ?? 0) - 5) < 1e-12)
        let back = try #require(TripControlLine.response(from: line))
        expectEqual(back, response)
        #expect(abs((back.statistics?.tripStatistics.maximumSpeed ?? 0) - figures.maximumSpeed) < 1e-12)
        expectEqual(back.statistics?.tripStatistics.movingTime, 540)
    }
}
