/// The compact forms skippers and instruments write, read as the spaced form the parser knows:
/// NMEA style `3701.5N` / `02725.3E` (degrees and minutes run together, as in RMC/GGA: a latitude's whole part has
/// 4 digits, a longitude's 4 or 5) and `:` or `-` between degrees, minutes and seconds (`37:01.5N`, `37-01.5N`).
///
/// Strict: the NMEA form and the `-` separator need a hemisphere letter (without one, `3701.5` stays a number of
/// degrees, out of range, and `-` a sign); each separator sits between two digits; nothing else is rewritten.
extension CoordinateParser {
    /// `characters` with the compact forms spelled with spaces (`37 01.5N`); unchanged otherwise.
    static func spacedForms(
        _ characters: [Character], axis: CoordinateAxis, letters: [Character: Int]
    ) -> [Character] {
        let hasLetter = characters.contains { character in
            CoordinateToken.unitSymbols[character] == nil && letters[Character(character.uppercased())] != nil
        }
        var spaced = characters
        for index in spaced.indices.dropFirst().dropLast() {
            let between =
                spaced[index - 1].isASCII && spaced[index - 1].isWholeNumber
                && spaced[index + 1].isASCII && spaced[index + 1].isWholeNumber
            if between && (spaced[index] == ":" || (spaced[index] == "-" && hasLetter)) { spaced[index] = " " }
        }
        guard hasLetter else { return spaced }
        return nmeaSpaced(spaced, axis: axis) ?? spaced
    }

    /// `3701.5N` → `37 01.5N`: when the text is one number whose whole part has NMEA's digit count and a letter.
    private static func nmeaSpaced(_ characters: [Character], axis: CoordinateAxis) -> [Character]? {
        let digitRuns = characters.split { !($0.isASCII && ($0.isWholeNumber || $0 == "." || $0 == ",")) }
        guard digitRuns.count == 1, let number = digitRuns.first,
            characters.allSatisfy({ $0.isWhitespace || $0.isLetter || $0.isWholeNumber || $0 == "." || $0 == "," })
        else { return nil }
        let whole = number.prefix { $0.isWholeNumber }.count
        let allowed = axis == .latitude ? [4] : [4, 5]
        guard allowed.contains(whole) else { return nil }
        var spaced = characters
        spaced.insert(" ", at: number.startIndex + whole - 2)
        return spaced
    }
}
