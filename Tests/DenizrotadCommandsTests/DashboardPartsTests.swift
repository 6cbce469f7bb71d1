import Foundation
import MarineKit
import MarineKitTestSupport
import Testing

@testable import DenizrotadCommands

/// `--pace` and `--http-address`, without sockets: the paced release times and the address rules.
@Suite struct DashboardPartsTests {
    static let start = Date(timeIntervalSince1970: 1_782_887_400)

    static func fix(_ seconds: Double) -> PositionFix {
        PositionFix(time: start.addingTimeInterval(seconds), latitude: 37, longitude: 27.4)
    }

    @Test func aPacedReplayReleasesEachFixAtItsScaledTime() {
        let inner = ScriptedPositionSource(fixes: [0, 1, 2, 10, 5].map(Self.fix), perService: 5)
        let paced = PacedSource(inner, pace: 2)
        let wall = Date(timeIntervalSince1970: 1_800_000_000)
        var released: [Double] = []
        func service(at offset: Double) {
            _ = paced.service(now: wall.addingTimeInterval(offset)) {
                released.append($0.time.timeIntervalSince(Self.start))
            }
        }
        service(at: 0)
        #expect(released == [0])
        #expect(paced.readiness == .after(wall.addingTimeInterval(0.5)))
        service(at: 0.49)
        #expect(released == [0])
        service(at: 0.5)
        #expect(released == [0, 1])
        service(at: 1.0)
        #expect(released == [0, 1, 2])
        #expect(paced.readiness == .after(wall.addingTimeInterval(5)))  // 10 s of log at 2x
        service(at: 5)
        #expect(released == [0, 1, 2, 10, 5])  // a fix stamped earlier than the one before goes at once
        #expect(paced.service(now: wall.addingTimeInterval(6)) { _ in } == .ended)
    }

    @Test(arguments: [
        ("127.0.0.1:8642", "127.0.0.1", 8642 as UInt16?), ("[::1]:0", "::1", 0), ("127.0.0.2:80", "127.0.0.2", 80),
        ("0.0.0.0:8642", "0.0.0.0", 8642), ("localhost", "", nil), ("127.0.0.1:", "", nil), (":8642", "", nil),
        ("::1:8642", "", nil), ("127.0.0.1:70000", "", nil), ("[::1]8642", "", nil),
    ])
    func addresses(_ text: String, _ host: String, _ port: UInt16?) {
        let parsed = DashboardOptions.parse(text)
        #expect(parsed?.host == (port == nil ? nil : host))
        #expect(parsed?.port == port)
    }

    @Test(arguments: [
        ("127.0.0.1", true), ("127.1.2.3", true), ("::1", true), ("0.0.0.0", false),
        ("192.168.1.20", false), ("::", false), ("127.0.0.1.nip.io", false),
    ])
    func onlyLoopbackServesWithoutPairing(_ host: String, _ loopback: Bool) {
        #expect(DashboardOptions.isLoopback(host) == loopback)
    }
}
