/// Rewrites typographic input forms into the plain grammar before tokenizing, as GNU units and Qalculate read them.
///
/// Vulgar fractions become fractions (`1½` → `1 1/2`, `-½` → `-1/2`); foot and inch marks become words of their
/// own (`5′3″` and `5'3"` → `5 ′ 3 ″`), so each is the unit of the number before it.
enum InputSpelling {
    /// The input with vulgar fractions spelled out and prime marks separated; ASCII text without quotes is
    /// returned unchanged.
    static func expanded(_ input: String) -> String {
        guard input.utf8.contains(where: { $0 >= 0x80 || $0 == 0x27 || $0 == 0x22 }) else { return input }
        var text = ""
        for character in input {
            if let fraction = vulgarFractions[character] {
                let followsSign = text.last == "-" || text.last == "\u{2212}" || text.last == "+"
                text += (followsSign ? "" : " ") + fraction + " "
            } else if primeMarks.contains(character) {
                text += " \(character) "
            } else {
                text.append(character)
            }
        }
        return text
    }

    /// Foot and inch marks: prime, double prime, apostrophe, quotation mark.
    private static let primeMarks: Set<Character> = ["′", "″", "'", "\""]

    /// The Unicode vulgar fractions (block Number Forms and Latin-1).
    private static let vulgarFractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5",
        "⅙": "1/6", "⅚": "5/6", "⅐": "1/7", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8", "⅑": "1/9", "⅒": "1/10",
    ]
}
