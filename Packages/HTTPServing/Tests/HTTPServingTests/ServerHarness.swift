// Linux only, like the server.
#if os(Linux)
    import Foundation
    import HTTPServing
    import PosixKit

    /// A server on a loopback port with a clock the test moves, and raw clients for it.
    final class ServerHarness {
        var clock = Date(timeIntervalSince1970: 1_800_000_000)
        let server: HTTPServer
        let port: UInt16

        init(limits: HTTPLimits = HTTPLimits(), handler: @escaping HTTPServer.Handler) throws {
            let listener = try TCPListener.listen(host: "127.0.0.1", port: 0)
            port = TCPListener.localPort(listener) ?? 0
            server = HTTPServer(
                listeners: [listener], limits: limits, allowedHosts: ["127.0.0.1:\(port)", "localhost:\(port)"],
                streamTag: "t", handler: handler)
        }

        deinit { server.close() }

        /// Moves the clock and runs the timers.
        func advance(_ seconds: Double) {
            clock = clock.addingTimeInterval(seconds)
            server.tick(now: clock)
        }

        /// Runs the server a few rounds (each waits at most 20 ms for readiness).
        func pump(_ rounds: Int = 5) {
            for _ in 0..<rounds { server.runOnce(timeoutMilliseconds: 20) { self.clock } }
        }

        /// A connected client.
        func connect() throws -> TestClient {
            let descriptor = try Socket.startTCPConnect(host: "127.0.0.1", port: port)
            var set = PollSet([PollSet.Entry(descriptor: descriptor, wantsRead: false, wantsWrite: true)])
            _ = set.wait(milliseconds: 2000)
            pump(1)
            return TestClient(descriptor: descriptor, harness: self)
        }
    }

    /// One raw client connection.
    final class TestClient {
        let descriptor: Int32
        unowned let harness: ServerHarness
        private(set) var received: [UInt8] = []
        private(set) var isClosedByServer = false

        init(descriptor: Int32, harness: ServerHarness) {
            self.descriptor = descriptor
            self.harness = harness
        }

        deinit { Descriptor.close(descriptor) }

        func send(_ text: String) {
            _ = StreamTransfer.write(descriptor, Array(text.utf8)[...])
        }

        /// Pumps the server and reads until `done` holds for what arrived (or the server closed, or 100 rounds).
        @discardableResult
        func receive(rounds: Int = 100, until done: (String) -> Bool = { $0.contains("\r\n\r\n") }) -> String {
            var chunk = [UInt8](repeating: 0, count: 65536)
            for _ in 0..<rounds where !done(text) && !isClosedByServer {
                harness.pump(1)
                var set = PollSet([PollSet.Entry(descriptor: descriptor)])
                _ = set.wait(milliseconds: 10)
                switch StreamTransfer.read(descriptor, into: &chunk) {
                case .bytes(let count): received += chunk[0..<count]
                case .ended, .failed: isClosedByServer = true
                case .wouldBlock: break
                }
            }
            return text
        }

        /// What arrives within a few rounds (for checking that nothing does).
        func receiveBriefly() -> String {
            receive(rounds: 3) { _ in false }
        }

        /// Reads until the server closes the connection.
        func receiveUntilClosed() -> String {
            receive { _ in false }
        }

        var text: String { String(decoding: received, as: UTF8.self) }

        func clear() { received.removeAll() }
    }

    /// A request with the harness's Host.
    func request(_ method: String, _ target: String, port: UInt16, _ headers: [String] = []) -> String {
        ([method + " " + target + " HTTP/1.1", "Host: 127.0.0.1:\(port)"] + headers).joined(separator: "\r\n")
            + "\r\n\r\n"
    }
#endif
