import Localization

extension ConversionError: LocalizableError {
    /// The catalog key of the message: `error.<caseName>`.
    public var messageKey: String {
        switch self {
        case .emptyInput: "error.emptyInput"
        case .invalidNumber: "error.invalidNumber"
        case .numberOutOfRange: "error.numberOutOfRange"
        case .ambiguousNumber: "error.ambiguousNumber"
        case .ambiguousApostrophe: "error.ambiguousApostrophe"
        case .differenceTarget: "error.differenceTarget"
        case .ambiguousUnitWord: "error.ambiguousUnitWord"
        case .missingValue: "error.missingValue"
        case .missingUnit: "error.missingUnit"
        case .missingTargetUnit: "error.missingTargetUnit"
        case .unexpectedNumber: "error.unexpectedNumber"
        case .ambiguousProduct: "error.ambiguousProduct"
        case .fractionalExponent: "error.fractionalExponent"
        case .arithmeticOnUnit: "error.arithmeticOnUnit"
        case .unknownUnit(_, let suggestions): suggestions.isEmpty ? "error.unknownUnit" : "error.unknownUnitSuggest"
        case .incompatibleUnits: "error.incompatibleUnits"
        case .mixedCategories: "error.mixedCategories"
        case .compoundTemperature: "error.compoundTemperature"
        case .signedCompoundPart: "error.signedCompoundPart"
        case .belowAbsoluteZero: "error.belowAbsoluteZero"
        case .precisionOutOfRange: "error.precisionOutOfRange"
        case .significantDigitsOutOfRange: "error.significantDigitsOutOfRange"
        case .invalidUnitTable: "error.invalidUnitTable"
        case .unknownUsage: "error.unknownUsage"
        case .invalidUnitDefinition(_, _, let problem): "error.unitDefinition." + problem.name
        }
    }

    /// The placeholder values, language-neutral (typed text and unit ids).
    public var messageArguments: [String] {
        switch self {
        case .emptyInput, .missingValue, .missingTargetUnit: []
        case .invalidNumber(let text), .numberOutOfRange(let text), .unexpectedNumber(let text),
            .compoundTemperature(let text), .signedCompoundPart(let text), .invalidUnitTable(let text),
            .ambiguousProduct(let text), .fractionalExponent(let text), .arithmeticOnUnit(let text):
            [text]
        case .missingUnit(let text): [text]
        case .ambiguousNumber(let text, let grouped, let decimal): [text, grouped, decimal]
        case .ambiguousApostrophe(let text, let grouped): [text, grouped]
        case .differenceTarget(let from, let to): [from, to]
        case .ambiguousUnitWord(let text, let alternatives): [text, alternatives.joined(separator: ", ")]
        case .unknownUnit(let text, let suggestions): [text, suggestions.joined(separator: ", ")]
        case .incompatibleUnits(let from, let to): [from, to]
        case .mixedCategories(let first, let second): [first, second]
        case .belowAbsoluteZero(let value, let unitID): [value, unitID]
        case .unknownUsage(let usage, let category, let known): [usage, category, known.joined(separator: ", ")]
        case .invalidUnitDefinition(let file, let line, let problem): [file, String(line)] + problem.arguments
        case .precisionOutOfRange(let count), .significantDigitsOutOfRange(let count): [String(count)]
        }
    }
}

extension UnitDefinitionProblem {
    /// The case's name, the last part of its message key (`error.unitDefinition.<name>`).
    var name: String {
        switch self {
        case .malformed: "malformed"
        case .nameTaken: "nameTaken"
        case .unknownUnit: "unknownUnit"
        case .wrongCategory: "wrongCategory"
        case .cycle: "cycle"
        case .scaleUnit: "scaleUnit"
        case .notPositive: "notPositive"
        }
    }

    /// The message's arguments after the file and line.
    var arguments: [String] {
        switch self {
        case .malformed(let text), .nameTaken(let text), .unknownUnit(let text), .scaleUnit(let text),
            .notPositive(let text):
            [text]
        case .wrongCategory(let declared, let actual): [declared, actual]
        case .cycle(let names): [names.joined(separator: " → ")]
        }
    }
}
