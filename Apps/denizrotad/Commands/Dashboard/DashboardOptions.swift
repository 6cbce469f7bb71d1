import CLIKit
import Foundation
import HTTPServing
import PosixKit

/// `--http`, `--http-address` and `--pace`: the dashboard's options and its start-up.
enum DashboardOptions {
    /// The dashboard's default port on the loopback address (`--http` alone): 8642, free of the boat servers'
    /// usual ports (Signal K 3000, AvNav 8080, OpenCPN 8443).
    static let defaultPort: UInt16 = 8642
    static let http = Flag("http", help: "denizrotad.option.http", helpArguments: [String(defaultPort)])
    static let address = Option<String>(
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

    /// The dashboard when `--http` or `--http-address` is given: listening, its address said on standard error.
    static func make(_ context: CommandContext) throws -> DashboardServer? {
        let given = context.arguments[address]
        guard context.arguments[http] || given != nil else { return nil }
        let text = given ?? "127.0.0.1:\(defaultPort)"
        guard let (host, port) = parse(text) else {
            throw CommandError(.usage, key: "denizrotad.error.httpAddress", text)
        }
        guard isLoopback(host) else { throw CommandError(.usage, key: "denizrotad.error.httpPairing", text) }
        let listener: Int32
        do {
            listener = try TCPListener.listen(host: host, port: port)
        } catch {
            throw CommandError(.unavailable, key: "denizrotad.error.httpListen", text, "\(error)")
        }
        let bound = TCPListener.localPort(listener) ?? port
        let shown = host.contains(":") ? "[\(host)]:\(bound)" : "\(host):\(bound)"
        let allowed: Set<String> = [shown, "localhost:\(bound)"]
        let server = DashboardServer(
            listener: listener, hostPort: shown, allowedHosts: allowed, localizer: context.localizer,
            startedAt: context.environment.now())
        context.diagnostics.hint(context.localizer.text("denizrotad.note.http", arguments: [server.url]))
        return server
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
