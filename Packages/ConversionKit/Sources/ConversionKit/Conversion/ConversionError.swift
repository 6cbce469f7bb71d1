/// Everything that can go wrong between the text a user typed and a converted value.
///
/// Cases carry the offending text or unit ids; the message lives in the string catalogs under ``messageKey``
/// (`Resources/strings.<lang>.json`), so the same error reads well in every language.
public enum ConversionError: Error, Equatable, Sendable {
    /// Nothing to convert was given.
    case emptyInput
    /// A number could not be read: not a plain, comma/point decimal, exponent, fraction or mixed number.
    case invalidNumber(String)
    /// A number with one separator followed by exactly three digits (`1,500`) that no convention decides: the
    /// text, its grouped reading (`1500`) and its decimal reading (`1.5`).
    case ambiguousNumber(String, grouped: String, decimal: String)
    /// A number with an apostrophe before exactly three digits (`1'500`) under a convention that does not group with
    /// apostrophes: the text and its grouped reading (`1500`); the other reading is a foot mark (1 ft, then 500).
    case ambiguousApostrophe(String, grouped: String)
    /// A number has more than ``Rational/maximumExponent`` orders of magnitude.
    case numberOutOfRange(String)
    /// No value precedes the units, for example `km mi`.
    case missingValue
    /// A value is not followed by a unit, for example `5 km 3`.
    case missingUnit(after: String)
    /// No target unit follows the quantity, for example `5 km` or `5 km to`.
    case missingTargetUnit
    /// A number appears where a unit or a fraction belongs, for example `1 2 km`.
    case unexpectedNumber(String)
    /// A value with a product written without `*` after a `/` (`6/2(3)`): GNU units reads it as 6/(2·3), usual
    /// precedence as (6/2)·3, so it is refused rather than guessed.
    case ambiguousProduct(String)
    /// A value raised to a power that is not a whole number (`2^0.5`), whose result is not exact.
    case fractionalExponent(String)
    /// Arithmetic on a unit rather than on the number before it (`2m*3`, `3m/2`, `2*(3m)`: GNU units' unit
    /// expressions), which is not supported.
    case arithmeticOnUnit(String)
    /// The text names no known unit; up to three close ids or aliases are suggested.
    case unknownUnit(String, suggestions: [String])
    /// A plain word of the input's language that names several units (German `Tasse`: the US, metric, imperial or
    /// US legal cup), with their ids; the qualified words (`US-Tasse`) are accepted.
    case ambiguousUnitWord(String, alternatives: [String])
    /// The source and target units measure different things (ids of both).
    case incompatibleUnits(from: String, to: String)
    /// A compound quantity mixes categories, for example `5 ft 3 kg` (ids of both parts).
    case mixedCategories(first: String, second: String)
    /// A compound quantity uses a temperature scale, whose values cannot be added.
    case compoundTemperature(String)
    /// A temperature on a scale (`10 °C`) asked for as a difference (`ΔK`): the ids of both; a scale value converts
    /// to a scale (`K`), a difference to a difference.
    case differenceTarget(from: String, to: String)
    /// A later part of a compound quantity has its own sign, for example `5 ft -3 in`.
    case signedCompoundPart(String)
    /// The temperature is below absolute zero (value as typed, unit id).
    case belowAbsoluteZero(value: String, unitID: String)
    /// The precision (decimal places) is outside 0…30.
    case precisionOutOfRange(Int)
    /// The number of significant digits is outside 1…30.
    case significantDigitsOutOfRange(Int)
    /// The usage (`--for`) is not one CLDR has for the quantity's category (the usage, the category, the known ones).
    case unknownUsage(String, category: String, known: [String])
    /// A line of a user's unit definitions is wrong (the file, the line number from 1, what is wrong).
    case invalidUnitDefinition(file: String, line: Int, problem: UnitDefinitionProblem)
    /// The built-in unit table is malformed (a build defect, caught by the tests).
    case invalidUnitTable(String)
}
