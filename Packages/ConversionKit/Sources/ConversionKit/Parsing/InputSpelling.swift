/// Rewrites typographic input forms into the plain grammar before tokenizing, as GNU units and Qalculate read them.
///
/// Vulgar fractions become fractions (`1½` → `1 1/2`, `-½` → `-1/2`); foot and inch marks become words of their
/// own (`5′3″` and `5'3"` → `5 ′ 3 ″`), so each is the unit of the number before it. Issue 32's forms: fullwidth
/// characters as a Japanese input method types them (`５ｋｍ` → `5km`, the ideographic space a space), the en dash
/// `–` as a minus, the fraction slash `1⁄2` as `/`, superscript digits after a digit as a power (`10³` → `10^3`,
/// `10⁻³` → `10^-3`; `m²` keeps its superscript), and a middle dot between digits as a product (`1·10³`).
enum InputSpelling {
    /// The input with vulgar fractions spelled out and prime marks separated; ASCII text without quotes is
    /// returned unchanged.
    static func expanded(_ input: String) -> String {
        guard input.utf8.contains(where: { $0 >= 0x80 || $0 == 0x27 || $0 == 0x22 }) else { return input }
        var text = ""
        var inPower = false
        for character in input.map(plain) {
            let wasInPower = inPower
            inPower = false
            if let digit = superscripts[character], wasInPower || text.last?.isASCIIDigit == true {
                text += (wasInPower ? "" : "^") + digit
                inPower = true
            } else if let fraction = vulgarFractions[character] {
                let followsSign = text.last == "-" || text.last == "\u{2212}" || text.last == "+"
                text += (followsSign ? "" : " ") + fraction + " "
            } else if primeMarks.contains(character) {
                text += " \(character) "
            } else if character == "·" || character == "⋅", text.last?.isASCIIDigit == true {
                text += "*"
            } else {
                text.append(character)
            }
        }
        return text
    }

    /// A fullwidth form as its ASCII character, the ideographic space as a space, the en dash as a hyphen-minus and
    /// the fraction slash as a slash; any other character unchanged.
    private static func plain(_ character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return character }
        switch scalar.value {
        case 0xFF01...0xFF5E: return Character(Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar)
        case 0x3000: return " "
        case 0x2013: return "-"
        case 0x2044: return "/"
        default: return character
        }
    }

    /// Superscript digits and minus as the ASCII characters of a power.
    private static let superscripts: [Character: String] = [
        "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9", "⁻": "-",
    ]

    /// Foot and inch marks: prime, double prime, apostrophe, quotation mark.
    private static let primeMarks: Set<Character> = ["′", "″", "'", "\""]

    /// The Unicode vulgar fractions (block Number Forms and Latin-1).
    private static let vulgarFractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5",
        "⅙": "1/6", "⅚": "5/6", "⅐": "1/7", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8", "⅑": "1/9", "⅒": "1/10",
    ]
}
