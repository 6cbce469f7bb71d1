import Foundation

extension NumberParseError: LocalizedError, CustomStringConvertible {
    /// The English message; positions count characters from 1.
    ///
    /// The same text in seven languages is CLIKit's (`number.error.*` in its catalogs), which a program that shows
    /// errors in the user's language links.
    public var description: String {
        switch self {
        case .empty: "no number was given"
        case .invalidCharacter(let character, let offset):
            "“\(character)” at position \(offset + 1) cannot appear in a number"
        case .misplacedSeparator(let character, let offset):
            "the separator “\(character)” at position \(offset + 1) is out of place"
        case .missingDigits: "the number has no digits"
        case .tooManyDigits(let limit): "the number has more than \(limit) significant digits"
        case .tooManyFractionDigits(let found, let limit):
            "too many digits after the decimal separator (\(found)); at most \(limit) are allowed"
        }
    }

    /// ``description``.
    public var errorDescription: String? { description }
}
