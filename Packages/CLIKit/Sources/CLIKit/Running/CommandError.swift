import Localization

/// A failure an action throws to end the command with a localized one-line message and a chosen exit code.
///
/// ```swift
/// throw CommandError(.ioError, key: "error.cannotRead", path)
/// throw CommandError(.dataError, wrapping: tariffError)       // a kit's LocalizableError, exit 65
/// ```
///
/// What the runner does with errors an action throws:
/// - `CommandError`: its message, its exit code;
/// - `InputValidationError`: one line per failure, exit 65;
/// - `UsageError`: its message and the `--help` hint, exit 64;
/// - any other `LocalizableError` (a kit's domain error): its message, exit 65 (bad input data);
/// - anything else: "unexpected failure", exit 1.
public struct CommandError: Error, Sendable, LocalizableError {
    /// The exit code.
    public let exitCode: ExitCode
    /// The catalog key of the message.
    public let messageKey: String
    /// The message's placeholder values.
    public let messageArguments: [String]
    /// The wrapped error, whose language-specific arguments are used when present.
    private let wrapped: (any LocalizableError & Sendable)?

    /// Creates an error with its own message.
    ///
    /// - Parameters:
    ///   - exitCode: the exit code.
    ///   - key: the catalog key of the message.
    ///   - arguments: the values for its placeholders.
    public init(_ exitCode: ExitCode, key: String, _ arguments: String...) {
        self.exitCode = exitCode
        messageKey = key
        messageArguments = arguments
        wrapped = nil
    }

    /// Wraps a domain error, keeping its message and choosing the exit code.
    ///
    /// - Parameters:
    ///   - exitCode: the exit code.
    ///   - error: the domain error.
    public init(_ exitCode: ExitCode, wrapping error: any LocalizableError & Sendable) {
        self.exitCode = exitCode
        messageKey = error.messageKey
        messageArguments = error.messageArguments
        wrapped = error
    }

    /// The wrapped error's arguments for the language, or `messageArguments`.
    ///
    /// - Parameter language: the language the message is shown in.
    /// - Returns: the placeholder values.
    public func messageArguments(for language: Language) -> [String] {
        wrapped?.messageArguments(for: language) ?? messageArguments
    }
}
