import Expectations
import Foundation
import MarineKit
import MarineKitTestSupport
import MarineStorage
import StorageTestSupport
import Testing

@testable import DenizrotadCommands

@Suite("denizrotad parts")
struct DaemonPartsTests {
    static let sources: [(String, SourceAddress?)] = [
        ("gpsd://127.0.0.1:2947", .gpsd(host: "127.0.0.1", port: 2947)),
        ("gpsd://", .gpsd(host: "127.0.0.1", port: 2947)),
        ("gpsd://[::1]:29470", .gpsd(host: "::1", port: 29_470)),
        ("nmea-tcp://plotter.local", .nmeaTCP(host: "plotter.local", port: 10_110)),
        ("nmea-tcp://:2000", nil),
        ("nmea-udp://:10110", .nmeaUDP(host: nil, port: 10_110)),
        ("nmea-udp://127.0.0.1:2000", .nmeaUDP(host: "127.0.0.1", port: 2000)),
        ("gpsd://host:0", nil),
        ("gpsd://host:99999", nil),
        ("/dev/ttyUSB0", .serial(path: "/dev/ttyUSB0", baud: 4800)),
        ("-", .standardInput),
        ("logs/passage.nmea", .file(path: "logs/passage.nmea")),
        ("http://example.org", nil),
        ("nmea-udp://", nil),  // a datagram source needs its port
        ("nmea-udp://127.0.0.1", nil),
        ("gpsd://[::1", nil),  // was host "[:" port 1
        ("gpsd://[::1]x", nil),
        ("nmea-tcp://a/b:2000", nil),
        ("", nil),
    ]

    @Test("--source forms", arguments: sources)
    func sourceAddresses(_ text: String, _ expected: SourceAddress?) {
        expectEqual(SourceAddress.parse(text, baud: 4800), expected)
    }

    @Test("event lines: event first, ISO times, escaped strings, no NaN")
    func eventLines() {
        var alert = AlertEvent(kind: .arrival, time: NMEAPassage.start, waypoint: "Kos \"A\"\n", distanceMeters: .nan)
        alert.detail = "radius"
        #expect(
            DaemonEvent.alert(alert).jsonLine
                == #"{"event":"arrival","time":"2026-06-01T12:00:00.000Z","waypoint":"Kos \"A\"\n","detail":"radius","schemaVersion":1}"#
        )
        // Waypoints are numbered from 1 in every JSON output (Docs/json.md): the monitor's index 0 is number 1.
        let first = AlertEvent(kind: .arrival, time: NMEAPassage.start, waypoint: "Datça", waypointIndex: 0)
        #expect(DaemonEvent.alert(first).jsonLine.contains(#""waypoint":"Datça","waypointNumber":1,"#))
        let gone = DaemonEvent.sourceDisconnected(
            name: "gpsd://127.0.0.1:2947", time: NMEAPassage.start, retryAfter: 2, reason: "connect: refused")
        #expect(gone.jsonLine.hasPrefix(#"{"event":"sourceDisconnected","time":"2026-06-01T12:00:00.000Z","#))
        #expect(gone.jsonLine.contains(#""retryAfterSeconds":2"#))
    }

    @Test("curl's output: the body, then the status line of --write-out; status 000 is a transport error")
    func curlReplies() throws {
        let ok = try CurlTransport.reply(from: .success(Array("{\"a\":1}\n200 0 ".utf8)))
        #expect(ok == HTTPReply(status: 200, body: Data("{\"a\":1}".utf8)))
        let rateLimited = try CurlTransport.reply(from: .success(Array("{\"error\":true}\n429 0 ".utf8)))
        expectEqual(rateLimited.status, 429)
        #expect(throws: OpenMeteoError.transport(detail: "Failed to connect to 127.0.0.1 port 9")) {
            try CurlTransport.reply(from: .success(Array("\n000 7 Failed to connect to 127.0.0.1 port 9".utf8)))
        }
        #expect(throws: OpenMeteoError.transport(detail: "curl gave no status")) {
            try CurlTransport.reply(from: .success([]))
        }
    }

    @Test("the Storage adapter keeps batches, figures and recovers trips a crash left open")
    func seriesStore() throws {
        let store = SeriesTripStore(records: InMemoryRecordStore<TripRecord>(), series: InMemorySeriesStore())
        let passage = NMEAPassage(seconds: 20)
        let id = try store.beginTrip(startedAt: NMEAPassage.start)
        try store.append(Array(passage.fixes.prefix(10)), toTrip: id)
        try store.append(Array(passage.fixes.dropFirst(10)), toTrip: id)
        #expect(try store.positions(ofTrip: id) == passage.storedFixes)
        #expect(try store.beginTrip(startedAt: NMEAPassage.start) == id + 1)
        let closed = try TripRecovery.closeOpenTrips(
            in: store, geometry: GeodesicTrackGeometry(), fuel: FuelProfile(litersPerHour: 15, pricePerLiter: 45))
        expectEqual(closed, [id, id + 1])
        let trips = try store.trips()
        expectEqual(trips[0].endedAt, passage.fixes.last?.time)
        expectEqual(trips[0].statistics?.positionCount, 20)
        // 19 moving seconds at 15 L/h = 0.0791666… L (0.079 L); × 45 TRY/L = 3.5625 → 3.56.
        expectEqual(trips[0].statistics?.fuelLiters, Decimal(string: "0.079"))
        expectEqual(trips[0].statistics?.fuelCost, Decimal(string: "3.56"))
        expectEqual(trips[1].endedAt, NMEAPassage.start)
        expectEqual(trips[1].statistics?.distanceMeters, 0)
    }
}
