/// Why a latitude or longitude could not be read.
///
/// Offsets count `Character`s from the start of the text (0-based).
public enum CoordinateParseError: Error, Equatable, Sendable {
    /// Nothing but whitespace.
    case empty
    /// A character that has no place in a coordinate.
    case invalidCharacter(Character, offset: Int)
    /// The parts are in an impossible order or number: more than three numbers, a fraction before the last number
    /// (`36.5 30`), symbols out of order (`51′36°`), two hemisphere letters, a number with two separators.
    case malformed(offset: Int)
    /// Minutes or seconds of 60 or more (`36°75′N`).
    case sexagesimalOverflow(offset: Int)
    /// A hemisphere letter of the other axis (`E` in a latitude).
    case hemisphereOfOtherAxis(Character)
    /// Both a minus sign and a hemisphere letter.
    case signWithHemisphere
    /// The magnitude exceeds 90 (latitude) or 180 (longitude) degrees; `limit` is the one that applies.
    case outOfRange(limit: Int)
}
