import Localization

/// The plain kitchen words of the tool's languages, which name several measures (issue 32, item 6).
///
/// A German `Tasse`, French `tasse`, Spanish `taza`, Japanese `カップ`, Chinese `杯` or Turkish `su bardağı` is a
/// US cup (236.6 mL), a metric cup (250 mL), an imperial cup (284.1 mL) or a US legal cup (240 mL) depending on
/// the recipe, and an `EL`/`cucharada`/`汤匙` a US or a metric tablespoon (14.8 or 15 mL): the words the output
/// writes qualify them (`US-Tasse`, `metrische Tasse`, `Imp. Tasse`) and are accepted; the plain words are refused
/// in their language, naming the qualified measures (never guessed). Japanese `大さじ`/`小さじ` are the 5/15 mL
/// spoons of the Japanese standard (accepted as such).
enum KitchenWords {
    static let cups = ["volume.us_cup", "volume.metric_cup", "volume.imperial_cup", "volume.us_legal_cup"]
    static let tablespoons = ["volume.us_tablespoon", "volume.uk_tablespoon", "volume.imperial_tablespoon_trad"]
    static let teaspoons = ["volume.us_teaspoon", "volume.uk_teaspoon", "volume.imperial_teaspoon_trad"]

    /// Folded plain word → the measures it may name, per language.
    static let ambiguous: [Language: [String: [String]]] = [
        .german: [
            "tasse": cups, "tassen": cups, "el": tablespoons, "esslöffel": tablespoons, "tl": teaspoons,
            "teelöffel": teaspoons,
        ],
        .french: [
            "tasse": cups, "tasses": cups, "cuillère à soupe": tablespoons, "cuillères à soupe": tablespoons,
            "c. à s.": tablespoons, "cuillère à café": teaspoons, "cuillères à café": teaspoons, "c. à c.": teaspoons,
        ],
        .spanish: [
            "taza": cups, "tazas": cups, "cucharada": tablespoons, "cucharadas": tablespoons, "cda": tablespoons,
            "cucharadita": teaspoons, "cucharaditas": teaspoons, "cdta": teaspoons,
        ],
        .japanese: ["カップ": cups],
        .simplifiedChinese: ["杯": cups, "汤匙": tablespoons, "大匙": tablespoons, "茶匙": teaspoons, "小匙": teaspoons],
        .turkish: [
            "su bardağı": cups, "bardak": cups, "yemek kaşığı": tablespoons, "çay kaşığı": teaspoons,
        ],
    ]

    /// The measures a plain kitchen word of `language` may name; nil when it is not one.
    static func alternatives(for key: String, in language: Language) -> [String]? {
        ambiguous[language]?[UnitCatalog.folded(key)]
    }
}
