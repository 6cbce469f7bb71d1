/// An official holiday (2429 sayılı Kanun) or a holiday eve.
public struct Holiday: Sendable, Equatable, Codable {
    /// The day.
    public let date: CivilDate
    /// Its name, as published (Turkish).
    public let name: String
    /// `true` for an eve (arife) or 28 October: a holiday only from 13:00, so still a working day for deadlines.
    public let isHalfDay: Bool
    /// `true` when the day was not checked against an official publication (the bundled 2027 religious holidays,
    /// from Diyanet's computed calendar: diyanet.gov.tr could not be reached); a deadline near it says so.
    public let isUnverified: Bool

    /// Creates a holiday.
    public init(date: CivilDate, name: String, isHalfDay: Bool, isUnverified: Bool = false) {
        self.date = date
        self.name = name
        self.isHalfDay = isHalfDay
        self.isUnverified = isUnverified
    }
}

extension Holiday {
    private enum CodingKeys: String, CodingKey {
        case date, name, isHalfDay, isUnverified
    }

    /// Decodes a holiday; `isUnverified` may be absent (false).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            date: try container.decode(CivilDate.self, forKey: .date),
            name: try container.decode(String.self, forKey: .name),
            isHalfDay: try container.decode(Bool.self, forKey: .isHalfDay),
            isUnverified: try container.decodeIfPresent(Bool.self, forKey: .isUnverified) ?? false)
    }

    /// Encodes a holiday; `isUnverified` only when true, so a verified holiday encodes as before it existed.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(name, forKey: .name)
        try container.encode(isHalfDay, forKey: .isHalfDay)
        if isUnverified { try container.encode(true, forKey: .isUnverified) }
    }
}
