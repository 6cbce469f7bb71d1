import Expectations
import Foundation
import Testing

@testable import HTTPServing

/// Pairing without sockets: codes, their expiry and voiding, sessions stored hashed, scopes, revoking, the rate
/// limit on wrong codes and the same-origin check; time and randomness are the test's.
@Suite struct PairingGateTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let phone = HTTPPeer(address: "192.168.1.31")

    /// A store in memory that records what was written.
    final class MemoryStore: PairedDeviceStore {
        var devices: [PairedDevice] = []
        func loadDevices() throws -> [PairedDevice] { devices }
        func saveDevice(_ device: PairedDevice) throws { devices.append(device) }
        func removeDevice(named name: String) throws { devices.removeAll { $0.name == name } }
    }

    /// Bytes counting up from `seed`: codes and tokens the test can predict.
    static func counter(_ seed: UInt8) -> (Int) -> [UInt8] {
        var next = seed
        return { count in
            (0..<count).map { _ in
                next &+= 1
                return next
            }
        }
    }

    static func request(cookie: String? = nil, headers: [(String, String)] = []) -> HTTPRequest {
        HTTPRequest(
            method: "GET", target: "/api/v1/state", path: "/api/v1/state",
            headers: (cookie.map { [("cookie", "theme=dark; " + $0)] } ?? []) + headers)
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func sessionDigestIsSHA256(_ message: String, _ digest: String) {
        expectEqual(SessionDigest.hex(Array(message.utf8)), digest)
    }

    @Test func aCodePairsOnceWithinItsLifetimeAndTheCookieIsStoredHashed() throws {
        let store = MemoryStore()
        let gate = try PairingGate(store: store, cookieName: "denizrota-session", random: Self.counter(0))
        // Bytes 01 02 03 04: 0x01020304 = 16909060, so the code is 909060.
        let code = gate.issueCode(scope: .view, now: Self.start)
        expectEqual(code, PairingCode(text: "909060", scope: .view, expiresAt: Self.start.addingTimeInterval(300)))
        #expect(try gate.pair(code: "000000", name: nil, peer: Self.phone, now: Self.start) == .refused)
        let outcome = try gate.pair(code: "909-060", name: " Deniz\u{7}'s phone ", peer: Self.phone, now: Self.start)
        guard case .paired(let device, let cookie) = outcome else {
            Issue.record("not paired: \(outcome)")
            return
        }
        let token = try #require(cookie.split(separator: ";").first?.split(separator: "=").last)
        expectEqual(token.count, 43)
        #expect(cookie.hasSuffix("; Path=/; Max-Age=34560000; HttpOnly; SameSite=Strict"))
        #expect(device.name == "Deniz's phone" && device.scope == .view && device.address == "192.168.1.31")
        #expect(store.devices == [device] && device.tokenHash == SessionDigest.hex(Array(token.utf8)))
        #expect(!store.devices.description.contains(String(token)))
        let presented = Self.request(cookie: "denizrota-session=\(token)")
        expectEqual(gate.access(presented, from: Self.phone), .paired(device))
        expectEqual(gate.access(presented, from: Self.phone).mayControl, false)
        expectEqual(gate.access(Self.request(), from: Self.phone), .none)
        expectEqual(gate.access(Self.request(cookie: "denizrota-session=x\(token)"), from: Self.phone), .none)
        expectEqual(gate.access(Self.request(), from: HTTPPeer(address: "127.0.0.1")), .local)
        // Used once: the same code pairs no second device; a new gate on the same store knows the device.
        #expect(try gate.pair(code: "909060", name: nil, peer: Self.phone, now: Self.start) == .refused)
        let reopened = try PairingGate(store: store, cookieName: "denizrota-session", random: Self.counter(9))
        expectEqual(reopened.access(presented, from: HTTPPeer(address: "10.0.0.7")), .paired(device))
        #expect(try reopened.revoke(named: "Deniz's phone") && store.devices.isEmpty)
        expectEqual(reopened.access(presented, from: Self.phone), .none)
        #expect(try !reopened.revoke(named: "Deniz's phone"))
        // A control code, expired one second after its lifetime; then a fresh one gives a controlling device.
        let late = reopened.issueCode(scope: .control, now: Self.start)
        let after = Self.start.addingTimeInterval(300)
        #expect(try reopened.pair(code: late.text, name: nil, peer: Self.phone, now: after) == .refused)
        let fresh = reopened.issueCode(scope: .control, now: after)
        guard case .paired(let helm, _) = try reopened.pair(code: fresh.text, name: "", peer: Self.phone, now: after)
        else {
            Issue.record("the fresh code did not pair")
            return
        }
        #expect(helm.name == "device-1" && helm.scope == .control)
        #expect(PairingAccess.paired(helm).mayControl && PairingAccess.local.mayControl)
    }

    /// Wrong codes: five per address and twenty overall per minute, then refused unread; the code is void after
    /// ten wrong tries.
    @Test func wrongCodesAreRateLimitedAndVoidTheCode() throws {
        let gate = try PairingGate(store: MemoryStore(), random: Self.counter(0))
        let code = gate.issueCode(scope: .control, now: Self.start)
        func attempt(_ address: String, _ second: Double, _ text: String = "111111") throws -> PairingOutcome {
            try gate.pair(
                code: text, name: nil, peer: HTTPPeer(address: address), now: Self.start.addingTimeInterval(second))
        }
        for second in 0..<5 { #expect(try attempt("10.0.0.2", Double(second)) == .refused) }
        #expect(try attempt("10.0.0.2", 5, code.text) == .rateLimited(retryAfterSeconds: 55))
        #expect(try attempt("10.0.0.2", 59.5) == .rateLimited(retryAfterSeconds: 1))
        for second in 6..<10 { #expect(try attempt("10.0.0.3", Double(second)) == .refused) }
        // Ten wrong tries: the right code no longer pairs (a fresh address, inside every limit).
        #expect(try attempt("10.0.0.4", 11) == .refused)
        #expect(try attempt("10.0.0.5", 12, code.text) == .refused)
        var limits = PairingAttempts()
        for index in 0..<20 { limits.recordFailure(address: "10.1.0.\(index)", now: Self.start) }
        expectEqual(limits.retryAfter(address: "10.2.0.1", now: Self.start.addingTimeInterval(30)), 30)
        #expect(limits.retryAfter(address: "10.2.0.1", now: Self.start.addingTimeInterval(60)) == nil)
    }

    @Test(arguments: [
        ([("host", "192.168.1.20:8642")], true),
        ([("host", "192.168.1.20:8642"), ("origin", "http://192.168.1.20:8642")], true),
        ([("host", "192.168.1.20:8642"), ("origin", "http://evil.example")], false),
        ([("host", "192.168.1.20:8642"), ("origin", "https://192.168.1.20:8642")], false),
        ([("host", "192.168.1.20:8642"), ("origin", "null")], false),
        ([("host", "192.168.1.20:8642"), ("sec-fetch-site", "cross-site")], false),
        ([("host", "192.168.1.20:8642"), ("sec-fetch-site", "same-site")], false),
        ([("host", "a:1"), ("sec-fetch-site", "same-origin"), ("origin", "http://a:1")], true),
    ])
    func stateChangesMustComeFromTheSameOrigin(_ headers: [(String, String)], _ allowed: Bool) {
        let request = HTTPRequest(method: "POST", target: "/api/v1/control", path: "/api/v1/control", headers: headers)
        expectEqual(PairingGate.isSameOrigin(request), allowed)
    }

    @Test func deviceNamesAreCleanedAndUnique() throws {
        let store = MemoryStore()
        store.devices = ["tablet", "device-1"].map {
            PairedDevice(name: $0, tokenHash: $0, scope: .view, pairedAt: Self.start, address: "10.0.0.9")
        }
        let gate = try PairingGate(store: store, random: Self.counter(0))
        let names = ["tablet", nil, "  ", "\u{202E}x\n", String(repeating: "é", count: 50)].map(gate.uniqueName)
        expectEqual(names, ["tablet-2", "device-2", "device-2", "x", String(repeating: "é", count: 40)])
    }
}
