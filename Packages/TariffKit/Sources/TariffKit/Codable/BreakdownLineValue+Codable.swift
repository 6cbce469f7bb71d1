import Foundation

extension BreakdownLine.Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case money, percent, hours, count
    }

    /// Reads an object with exactly one key naming the kind: `{"money": "36000.00"}`, `{"percent": 6}`,
    /// `{"hours": 2.5}`, `{"count": 1}`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the object has no known key or more than one, or the money is
    ///   not a decimal string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a breakdown value has exactly one of money, percent, hours, count"))
        }
        switch key {
        case .money: self = .money(try container.decodeMoney(forKey: key))
        case .percent: self = .percent(try container.decode(Decimal.self, forKey: key))
        case .hours: self = .hours(try container.decode(Decimal.self, forKey: key))
        case .count: self = .count(try container.decode(Int.self, forKey: key))
        }
    }

    /// Writes an object with one key naming the kind: `{"money": "36000.00"}` (money as an exact decimal string, two
    /// decimals at least: the values are exact, Docs/json.md).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .money(let amount): try container.encode(MoneyText.exactText(amount), forKey: .money)
        case .percent(let rate): try container.encode(rate, forKey: .percent)
        case .hours(let hours): try container.encode(hours, forKey: .hours)
        case .count(let count): try container.encode(count, forKey: .count)
        }
    }
}
