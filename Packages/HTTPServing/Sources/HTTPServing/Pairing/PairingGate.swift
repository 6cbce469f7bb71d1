import Foundation

/// Pairing for a server reachable from other machines: one-time codes, session cookies stored hashed, two scopes,
/// a rate limit on wrong codes and the same-origin check of state-changing requests (Docs/security.md).
///
/// It reads no clock and makes no randomness of its own: `now` comes with every call and `random` (the caller's
/// cryptographically secure source, `SystemRandomNumberGenerator` in a program) makes codes and tokens. Clients
/// on this machine (``HTTPPeer/isLoopback``) need no pairing.
public final class PairingGate {
    /// Seconds a code is accepted after it was issued: 5 minutes, enough to walk to the boat's computer and type it.
    public static let codeLifetime: TimeInterval = 300
    /// Wrong tries after which a code is void (a new one must be issued).
    public static let codeFailureLimit = 10
    /// Longest device name, in characters.
    public static let nameLength = 40
    /// The cookie's lifetime, seconds: 400 days, the most browsers keep (RFC 6265bis); revoking ends it sooner.
    public static let cookieMaxAge = 34_560_000

    /// The session cookie's name.
    public let cookieName: String
    private let store: any PairedDeviceStore
    private let random: (Int) -> [UInt8]
    private var byHash: [String: PairedDevice]
    private var code: (value: PairingCode, failures: Int)?
    private var attempts = PairingAttempts()

