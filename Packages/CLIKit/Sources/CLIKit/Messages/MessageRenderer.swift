import Localization
import Validation

/// Turns usage errors (CLIKit's catalogs) and validation failures (Validation's) into one-line localized messages.
public struct MessageRenderer: Sendable {
    /// The localizer (must include `CLIStrings.sets`).
    public let localizer: Localizer

    /// Creates a renderer.
    ///
    /// - Parameter localizer: the localizer.
    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// The message of a usage error; catalog keys inside it (value names, expectations) are resolved too.
    ///
    /// - Parameter error: the error.
    /// - Returns: the message.
    public func message(for error: UsageError) -> String {
        var arguments = error.messageArguments
        switch error {
        case .invalidValue(_, let name, let key, _):
            arguments[1] = name.hasPrefix("-") ? name : "<\(localizer.text(name))>"
            arguments[2] = localizer.text(key)
        case .ambiguousNumber(_, let name, _, _):
            arguments[1] = name.hasPrefix("-") ? name : "<\(localizer.text(name))>"
        case .missingArgument(let name):
            arguments[0] = "<\(localizer.text(name))>"
        default:
            break
        }
        return localizer.text(error.messageKey, arguments: arguments)
    }

    /// The message of a validation failure in the localizer's language: Validation's own text
    /// (`ValidationFailure.message(in:)`), so every tool and library shows the same line.
    ///
    /// - Parameter failure: the failure.
    /// - Returns: the message.
    public func message(for failure: ValidationFailure) -> String {
        failure.message(in: localizer.language)
    }
}
