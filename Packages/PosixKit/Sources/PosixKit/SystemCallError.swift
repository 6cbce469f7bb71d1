import Glibc

/// A failed system call: its name and `errno`, as a value (no localization here; the apps localize).
public struct SystemCallError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call, for example `connect`.
    public let call: String
    /// The `errno` value.
    public let code: Int32

    /// Creates the error of `call` with `errno` value `code`.
    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// The error of the last failed call (reads `errno` now).
    public static func last(_ call: String) -> SystemCallError {
        SystemCallError(call: call, code: errno)
    }

    /// ``code`` as a typed value, to compare with ``SystemErrorCode/notATerminal`` and the others.
    public var errorCode: SystemErrorCode { SystemErrorCode(rawValue: code) }

    /// The C library's English text for ``code`` (`strerror(3)`), for logs.
    public var message: String { String(cString: strerror(code)) }

    /// `connect: Connection refused`.
    public var description: String { "\(call): \(message)" }
}
