/// Where `denizrotad --source` reads positions from.
///
/// Forms: `gpsd://HOST[:PORT]` (default 127.0.0.1:2947, IANA), `nmea-tcp://HOST[:PORT]` (default port 10110,
/// IANA "nmea-0183"), `nmea-udp://[HOST]:PORT`, a serial device path under `/dev/` (read at `--baud`), a file
/// path, or `-` for standard input. IPv6 hosts go in brackets: `gpsd://[::1]:2947`.
enum SourceAddress: Equatable, Sendable {
    case gpsd(host: String, port: UInt16)
    case nmeaTCP(host: String, port: UInt16)
    case nmeaUDP(host: String?, port: UInt16)
    case serial(path: String, baud: Int)
    case file(path: String)
    case standardInput

    /// gpsd's IANA port.
    static let gpsdPort: UInt16 = 2947
    /// IANA "nmea-0183" port.
    static let nmeaPort: UInt16 = 10110

    /// Parses the `--source` text.
    static func parse(_ text: String, baud: Int) -> SourceAddress? {
        if text == "-" { return .standardInput }
        if let rest = text.dropPrefix("gpsd://") {
            return hostPort(rest, defaultPort: gpsdPort).map { .gpsd(host: $0.host ?? "127.0.0.1", port: $0.port) }
        }
        if let rest = text.dropPrefix("nmea-tcp://") {
            guard let parsed = hostPort(rest, defaultPort: nmeaPort), let host = parsed.host else { return nil }
            return .nmeaTCP(host: host, port: parsed.port)
        }
        if let rest = text.dropPrefix("nmea-udp://") {
            // No default: a datagram source binds the port it is given, and NMEA senders use many.
            return hostPort(rest, defaultPort: nil).map { .nmeaUDP(host: $0.host, port: $0.port) }
        }
        guard !text.isEmpty, !text.contains("://") else { return nil }
        return text.hasPrefix("/dev/") ? .serial(path: text, baud: baud) : .file(path: text)
    }

    /// Whether fix times drive the clock (a replay runs as fast as the data allows).
    var isReplay: Bool {
        switch self {
        case .file, .standardInput: return true
        default: return false
        }
    }

    /// `host:port`, `[v6]:port`, `:port`, `host`; nil for a bad or missing port (without a default), an
    /// unclosed `[`, or a bracket or slash anywhere else.
    private static func hostPort(_ text: String, defaultPort: UInt16?) -> (host: String?, port: UInt16)? {
        var host = Substring(text)
        var portText: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let after = host[host.index(after: close)...]
            portText = after.hasPrefix(":") ? after.dropFirst() : nil
            guard after.isEmpty || portText != nil else { return nil }
            host = host[host.index(after: host.startIndex)..<close]
        } else if let colon = host.lastIndex(of: ":") {
            portText = host[host.index(after: colon)...]
            host = host[..<colon]
        }
        guard !host.contains(where: { "[]/ ".contains($0) }) else { return nil }
        guard let port = portText.map({ UInt16($0) }) ?? defaultPort, port > 0 else { return nil }
        return (host.isEmpty ? nil : String(host), port)
    }
}

extension String {
    fileprivate func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
