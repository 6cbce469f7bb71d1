import Localization
import Validation

/// Turns usage errors and validation failures into one-line localized messages (CLIKit catalogs).
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
        case .missingArgument(let name):
            arguments[0] = "<\(localizer.text(name))>"
        default:
            break
        }
        return localizer.text(error.messageKey, arguments: arguments)
    }

    /// The message of a validation failure: `validation.<rule>` with {0} field, {1} value, {2}… limits.
    ///
    /// `oneOf` lists the allowed values in {2}; `dateOrder` puts the related field in {2} and its date in {3};
    /// `decimalPlaces` is a plural entry selected by the limit.
    ///
    /// - Parameter failure: the failure.
    /// - Returns: the message.
    public func message(for failure: ValidationFailure) -> String {
        let language = localizer.language
        let limits = failure.limits.map { ValueText.text($0, in: language) }
        let key = "validation.\(failure.rule.rawValue)"
        var arguments = [failure.field, ValueText.text(failure.value, in: language)]
        switch failure.rule {
        case .oneOf:
            arguments.append(limits.joined(separator: ", "))
        case .dateOrder:
            arguments += [failure.relatedField ?? ""] + limits
        case .decimalPlaces:
            let operands = failure.limits.first.flatMap { PluralOperands($0.description) } ?? PluralOperands(0)
            return localizer.plural(key, operands: operands, arguments[0], arguments[1], limits.first ?? "")
        default:
            arguments += limits
        }
        return localizer.text(key, arguments: arguments)
    }
}
