extension BreakdownLine {
    /// The line as a sentence: `Band 1: ₺600,000.00 × 6% = ₺36,000.00` (en),
    /// `1. dilim: 600.000,00 TL × %6 = 36.000,00 TL` (tr).
    ///
    /// A plural catalog entry takes its form from the line's first count (`× 1 mediator`, `× 2 mediators`).
    ///
    /// - Parameter style: the language and money spacing.
    /// - Returns: the catalog's `fee.breakdown.<kind>` sentence with ``values`` filled in.
    public func formatted(_ style: TariffTextStyle) -> String {
        let key = "fee.breakdown.\(kind.rawValue)"
        let arguments = values.map(style.value)
        let count = values.lazy.compactMap { value -> Int? in
            if case .count(let count) = value { return count }
            return nil
        }.first
        guard let count else { return style.localizer.text(key, arguments: arguments) }
        return style.localizer.plural(key, count: count, arguments: arguments)
    }
}
