import Localization
import Validation

extension ValidationFailure {
    /// The failure as one line in `language`: `validation.<rule>` with {0} field, {1} value, {2}… limits, numbers
    /// with the language's separators.
    ///
    /// `oneOf` lists the allowed values in {2}; `dateOrder` puts the related field in {2} and its date in {3};
    /// `decimalPlaces` is a plural entry selected by the limit.
    ///
    /// - Parameter language: the language to show the message in.
    /// - Returns: the catalog text with the failure's values filled in.
    public func message(in language: Language) -> String {
        let localizer = Localizer(language: language, sets: [CLIStrings.catalogs])
        let limitTexts = limits.map { ValueText.text($0, in: language) }
        let key = "validation.\(rule.rawValue)"
        var arguments = [field, ValueText.text(value, in: language)]
        switch rule {
        case .oneOf:
            arguments.append(limitTexts.joined(separator: ", "))
        case .dateOrder:
            arguments += [relatedField ?? ""] + limitTexts
        case .decimalPlaces:
            let operands = limits.first.flatMap { PluralOperands($0.description) } ?? PluralOperands(0)
            return localizer.plural(key, operands: operands, arguments[0], arguments[1], limitTexts.first ?? "")
        default:
            arguments += limitTexts
        }
        return localizer.text(key, arguments: arguments)
    }
}
