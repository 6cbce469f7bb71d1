extension GazetteReference {
    /// Where the tariff was published: `Resmî Gazete 26.12.2025, sayı 33119` (tr),
    /// `Resmî Gazete 26.12.2025, no. 33119` (en); the date is always written `GG.AA.YYYY`, as cited.
    ///
    /// - Parameter style: the language.
    /// - Returns: the catalog's `tariff.gazette` or `tariff.gazetteNumber` text.
    public func formatted(_ style: TariffTextStyle) -> String {
        guard let number else { return style.localizer.text("tariff.gazette", date.dotted) }
        return style.localizer.text("tariff.gazetteNumber", date.dotted, number)
    }
}
