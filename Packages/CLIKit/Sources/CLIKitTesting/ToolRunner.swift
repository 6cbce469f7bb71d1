#if os(macOS) || os(Linux)
    // Process (Foundation) exists on macOS and Linux only; on iOS, tvOS, watchOS and visionOS a test cannot
    // start a child process, so the runner is left out there.
    import Foundation

    /// Runs a built executable (or a system tool given by absolute path) as a user would, and captures its output.
    ///
    /// Built executables are found in `$WORKSPACE_BIN_DIR` or beside the test bundle (`.build/<config>/`). The child
    /// gets a clean environment: `PATH`, `HOME`, `LANG=C`, then the variables a test passes (which win). Standard
    /// input comes from a file and standard output and standard error go to files, so no pipe can fill up and
    /// block the child; a child that outlives its time limit is killed (SIGKILL) and the run reports
    /// 128 + 9.
    ///
    /// ```swift
    /// let run = try ToolRunner.run("denklem", ["--help"], environment: ["LANG": "tr_TR.UTF-8"])
    /// #expect(run.status == 0)
    /// let text = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", path, "-"]).standardOutput
    /// ```
    public enum ToolRunner {
        /// A failure of the runner itself (not of the tool under test).
        public enum Failure: Error, CustomStringConvertible {
            /// No candidate directory holds an executable of that name.
            case binaryNotFound(String, searched: [String])

            /// The failure in English, for test logs.
            public var description: String {
                switch self {
                case .binaryNotFound(let name, let searched):
                    "built binary '\(name)' not found; searched: \(searched.joined(separator: ", "))"
                }
            }
        }

        /// Runs an executable to completion (or to its time limit).
        ///
        /// - Parameters:
        ///   - tool: a built executable's name, or an absolute path (`/usr/bin/pdftotext`).
        ///   - arguments: its arguments.
        ///   - standardInput: bytes fed to its standard input, as UTF-8 text.
        ///   - environment: variables added to the clean environment.
        ///   - timeLimit: seconds before the child is killed.
        /// - Returns: its output, errors and status.
        /// - Throws: when the executable cannot be found or started, or its output cannot be read back.
        public static func run(
            _ tool: String, _ arguments: [String] = [], standardInput: String = "",
            environment: [String: String] = [:], timeLimit: TimeInterval = 30
        ) throws -> ToolRun {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let files = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
            try Data(standardInput.utf8).write(to: files[0])
            for file in files.dropFirst() { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }

            let process = Process()
            process.executableURL = try binary(named: tool)
            process.arguments = arguments
            process.environment = cleanEnvironment().merging(environment) { _, given in given }
            process.standardInput = try FileHandle(forReadingFrom: files[0])
            process.standardOutput = try FileHandle(forWritingTo: files[1])
            process.standardError = try FileHandle(forWritingTo: files[2])
            try process.run()
            wait(for: process, timeLimit: timeLimit)
            let status =
                process.terminationReason == .uncaughtSignal
                ? 128 + process.terminationStatus : process.terminationStatus
            return ToolRun(
                standardOutputBytes: Array(try Data(contentsOf: files[1])),
                standardError: try String(contentsOf: files[2], encoding: .utf8), status: status)
        }

        /// The URL of a built executable, or of a system tool given by absolute path.
        ///
        /// - Parameter name: the executable's name, or an absolute path used as it is.
        /// - Returns: its URL.
        /// - Throws: ``Failure/binaryNotFound(_:searched:)`` when no candidate directory holds it.
        public static func binary(named name: String) throws -> URL {
            if name.hasPrefix("/") { return URL(fileURLWithPath: name) }
            let candidates = candidateDirectories()
            for directory in candidates {
                let url = directory.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
            throw Failure.binaryNotFound(name, searched: candidates.map(\.path))
        }

        /// Polls every 2 ms until the child exits, killing it (SIGKILL) at the time limit.
        private static func wait(for process: Process, timeLimit: TimeInterval) {
            let deadline = Date().addingTimeInterval(timeLimit)
            while process.isRunning && Date() < deadline { usleep(2_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }

        /// `$WORKSPACE_BIN_DIR`, then the test bundle's directory and its ancestors (macOS nests the bundle).
        private static func candidateDirectories() -> [URL] {
            var directories: [URL] = []
            if let override = ProcessInfo.processInfo.environment["WORKSPACE_BIN_DIR"] {
                directories.append(URL(fileURLWithPath: override))
            }
            var bundle = Bundle.main.bundleURL.resolvingSymlinksInPath()
            for _ in 0..<4 {
                directories.append(bundle.hasDirectoryPath ? bundle : bundle.deletingLastPathComponent())
                bundle = bundle.deletingLastPathComponent()
            }
            let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            directories.append(executable.deletingLastPathComponent())
            return directories
        }

        private static func cleanEnvironment() -> [String: String] {
            let parent = ProcessInfo.processInfo.environment
            return ["PATH": parent["PATH"] ?? "/usr/bin:/bin", "HOME": parent["HOME"] ?? "/tmp", "LANG": "C"]
        }
    }
#endif
