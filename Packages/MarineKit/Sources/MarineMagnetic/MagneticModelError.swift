import Localization

/// Why a magnetic model could not be read or evaluated.
///
/// Messages live in ``MagneticStrings`` under `error.magnetic.*`.
public enum MagneticModelError: Error, Equatable, Sendable, LocalizableError {
    /// The coefficient file is malformed at this 1-based line.
    case invalidCoefficients(line: Int)

    /// Catalog key of the one-line message.
    public var messageKey: String {
        switch self {
        case .invalidCoefficients: "error.magnetic.coefficients"
        }
    }

    /// The 1-based line number.
    public var messageArguments: [String] {
        switch self {
        case .invalidCoefficients(let line): [String(line)]
        }
    }
}
