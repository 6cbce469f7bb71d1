/// The object `--json` writes on standard output when a command fails (Docs/json.md §Errors).
///
/// `{"error": {"code": …, "exitCode": …, "message": …}, "schemaVersion": 1}`. The message also goes to standard
/// error and the process exits with the same code.
public struct JSONErrorDocument: JSONDocument, Equatable {
    /// The failure.
    public struct Failure: Encodable, Equatable, Sendable {
        /// A stable identifier of the failure: the catalog key of its message (`trip.error.notFound`,
        /// `error.missingOption`, `validation.range`); the same in every language.
        public let code: String
        /// The message in the user's language, as on standard error (several validation failures: one per line).
        public let message: String
        /// The process's exit code (sysexits: 1, 64, 65, 66, 69, 73, 74).
        public let exitCode: Int32
    }

    /// The failure.
    public let error: Failure

    /// Creates the document.
    ///
    /// - Parameters:
    ///   - code: the catalog key of the message.
    ///   - message: the localized message.
    ///   - exitCode: the exit code.
    public init(code: String, message: String, exitCode: ExitCode) {
        error = Failure(code: code, message: message, exitCode: exitCode.rawValue)
    }
}
