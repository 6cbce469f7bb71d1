import Foundation

/// What a run of a built tool produced.
struct ToolRun: Sendable {
    /// Everything the tool wrote to standard output, as UTF-8.
    let standardOutput: String
    /// Everything the tool wrote to standard error, as UTF-8.
    let standardError: String
    /// The exit status (the signal number + 128 when killed by a signal).
    let status: Int32
}

/// Runs the built executables of the workspace (`denklem`, `unitconv`, `denizrota`, `denizrotad`) as a user would.
///
/// The binaries are found next to the test bundle (`.build/<config>/`), or in `$WORKSPACE_BIN_DIR`. The child gets
/// a clean environment: `PATH`, `HOME`, `LANG=C`, then the variables a test passes (which win). Standard output and
/// standard error go to temporary files, so no pipe can fill up and block the child; a child that outlives its
/// time limit is killed and the test fails on its status.
///
/// ```swift
/// let run = try ToolRunner.run("denklem", ["--help"], environment: ["LANG": "tr_TR.UTF-8"])
/// #expect(run.status == 0)
/// ```
enum ToolRunner {
    /// Errors of the runner itself (not of the tool under test).
    enum Failure: Error, CustomStringConvertible {
        case binaryNotFound(String, searched: [String])

        var description: String {
            switch self {
            case .binaryNotFound(let name, let searched):
                "built binary '\(name)' not found; searched: \(searched.joined(separator: ", "))"
            }
        }
    }

    /// Runs a tool to completion.
    ///
    /// - Parameters:
    ///   - tool: the executable's name.
    ///   - arguments: its arguments.
    ///   - standardInput: text fed to its standard input.
    ///   - environment: variables added to the clean environment.
    ///   - timeLimit: seconds before the child is killed (SIGKILL).
    /// - Returns: its output, errors and status.
    /// - Throws: when the binary cannot be found or started.
    static func run(
        _ tool: String, _ arguments: [String] = [], standardInput: String = "", environment: [String: String] = [:],
        timeLimit: TimeInterval = 30
    ) throws -> ToolRun {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString)")
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
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()

        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return ToolRun(
            standardOutput: try String(contentsOf: files[1], encoding: .utf8),
            standardError: try String(contentsOf: files[2], encoding: .utf8), status: status)
    }

    /// The URL of a built executable, or of a system tool given by absolute path (`/usr/bin/pdftotext`).
    ///
    /// - Parameter name: the executable's name, or an absolute path used as it is.
    /// - Returns: its URL.
    /// - Throws: `Failure.binaryNotFound` when no candidate directory holds it.
    static func binary(named name: String) throws -> URL {
        if name.hasPrefix("/") { return URL(fileURLWithPath: name) }
        let candidates = candidateDirectories()
        for directory in candidates {
            let url = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw Failure.binaryNotFound(name, searched: candidates.map(\.path))
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
