import Formatting
import Foundation

/// Money in JSON (Docs/json.md): a decimal string with exactly two decimals, `.` separator, no grouping, rounded
/// half away from zero to the kuruş — `"102750.00"`, never a JSON number.
enum MoneyText {
    private static let formatter = DecimalFormatter(fractionDigits: 2, usesGrouping: false, scientific: .never)

    /// `1234.5` → `"1234.50"`.
    static func text(_ amount: Decimal) -> String { formatter.formatPlain(amount) }

    /// An exact amount as a decimal string: two decimals at least, more when the amount has them (a breakdown
    /// line's placeholder values are exact: `"24999.99975"`).
    static func exactText(_ amount: Decimal) -> String {
        let rounded = amount.roundedToMinorUnits()
        return rounded == amount ? text(amount) : "\(amount)"
    }

    /// The amount of a money string (`"-12.50"`); `nil` for anything else (grouping, exponents, a JSON number).
    static func amount(_ text: String) -> Decimal? {
        let negative = text.hasPrefix("-")
        guard let value = PlainDecimal.parse(negative ? String(text.dropFirst()) : text) else { return nil }
        return negative ? -value : value
    }
}

extension KeyedEncodingContainer {
    /// Encodes an amount as a money string (``MoneyText``).
    mutating func encodeMoney(_ amount: Decimal, forKey key: Key) throws {
        try encode(MoneyText.text(amount), forKey: key)
    }

    /// Encodes an amount as a money string when there is one.
    mutating func encodeMoneyIfPresent(_ amount: Decimal?, forKey key: Key) throws {
        try encodeIfPresent(amount.map(MoneyText.text), forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a money string.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the member is not a decimal string.
    func decodeMoney(forKey key: Key) throws -> Decimal {
        let text = try decode(String.self, forKey: key)
        guard let amount = MoneyText.amount(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "“\(text)” is not an amount such as \"1234.50\"")
        }
        return amount
    }

    /// Decodes a money string when the member is present.
    func decodeMoneyIfPresent(forKey key: Key) throws -> Decimal? {
        try contains(key) ? decodeMoney(forKey: key) : nil
    }

    /// Decodes a list of money strings.
    func decodeMoneyList(forKey key: Key) throws -> [Decimal] {
        try decode([String].self, forKey: key).map { text in
            guard let amount = MoneyText.amount(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "“\(text)” is not an amount such as \"1234.50\"")
            }
            return amount
        }
    }
}
