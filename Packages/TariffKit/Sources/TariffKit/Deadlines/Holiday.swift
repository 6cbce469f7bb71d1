/// An official holiday (2429 sayılı Kanun) or a holiday eve.
public struct Holiday: Sendable, Equatable, Codable {
    /// The day.
    public let date: CivilDate
    /// Its name, as published (Turkish).
    public let name: String
    /// `true` for an eve (arife) or 28 October: a holiday only from 13:00, so still a working day for deadlines.
    public let isHalfDay: Bool

    /// Creates a holiday.
    public init(date: CivilDate, name: String, isHalfDay: Bool) {
        self.date = date
        self.name = name
        self.isHalfDay = isHalfDay
    }
}
