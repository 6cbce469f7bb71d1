extension AttorneyLine {
    /// The line as a sentence, for example `Bracket 1: ₺400,000.00 × 16% = ₺64,000.00` (en).
    ///
    /// - Parameter style: the language and money spacing.
    /// - Returns: the catalog's `attorney.breakdown.<kind>` sentence with ``values`` filled in.
    public func formatted(_ style: TariffTextStyle) -> String {
        style.localizer.text("attorney.breakdown.\(kind.rawValue)", arguments: values.map(style.value))
    }
}
