extension FeeResult {
    /// Every breakdown line as a sentence, in order (``BreakdownLine/formatted(_:)``).
    ///
    /// - Parameter style: the language and money spacing.
    /// - Returns: one sentence per line of ``breakdown``.
    public func formattedBreakdown(_ style: TariffTextStyle) -> [String] {
        breakdown.map { $0.formatted(style) }
    }

    /// Every assumption as a sentence, in order (``TariffTextStyle/assumption(_:)``).
    ///
    /// - Parameter style: the language.
    /// - Returns: one sentence per id of ``assumptions``.
    public func formattedAssumptions(_ style: TariffTextStyle) -> [String] {
        assumptions.map(style.assumption)
    }
}
