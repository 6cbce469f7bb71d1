import Localization

extension RiskLevel {
    /// The level's name in a language: `green`, `yeşil`, `vert`, `緑` (``WeatherStrings``, `risk.<level>`).
    ///
    /// - Parameter language: the language of the name.
    /// - Returns: the localized name.
    public func localizedName(in language: Language) -> String {
        WeatherStrings.localizer(language).text(nameKey)
    }
}

extension BeaufortForce {
    /// The force's descriptive term in a language: force 8 is `Gale` (en), `Fırtına` (tr), `Stürmischer Wind` (de)
    /// (``WeatherStrings``, `beaufort.force<n>`; WMO / Met Office terms).
    ///
    /// - Parameter language: the language of the term.
    /// - Returns: the localized term.
    public func localizedName(in language: Language) -> String {
        WeatherStrings.localizer(language).text(descriptionKey)
    }
}

extension DouglasSeaState {
    /// The sea state's descriptive term in a language: code 3 is `Slight` (en) (``WeatherStrings``,
    /// `douglas.state<n>`; WMO code 3700).
    ///
    /// - Parameter language: the language of the term.
    /// - Returns: the localized term.
    public func localizedName(in language: Language) -> String {
        WeatherStrings.localizer(language).text(descriptionKey)
    }
}

extension WeatherStrings {
    /// A localizer over MarineKit's weather catalogs only.
    static func localizer(_ language: Language) -> Localizer {
        Localizer(language: language, sets: [catalogs])
    }
}
