import Foundation

/// Strict reader of a latitude or longitude in any of the forms people and instruments write:
/// signed decimal degrees (`-28.2533`, `36,8539`), decimal degrees with a hemisphere (`36.8539°N`, `N 36.8539`),
/// degrees and decimal minutes (`36°51.234′N`, `36 51.234N`, `36°51.234'N`), degrees, minutes and seconds
/// (`36°51′14″N`, `36d51m14s N`, `36 51 14 N`, `36°51'14"N`, `36°51'14''N`, `36°51’14”N` with typographic marks),
/// and the compact forms of instruments and logbooks: NMEA style `3701.5N`, `37:01.5N`, `37-01.5N`
/// (`spacedForms(_:axis:letters:)`).
///
/// Hemisphere letters: N S E W and the Turkish K G D B (Kuzey, Güney, Doğu, Batı) in every language — no other
/// language of the seven gives those letters a meaning — plus the language's own O (German east, French and Spanish
/// west), case-insensitive; lowercase `d`, `m`, `s` are the ASCII unit symbols. Only the
/// last number may have a fraction; minutes and seconds must be below 60; the result must lie within ±90 or ±180.
/// The value is computed exactly in `Decimal` and returned as the nearest `Double` (degrees, north/east positive).
public enum CoordinateParser {
    /// Parses a latitude (north positive).
    public static func parseLatitude(_ text: String, conventions: LanguageConventions) throws(CoordinateParseError)
        -> Double
    {
        try parse(text, axis: .latitude, conventions: conventions)
    }

    /// Parses a longitude (east positive).
    public static func parseLongitude(_ text: String, conventions: LanguageConventions) throws(CoordinateParseError)
        -> Double
    {
        try parse(text, axis: .longitude, conventions: conventions)
    }

    /// Parses a coordinate on `axis`.
    /// - Throws: ``CoordinateParseError`` for the first problem found.
    public static func parse(
        _ text: String, axis: CoordinateAxis, conventions: LanguageConventions
    ) throws(CoordinateParseError) -> Double {
        let letters = hemisphereLetters(conventions)
        let characters = spacedForms(Array(text), axis: axis, letters: letters)
        guard characters.contains(where: { !$0.isWhitespace }) else { throw .empty }
        let tokens = try CoordinateToken.tokenize(characters, letters: letters)
        var reading = CoordinateReading()
        for token in tokens { try reading.add(token) }
        let magnitude = try reading.magnitude()
        guard magnitude <= Decimal(axis.limit) else { throw .outOfRange(limit: axis.limit) }
        let negative = try isNegative(reading, axis: axis)
        return (negative ? -magnitude : magnitude).doubleValue
    }

    private static func hemisphereLetters(_ conventions: LanguageConventions) -> [Character: Int] {
        var letters: [Character: Int] = ["N": 0, "S": 1, "E": 2, "W": 3, "K": 0, "G": 1, "D": 2, "B": 3]
        for (index, letter) in conventions.hemisphereLetters.enumerated() {
            letters[Character(letter.uppercased())] = index
        }
        return letters
    }

    private static func isNegative(_ reading: CoordinateReading, axis: CoordinateAxis) throws(CoordinateParseError)
        -> Bool
    {
        guard let hemisphere = reading.hemisphere else { return reading.negativeSign }
        guard !reading.hasSign else { throw .signWithHemisphere }
        let indexes = axis.hemisphereIndexes
        guard hemisphere.index == indexes.positive || hemisphere.index == indexes.negative else {
            throw .hemisphereOfOtherAxis(hemisphere.letter)
        }
        return hemisphere.index == indexes.negative
    }
}
