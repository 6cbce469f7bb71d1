import CLIKit

/// A numeric address and TCP port to listen on: `127.0.0.1:8642`, `[::1]:8642`, `0.0.0.0:8642` (the value of
/// `--http` and `--http-address`); port 0 lets the kernel pick a free one.
struct ListenAddress: ArgumentValue, Equatable {
    /// The host as written, without brackets (`::1`).
    let host: String
    /// The TCP port, 0…65535.
    let port: UInt16

    init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    init?(argument: String) {
        guard let (host, port) = DashboardOptions.parse(argument) else { return nil }
        self.init(host: host, port: port)
    }

    static var expectationKey: String { "value.expected.listenAddress" }
    static var choices: [String] { [] }

    /// `HOST:PORT`, with brackets around an IPv6 host.
    var argumentDescription: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
