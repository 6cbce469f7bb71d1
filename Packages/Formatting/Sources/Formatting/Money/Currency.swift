/// A currency as money formatting and parsing need it: ISO 4217 code, sign, minor-unit digits and the spellings a
/// parser accepts.
public struct Currency: Sendable, Hashable {
    /// ISO 4217 alphabetic code, for example `TRY`.
    public let code: String
    /// The sign written by ``MoneyFormatter`` in symbol style, for example `₺`.
    public let symbol: String
    /// Digits after the decimal separator (ISO 4217 minor unit): 2 for TRY, EUR, USD.
    public let minorUnitDigits: Int
    /// Every spelling ``MoneyParser`` strips before or after the number (compared case-insensitively).
    public let acceptedSpellings: [String]

    /// Creates a currency.
    public init(code: String, symbol: String, minorUnitDigits: Int, acceptedSpellings: [String]) {
        self.code = code
        self.symbol = symbol
        self.minorUnitDigits = minorUnitDigits
        self.acceptedSpellings = acceptedSpellings
    }

    /// Turkish lira (ISO 4217 `TRY`, minor unit kuruş = 1/100): sign U+20BA `₺`; the parser also takes `TL`, `TRY`.
    public static let turkishLira = Currency(
        code: "TRY", symbol: "\u{20BA}", minorUnitDigits: 2, acceptedSpellings: ["\u{20BA}", "TL", "TRY"])
    /// Euro (`EUR`, 2 minor digits): sign `€`.
    public static let euro = Currency(code: "EUR", symbol: "€", minorUnitDigits: 2, acceptedSpellings: ["€", "EUR"])
    /// United States dollar (`USD`, 2 minor digits): sign `$`.
    public static let usDollar = Currency(
        code: "USD", symbol: "$", minorUnitDigits: 2, acceptedSpellings: ["$", "US$", "USD"])
}
