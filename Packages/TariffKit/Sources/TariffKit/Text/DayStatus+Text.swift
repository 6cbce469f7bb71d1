extension DayStatus: CustomStringConvertible {
    /// A plain, unlocalized form for logs and debugging: `working day`, `weekend`,
    /// `holiday 2026-04-23 Ulusal Egemenlik ve Çocuk Bayramı`, `half day 2026-03-19 Ramazan Bayramı arifesi`.
    public var description: String {
        switch self {
        case .workingDay: "working day"
        case .weekend: "weekend"
        case .holiday(let holiday): "holiday \(holiday.date.iso) \(holiday.name)"
        case .halfDay(let holiday): "half day \(holiday.date.iso) \(holiday.name)"
        }
    }

    /// The kind of day in a language: `working day`, `weekend`, `official holiday: Cumhuriyet Bayramı`,
    /// `half-day holiday from 13:00: Kurban Bayramı arifesi` (en).
    ///
    /// Holiday names stay as published (Turkish).
    ///
    /// - Parameter style: the language.
    /// - Returns: the catalog's `deadline.status.<kind>` text.
    public func formatted(_ style: TariffTextStyle) -> String {
        switch self {
        case .workingDay: style.localizer.text("deadline.status.workingDay")
        case .weekend: style.localizer.text("deadline.status.weekend")
        case .holiday(let holiday): style.localizer.text("deadline.status.holiday", holiday.name)
        case .halfDay(let holiday): style.localizer.text("deadline.status.halfDay", holiday.name)
        }
    }
}
