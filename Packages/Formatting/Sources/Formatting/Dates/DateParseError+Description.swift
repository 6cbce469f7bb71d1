import Foundation

extension DateParseError: LocalizedError, CustomStringConvertible {
    /// The English message; positions count characters from 1.
    ///
    /// The same text in seven languages is CLIKit's (`date.error.*` in its catalogs), which a program that shows errors
    /// in the user's language links.
    public var description: String {
        switch self {
        case .empty: "no date was given"
        case .malformed(let offset):
            "the date does not follow YYYY-MM-DD[THH:MM[:SS][Z|±HH:MM]] from position \(offset + 1) on"
        case .nonexistentDate: "this date or time does not exist"
        }
    }

    /// ``description``.
    public var errorDescription: String? { description }
}
