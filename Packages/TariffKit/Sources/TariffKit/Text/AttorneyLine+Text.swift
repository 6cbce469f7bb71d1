extension AttorneyLine {
    /// The line as a sentence: `Bracket 1: ₺600,000.00 × 16% = ₺96,000.00` (en).
    ///
    /// - Parameter style: the language and money spacing.
    /// - Returns: the catalog's `attorney.breakdown.<kind>` sentence with ``values`` filled in.
    public func formatted(_ style: TariffTextStyle) -> String {
        style.localizer.text("attorney.breakdown.\(kind.rawValue)", arguments: values.map(style.value))
    }
}
