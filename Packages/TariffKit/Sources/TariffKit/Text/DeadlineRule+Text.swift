extension DeadlineRule {
    /// The rule as a title: `labor: 3 weeks, extendable by 1 (7036 sayılı Kanun md. 3(10))` (en),
    /// `işçi-işveren: 3 hafta, 1 hafta uzatılabilir (7036 sayılı Kanun md. 3(10))` (tr).
    ///
    /// - Parameter style: the language.
    /// - Returns: the catalog's `deadline.title` text with the dispute type, the weeks and the provision.
    public func formatted(_ style: TariffTextStyle) -> String {
        style.localizer.text(
            "deadline.title", type.formatted(style), String(weeks), String(extensionWeeks), article)
    }
}

extension DeadlineDay {
    /// Why and where the deadline moves, when it does: `official holiday: Ulusal Egemenlik ve Çocuk Bayramı → next
    /// working day 2026-04-24 (April 24, 2026, Friday)` (en); `nil` when the day is a working day.
    ///
    /// - Parameter style: the language.
    /// - Returns: the catalog's `deadline.shifted` text, or `nil`.
    public func formattedShift(_ style: TariffTextStyle) -> String? {
        guard isShifted else { return nil }
        return style.localizer.text("deadline.shifted", status.formatted(style), workingDay.formatted(style))
    }
}
