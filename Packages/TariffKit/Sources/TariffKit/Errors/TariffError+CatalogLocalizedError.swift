import Localization

extension TariffError: CatalogLocalizedError {
    /// TariffKit's catalogs (`error.*` keys); `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [TariffStringCatalogs.catalogs] }

    /// ``messageArguments`` for a language; a missing tariff figure is named in words with its article (`the minimum
    /// fee on agreement (Tarife md. 7(7))`), not by its data path (`minimumFees.general`, issue 31).
    ///
    /// - Parameter language: the language the message is shown in.
    /// - Returns: one value per placeholder.
    public func messageArguments(for language: Language) -> [String] {
        guard case .missingTariffFigure(let year, let figure) = self else { return messageArguments }
        let style = TariffTextStyle(language: language)
        let hourlyPrefix = "hourlyRates."
        if figure.hasPrefix(hourlyPrefix) {
            let id = String(figure.dropFirst(hourlyPrefix.count))
            let name = DisputeType(rawValue: id).map { $0.formatted(style) } ?? id
            return [String(year), style.localizer.text("figure.hourlyRates", name)]
        }
        let key = "figure.\(figure)"
        let text = style.localizer.text(key)
        return [String(year), text == key ? figure : text]
    }
}
