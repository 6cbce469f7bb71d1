import Foundation

extension CoordinateParseError: LocalizedError, CustomStringConvertible {
    /// The English message; positions count characters from 1.
    ///
    /// The same text in seven languages is CLIKit's (`coordinate.error.*` in its catalogs), which a program that shows
    /// errors in the user's language links.
    public var description: String {
        switch self {
        case .empty: "no coordinate was given"
        case .invalidCharacter(let character, let offset):
            "“\(character)” at position \(offset + 1) cannot appear in a coordinate"
        case .malformed(let offset): "the coordinate cannot be read from position \(offset + 1) on"
        case .sexagesimalOverflow(let offset): "the minutes or seconds at position \(offset + 1) are 60 or more"
        case .hemisphereOfOtherAxis(let letter): "“\(letter)” is a hemisphere of the other axis"
        case .signWithHemisphere: "the coordinate has both a minus sign and a hemisphere letter"
        case .outOfRange(let limit): "the coordinate is beyond \(limit)°"
        }
    }

    /// ``description``.
    public var errorDescription: String? { description }
}
