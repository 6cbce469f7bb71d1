import Foundation

extension HistoryEntry: Codable {
    private enum CodingKeys: String, CodingKey {
        case date, input, from, to, value, exact, precision
        /// The names rows stored before the JSON vocabulary was the library's used for `from` and `to`.
        case fromID, toID
    }

    /// Reads an entry of `unitconv history --json` (`from`, `to`), or a stored row written before (`fromID`, `toID`).
    ///
    /// - Throws: `DecodingError` for a missing member.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            date: try container.decode(Date.self, forKey: .date),
            input: try container.decode(String.self, forKey: .input),
            fromID: try container.decodeIfPresent(String.self, forKey: .from)
                ?? container.decode(String.self, forKey: .fromID),
            toID: try container.decodeIfPresent(String.self, forKey: .to)
                ?? container.decode(String.self, forKey: .toID),
            value: try container.decode(String.self, forKey: .value),
            exact: try container.decode(String.self, forKey: .exact),
            precision: try container.decode(Int.self, forKey: .precision))
    }

    /// Writes `date` (as the encoder writes dates: ISO 8601 in the tools' JSON), `input`, `from`, `to`, `value` (as it
    /// was shown), `exact` and `precision`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(input, forKey: .input)
        try container.encode(fromID, forKey: .from)
        try container.encode(toID, forKey: .to)
        try container.encode(value, forKey: .value)
        try container.encode(exact, forKey: .exact)
        try container.encode(precision, forKey: .precision)
    }
}
