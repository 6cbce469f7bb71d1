import Foundation
import PosixKit

/// Runs a role of `ChildProcessEntry` in a separate process: this same test binary, relaunched with a Swift
/// Testing filter that selects only the entry test, and the role in the environment.
///
/// This works wherever the tests run (`swift test --package-path Packages/Storage`, or the root workspace's
/// test binary) without a helper executable that only one of the two manifests could build.
final class ChildProcess {
    /// The environment variable that selects the role; its absence disables the entry test.
    static let roleVariable = "STORAGE_TEST_CHILD_ROLE"
    /// The environment variable that carries the database path.
    static let pathVariable = "STORAGE_TEST_DATABASE"
    /// A role-specific argument (a number or a tag).
    static let argumentVariable = "STORAGE_TEST_ARGUMENT"

    private let process = Process()
    private let output = Pipe()
    private let errorFile: String
    private var received = Data()

    /// Starts `role` on the database at `path`; the child's stderr goes to `<path>.<tag>.stderr`.
    init(role: ChildRole, databasePath: String, argument: String = "") throws {
        var environment = ProcessInfo.processInfo.environment
        environment[Self.roleVariable] = role.rawValue
        environment[Self.pathVariable] = databasePath
        environment[Self.argumentVariable] = argument
        errorFile = "\(databasePath).\(role.rawValue)-\(UUID().uuidString).stderr"
        _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
        process.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["--testing-library", "swift-testing", "--filter", "childProcessEntry"]
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: errorFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// The reported values so far: stdout lines that start with `prefix`, prefix removed.
    ///
    /// Swift Testing's own output is skipped. Blocks until the child writes more, or returns what there is at end of output.
    func readReports(prefix: String) -> [String] {
        let chunk = output.fileHandleForReading.availableData
        received.append(chunk)
        return Self.reports(in: received, prefix: prefix)
    }

    /// Waits for the child to end; returns every report, its stderr and its exit status.
    func finish(prefix: String) -> (reports: [String], errors: String, status: Int32) {
        received.append(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        let errors = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: errorFile)
        return (Self.reports(in: received, prefix: prefix), errors, process.terminationStatus)
    }

    /// Sends SIGKILL: the child dies at once, in whatever it was doing.
    func kill() {
        _ = Signal.kill.send(to: process.processIdentifier)
    }

    /// Complete lines (ending in a newline) that start with `prefix`.
    private static func reports(in data: Data, prefix: String) -> [String] {
        var text = String(decoding: data, as: UTF8.self)
        if let lastNewline = text.lastIndex(of: "\n") {
            text = String(text[..<lastNewline])
        } else {
            text = ""
        }
        return text.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
}
