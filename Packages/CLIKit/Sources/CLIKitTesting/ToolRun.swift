import CLIKit
import Foundation

/// What one run of a tool produced, in-process (``ToolHarness``) or as a child process (``ToolRunner``).
public struct ToolRun: Sendable {
    /// Everything the tool wrote to standard output, decoded as UTF-8.
    public var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }
    /// Everything the tool wrote to standard output, byte for byte (binary output such as `--pdf -`).
    public let standardOutputBytes: [UInt8]
    /// Everything the tool wrote to standard error, decoded as UTF-8.
    public let standardError: String
    /// The exit status (for a child process killed by a signal: 128 + the signal number).
    public let status: Int32

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - standardOutputBytes: the bytes written to standard output.
    ///   - standardError: the text written to standard error.
    ///   - status: the exit status.
    public init(standardOutputBytes: [UInt8], standardError: String, status: Int32) {
        self.standardOutputBytes = standardOutputBytes
        self.standardError = standardError
        self.status = status
    }

    /// Creates a result from text on standard output.
    ///
    /// - Parameters:
    ///   - standardOutput: the text written to standard output.
    ///   - standardError: the text written to standard error.
    ///   - status: the exit status.
    public init(standardOutput: String, standardError: String, status: Int32) {
        self.init(standardOutputBytes: Array(standardOutput.utf8), standardError: standardError, status: status)
    }

    /// The exit status as CLIKit's `ExitCode`; `nil` for a status no `ExitCode` names (a signal, a crash).
    public var exitCode: ExitCode? { ExitCode(rawValue: status) }

    /// Standard output parsed as one JSON object; empty when it is not one.
    public var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(standardOutputBytes))) as? [String: Any] ?? [:]
    }
}