    /// A gate over the devices in `store`.
    ///
    /// - Parameters:
    ///   - store: where paired devices are kept (read now, written on pairing and revoking).
    ///   - cookieName: the session cookie's name (letters, digits, `-`, `_`).
    ///   - random: `count` uniformly random bytes from a cryptographically secure source.
    /// - Throws: the store's error when it cannot be read.
    public init(store: any PairedDeviceStore, cookieName: String = "session", random: @escaping (Int) -> [UInt8])
        throws
    {
        self.store = store
        self.cookieName = cookieName
        self.random = random
        byHash = Dictionary(try store.loadDevices().map { ($0.tokenHash, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The paired devices, oldest first.
    public var devices: [PairedDevice] {
        byHash.values.sorted { ($0.pairedAt, $0.name) < ($1.pairedAt, $1.name) }
    }

    /// Issues a new code (the previous one stops working), valid for ``codeLifetime`` seconds from `now`.
    public func issueCode(scope: PairingScope, now: Date) -> PairingCode {
        // Rejection sampling keeps all 10⁶ codes equally likely (2³² is not a multiple of 10⁶).
        var number: UInt32
        repeat {
            number = random(4).reduce(0) { $0 << 8 | UInt32($1) }
        } while number >= 4_294_000_000
        let digits = String(number % 1_000_000)
        let issued = PairingCode(
            text: String(repeating: "0", count: 6 - digits.count) + digits, scope: scope,
            expiresAt: now.addingTimeInterval(Self.codeLifetime))
        code = (issued, 0)
        return issued
    }

    /// Pairs a device that presents `text` from `peer`: on success the code is spent, the device stored and the
    /// cookie returned; a wrong code counts against the rate limit and the code.
    ///
    /// - Parameters:
    ///   - text: the code as typed (spaces and `-` ignored).
    ///   - name: the name the user gave the device, or nil/blank for `device-N`; made unique.
    ///   - peer: the client.
    ///   - now: the time of the request.
    /// - Returns: the device and its cookie, a refusal, or the seconds to wait.
    /// - Throws: the store's error (nothing is paired then).
    public func pair(code text: String, name: String?, peer: HTTPPeer, now: Date) throws -> PairingOutcome {
        if let wait = attempts.retryAfter(address: peer.address, now: now) {
            return .rateLimited(retryAfterSeconds: wait)
        }
        let given = text.filter { !$0.isWhitespace && $0 != "-" }
        guard let current = code, now < current.value.expiresAt,
            Self.sameBytes(Array(given.utf8), Array(current.value.text.utf8))
        else {
            attempts.recordFailure(address: peer.address, now: now)
            if let held = code {
                code = held.failures + 1 >= Self.codeFailureLimit ? nil : (held.value, held.failures + 1)
            }
            return .refused
        }
        let token = Self.base64URL(random(32))
        let device = PairedDevice(
            name: uniqueName(name), tokenHash: SessionDigest.hex(Array(token.utf8)), scope: current.value.scope,
            pairedAt: now, address: peer.address)
        try store.saveDevice(device)
        code = nil
        byHash[device.tokenHash] = device
        let cookie = "\(cookieName)=\(token); Path=/; Max-Age=\(Self.cookieMaxAge); HttpOnly; SameSite=Strict"
        return .paired(device, setCookie: cookie)
    }

    /// How `request` from `peer` may reach the API: local, a paired device's valid cookie, or neither.
    public func access(_ request: HTTPRequest, from peer: HTTPPeer) -> PairingAccess {
        if peer.isLoopback { return .local }
        return device(presenting: request).map(PairingAccess.paired) ?? .none
    }

    /// The device whose session token the request's `Cookie` carries, or nil.
    public func device(presenting request: HTTPRequest) -> PairedDevice? {
        for header in request.headerValues("cookie") {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
                guard parts.count == 2, parts[0] == cookieName, parts[1].count <= 64 else { continue }
                if let device = byHash[SessionDigest.hex(Array(parts[1].utf8))] { return device }
            }
        }
        return nil
    }

    /// Forgets the device named `name` (its cookie stops working at once); false when there is none.
    /// - Throws: the store's error (the device stays paired then).
    public func revoke(named name: String) throws -> Bool {
        guard let device = byHash.values.first(where: { $0.name == name }) else { return false }
        try store.removeDevice(named: name)
        byHash[device.tokenHash] = nil
        return true
    }

    /// Whether a state-changing request comes from this server's own pages (CSRF).
    ///
    /// Its `Origin`, when present, must be `http://` and the request's `Host`; a browser's `Sec-Fetch-Site` other than `same-origin` or `none`
    /// is refused even without `Origin`. Requests without either (curl, scripts) pass: they are not a browser
    /// carrying someone else's cookie.
    public static func isSameOrigin(_ request: HTTPRequest) -> Bool {
        if let site = request.header("sec-fetch-site")?.lowercased(), site != "same-origin", site != "none" {
            return false
        }
        guard let origin = request.header("origin") else { return true }
        let host = (request.header("host") ?? "").lowercased()
        return !host.isEmpty && origin.lowercased() == "http://" + host
    }

    /// `name` cleaned (control characters dropped, spaces trimmed, at most ``nameLength`` characters) and made
    /// unique with `-2`, `-3`…; blank: the first free `device-N`.
    func uniqueName(_ name: String?) -> String {
        let taken = Set(byHash.values.map(\.name))
        let cleaned = String(
            (name ?? "").unicodeScalars.filter { !$0.properties.generalCategory.isControlOrFormat }.map(Character.init)
        ).trimmingCharacters(in: .whitespaces)
        let base = String(cleaned.prefix(Self.nameLength))
        guard !base.isEmpty else {
            return (1...).lazy.map { "device-\($0)" }.first { !taken.contains($0) } ?? "device"
        }
        guard taken.contains(base) else { return base }
        return (2...).lazy.map { "\(base)-\($0)" }.first { !taken.contains($0) } ?? base
    }

    /// Compares without stopping at the first difference (no timing hint on how many digits were right).
    static func sameBytes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// Unpadded base64url (RFC 4648 §5): cookie-safe, 43 characters for 32 bytes.
    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}

extension Unicode.GeneralCategory {
    /// Control, format, separator-line/paragraph, unassigned, surrogate or private-use: never shown in a name.
    fileprivate var isControlOrFormat: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse: true
        default: false
        }
    }
}
