extension DayStatus: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, holiday
    }

    /// The `kind` values, one per case.
    private enum Kind: String, Codable {
        case workingDay, halfDay, weekend, holiday
    }

    /// Reads `{"kind": "weekend"}` or `{"kind": "holiday", "holiday": {…}}` (`halfDay` likewise).
    ///
    /// - Throws: `DecodingError` for an unknown kind or a holiday kind without its holiday.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .workingDay: self = .workingDay
        case .weekend: self = .weekend
        case .holiday: self = .holiday(try container.decode(Holiday.self, forKey: .holiday))
        case .halfDay: self = .halfDay(try container.decode(Holiday.self, forKey: .holiday))
        }
    }

    /// Writes the kind, and the holiday for `holiday` and `halfDay`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .workingDay: try container.encode(Kind.workingDay, forKey: .kind)
        case .weekend: try container.encode(Kind.weekend, forKey: .kind)
        case .holiday(let holiday):
            try container.encode(Kind.holiday, forKey: .kind)
            try container.encode(holiday, forKey: .holiday)
        case .halfDay(let holiday):
            try container.encode(Kind.halfDay, forKey: .kind)
            try container.encode(holiday, forKey: .holiday)
        }
    }
}
