import Foundation
import MarineKit
import Testing

/// The control socket's line framing, as the daemon and the CLI both use it.
@Suite struct TripControlLineTests {
    @Test func requestIsOneSortedLineAndReadsBack() {
        let line = TripControlLine.encode(TripControlRequest(command: "anchor.set", radius: 60))
        #expect(String(decoding: line, as: UTF8.self) == #"{"command":"anchor.set","radius":60}"# + "\n")
        #expect(TripControlLine.isComplete(line))
        #expect(TripControlLine.request(from: line) == TripControlRequest(command: "anchor.set", radius: 60))
    }

    @Test func onlyTheFirstLineCountsAndGarbageIsNil() {
        let two = Array(#"{"command":"trip.status"}"#.utf8) + [0x0A] + Array(#"{"command":"trip.stop"}"#.utf8)
        #expect(TripControlLine.request(from: two)?.command == "trip.status")
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
        #expect(TripControlLine.response(from: line) == response)
    }
}
