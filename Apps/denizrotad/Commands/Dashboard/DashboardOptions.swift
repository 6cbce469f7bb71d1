import CLIKit
import Foundation
import HTTPServing
import PosixKit
import Storage

/// `--http[=ADDRESS]`, its alias `--http-address` and `--pace`: the dashboard's options and its start-up.
enum DashboardOptions {
    /// The dashboard's default port on the loopback address (`--http` alone): 8642, free of the boat servers'
    /// usual ports (Signal K 3000, AvNav 8080, OpenCPN 8443).
    static let defaultPort: UInt16 = 8642
    /// `--http` alone: the loopback address on ``defaultPort``.
    static let loopback = ListenAddress(host: "127.0.0.1", port: defaultPort)
    /// `--http[=ADDRESS]`: the dashboard, on `ADDRESS` when given (Docs/denizrotad-api.md).
    static let http = OptionalValueOption<ListenAddress>(
        "http", valueName: "denizrotad.value.address", help: "denizrotad.option.http",
        helpArguments: [String(defaultPort)], bareValue: loopback)
    /// `--http-address ADDRESS`: the same as `--http ADDRESS`, kept for the scripts written before `--http` took one.
    static let address = Option<ListenAddress>(
        "http-address", valueName: "denizrotad.value.address", help: "denizrotad.option.httpAddress")
    static let pace = Option<Double>("pace", valueName: "denizrotad.value.factor", help: "denizrotad.option.pace")
    /// The range `--pace` takes: a hundredth of real time to a thousand times faster.
    static let paceRange = 0.01...1000.0

    static let options: [any OptionDeclaration] = [http, address, pace]

    /// The `--pace` factor, checked: only with a replay, within ``paceRange``.
    static func paceFactor(_ context: CommandContext, replay: Bool) throws -> Double? {
        guard let factor = context.arguments[pace] else { return nil }
        guard replay else { throw CommandError(.usage, key: "denizrotad.error.paceLive") }
        guard paceRange.contains(factor) else {
            throw CommandError(.usage, key: "denizrotad.error.pace", String(factor))
        }
        return factor
    }

    /// The dashboard when `--http[=ADDRESS]` or `--http-address ADDRESS` is given: listening, its address said on standard error;
    /// on an address other machines reach, with pairing (its devices in `database`).
    static func make(_ context: CommandContext, database: SQLiteDatabase) throws -> DashboardServer? {
        let bare = context.arguments[http]
        let alias = context.arguments[address]
        // `--http --http-address X` is X (as before `--http` took a value); two different addresses are refused.
        if let bare, let alias, bare != alias, bare != loopback {
            throw CommandError(
                .usage, key: "denizrotad.error.httpTwice", bare.argumentDescription, alias.argumentDescription)
        }
        guard let chosen = alias ?? bare else { return nil }
        let (host, port, text) = (chosen.host, chosen.port, chosen.argumentDescription)
        let listener: Int32
        do {
            listener = try TCPListener.listen(host: host, port: port)
        } catch {
            throw CommandError(.unavailable, key: "denizrotad.error.httpListen", text, "\(error)")
        }
        let bound = TCPListener.localPort(listener) ?? port
        let shown = host.contains(":") ? "[\(host)]:\(bound)" : "\(host):\(bound)"
        let server = DashboardServer(
            listener: listener, hostPort: shown, allowedHosts: allowedHosts(shown: shown, port: bound),
            localizer: context.localizer, startedAt: context.environment.now())
        server.server.acceptsReachedAddress = isWildcard(host)
        context.diagnostics.hint(context.localizer.text("denizrotad.note.http", arguments: [server.url]))
        if !isLoopback(host) { try DashboardPairing.start(server, context: context, database: database) }
        return server
    }

    /// The `Host` values served: the bound address, and this machine's loopback names (a browser on the boat's
    /// computer itself); on a wildcard address (`0.0.0.0`, `::`) also whichever address a client reached
    /// (``HTTPServer/acceptsReachedAddress``), and `HOSTNAME.local` (mDNS, how phones find a Raspberry Pi).
    static func allowedHosts(shown: String, port: UInt16, hostName: String? = nil) -> Set<String> {
        var hosts: Set<String> = [shown.lowercased(), "localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)"]
        if let name = (hostName ?? ProcessIdentity.hostName()).map({ $0.lowercased() }), !name.isEmpty {
            hosts.formUnion(["\(name):\(port)", "\(name).local:\(port)"])
        }
        return hosts
    }

    /// `0.0.0.0` or `::`: every address of the machine.
    static func isWildcard(_ host: String) -> Bool {
        host == "0.0.0.0" || host == "::" || host == "[::]"
    }

    /// `HOST:PORT` or `[IPv6]:PORT` with a numeric host, or nil.
    static func parse(_ text: String) -> (host: String, port: UInt16)? {
        let host: Substring
        let portText: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
                return nil
            }
            host = text[text.index(after: text.startIndex)..<close]
            portText = text[text.index(close, offsetBy: 2)...]
        } else {
            guard let colon = text.lastIndex(of: ":"), !text[..<colon].contains(":") else { return nil }
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty, !portText.isEmpty, portText.allSatisfy(\.isASCII), let port = UInt16(portText) else {
            return nil
        }
        return (String(host), port)
    }

    /// Whether a numeric host is this machine only (127.0.0.0/8 or ::1); other addresses need pairing.
    static func isLoopback(_ host: String) -> Bool {
        host == "::1" || (host.hasPrefix("127.") && host.split(separator: ".").count == 4)
    }
}
