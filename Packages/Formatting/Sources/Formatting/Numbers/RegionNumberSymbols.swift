/// The decimal and grouping separators a locale writes numbers with, from CLDR (``cldrVersion``), for Latin digits.
///
/// What a user's `LC_NUMERIC=es_MX.UTF-8` means for a typed `1.500` (1.5; in `es_ES` it is 1500) or
/// `LANG=de_CH.UTF-8` for `1'500` (1500). The table is CLDR's own (`scripts/gen-number-symbols`), independent of
/// the seven languages the messages are in: a region's numbers are read by its region's convention.
public struct RegionNumberSymbols: Sendable, Hashable {
    /// The decimal separator: `.` or `,` in Latin-digit locales (`٫` in a few Arabic-script ones).
    public let decimalSeparator: Character
    /// The grouping (thousands) separator: `,`, `.`, `'`, U+00A0, U+202F, ….
    public let groupingSeparator: Character
    /// The locale identifier the symbols were found under (`de_CH`), or a name given by the caller.
    public let identifier: String

    /// Creates symbols by hand (a convention named on the command line, a test).
    ///
    /// - Parameters:
    ///   - decimalSeparator: the decimal separator.
    ///   - groupingSeparator: the grouping separator.
    ///   - identifier: a name for messages.
    public init(decimalSeparator: Character, groupingSeparator: Character, identifier: String) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.identifier = identifier
    }

    /// The symbols of a locale named the POSIX way (`de_CH.UTF-8`, `sr_RS@latin`) or the BCP 47 way (`de-CH`).
    ///
    /// The encoding and modifier are ignored; the identifier must be one CLDR lists (a language alone, `de`, or
    /// with its region, `de_CH`). A region CLDR does not list for the language is not guessed from the language:
    /// the result is nil, as for `C`, `POSIX` and an empty identifier.
    ///
    /// - Parameter localeIdentifier: the locale identifier.
    public init?(localeIdentifier: String) {
        let key = Self.key(localeIdentifier)
        guard !key.isEmpty, key != "C", key != "POSIX", let row = Self.row(key) else { return nil }
        self.init(decimalSeparator: row.decimal, groupingSeparator: row.grouping, identifier: key)
    }

    /// `de_CH.UTF-8@euro` → `de_CH`; `de-CH` → `de_CH`.
    static func key(_ identifier: String) -> String {
        let base = identifier.prefix { $0 != "." && $0 != "@" }
        return String(base.map { $0 == "-" ? "_" : $0 })
    }

    /// The row of `key` in ``cldrRows``; nil when absent or malformed.
    ///
    /// A byte search for `\nkey `, so a lookup
    /// touches the table once without splitting it.
    private static func row(_ key: String) -> (decimal: Character, grouping: Character)? {
        let bytes = cldrRows.utf8
        guard let match = bytes.firstRange(of: Array("\n\(key) ".utf8)) else { return nil }
        let end = bytes[match.upperBound...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let fields = cldrRows[match.upperBound..<end].split(separator: " ")
        guard fields.count == 2, let decimal = fields[0].first, let grouping = fields[1].first else { return nil }
        return (decimal, grouping)
    }
}
