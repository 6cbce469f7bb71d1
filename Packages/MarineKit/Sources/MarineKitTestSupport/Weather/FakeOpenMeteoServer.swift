import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// `Process` (a child python3) exists only on macOS and Linux; on iOS, tvOS, watchOS and visionOS this double is
// absent and tests use `ScriptedTransport` instead.
#if os(macOS) || os(Linux)
    /// The fake Open-Meteo server (`Packages/MarineKit/Tests/Fixtures/fake-open-meteo.py`) run as a child process on
    /// 127.0.0.1.
    ///
    /// Start it in a test, point the client at ``baseURL(scenario:api:)``, and ``stop()`` it at the end (it is
    /// also stopped when the value is released). See the script's header for the scenarios.
    public final class FakeOpenMeteoServer: @unchecked Sendable {
        /// Why the server could not be started.
        public struct StartError: Error, CustomStringConvertible {
            /// What went wrong.
            public let description: String
        }

        /// The port it listens on.
        public let port: Int
        private let process: Process
        /// Holding the write end keeps the server alive; closing it (here or when the test process dies) stops it.
        private let input: Pipe

        /// The script shipped with this package (`Packages/MarineKit/Tests/Fixtures/fake-open-meteo.py`), found from
        /// this source file's path, so it resolves in a checkout of the repository and in a dependency's checkout.
        public static let packagedScriptPath = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // …/MarineKitTestSupport/Weather
            .deletingLastPathComponent()  // …/Sources/MarineKitTestSupport
            .deletingLastPathComponent()  // …/MarineKit/Sources
            .deletingLastPathComponent()  // Packages/MarineKit
            .appendingPathComponent("Tests/Fixtures/fake-open-meteo.py").path

        /// Starts the script at `scriptPath` with `python3` from `PATH`, waiting until it listens.
        ///
        /// - Parameters:
        ///   - scriptPath: path of the server script; ``packagedScriptPath`` unless a test brings its own.
        ///   - delaySeconds: a sleep before every API answer (benchmarks use 0.1 s).
        /// - Throws: ``StartError`` when the server does not report its port, or the launch error.
        public init(scriptPath: String = packagedScriptPath, delaySeconds: Double = 0) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", scriptPath, "--port", "0", "--delay", String(delaySeconds), "--exit-with-stdin",
            ]
            let output = Pipe()
            let input = Pipe()
            process.standardOutput = output
            process.standardInput = input
            process.standardError = FileHandle.nullDevice
            try process.run()
            var text = ""
            while !text.contains("\n") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5).prefix { $0.isNumber }) else {
                process.terminate()
                throw StartError(description: "fake Open-Meteo server did not start: \(text)")
            }
            self.port = port
            self.process = process
            self.input = input
        }

        /// The base URL of `api` (`forecast` or `marine`) in `scenario`.
        ///
        /// For example `http://127.0.0.1:PORT/ok/v1/marine`.
        public func baseURL(scenario: String, api: String) -> URL {
            url("/\(scenario)/v1/\(api)")
        }

        /// `http://127.0.0.1:PORT` followed by `path`.
        public func url(_ path: String) -> URL {
            URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: path)
        }

        /// API requests served since start or the last reset (the server's `/__stats`).
        public func requestCount() async throws -> Int {
            let (data, _) = try await URLSession.shared.data(from: url("/__stats"))
            let stats = try JSONDecoder().decode([String: Int].self, from: data)
            return stats["requests"] ?? -1
        }

        /// Stops the server.
        public func stop() {
            try? input.fileHandleForWriting.close()
            if process.isRunning { process.terminate() }
        }

        deinit { stop() }
    }
#endif
