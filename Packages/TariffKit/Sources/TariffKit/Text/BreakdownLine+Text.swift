extension BreakdownLine {
    /// The line as a sentence: `Band 1: ₺600,000.00 × 6% = ₺36,000.00` (en),
    /// `1. dilim: 600.000,00 TL × %6 = 36.000,00 TL` (tr).
    ///
    /// - Parameter style: the language and money spacing.
    /// - Returns: the catalog's `fee.breakdown.<kind>` sentence with ``values`` filled in.
    public func formatted(_ style: TariffTextStyle) -> String {
        style.localizer.text("fee.breakdown.\(kind.rawValue)", arguments: values.map(style.value))
    }
}
