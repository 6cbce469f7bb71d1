/// Why a number or amount of money could not be read.
///
/// Offsets count `Character`s from the start of the input text, starting at 0 (the messages count from 1). The
/// English message is `description` (`localizedDescription`); CLIKit's catalogs hold it in seven languages.
public enum NumberParseError: Error, Equatable, Sendable {
    /// The text is empty or only whitespace.
    case empty
    /// A character that cannot appear in a number (`12abc` → `a` at offset 2).
    case invalidCharacter(Character, offset: Int)
    /// A decimal or grouping separator in a place it cannot be: groups not of three digits (`1.23.456`), mixed
    /// grouping characters, a second decimal separator, or a separator with no digits after it (`12,`).
    case misplacedSeparator(Character, offset: Int)
    /// A sign or currency sign with no digits (`-`, `₺`).
    case missingDigits
    /// More significant digits than `Decimal` holds exactly (`limit` is 38).
    case tooManyDigits(limit: Int)
    /// More fraction digits than allowed, e.g. three for money (`found` digits, `limit` allowed).
    case tooManyFractionDigits(found: Int, limit: Int)
}
