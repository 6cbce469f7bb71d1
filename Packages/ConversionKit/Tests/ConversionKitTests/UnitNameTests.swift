import ConversionKit
import Expectations
import Localization
import Testing

/// Unit and category names straight from the library, no number formatter built first (catalog values: CLDR 47 via
/// babel, see ``ConversionStrings``).
@Suite struct UnitNameTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let language: Language
        /// length.mile: name, symbol; speed.kilometer_per_hour: symbol; the length and volume categories.
        let mile: String
        let mileSymbol: String
        let kmhSymbol: String
        let length: String
        let volume: String
        var testDescription: String { language.tag }
    }

    static let rows: [Row] = [
        Row(language: .english, mile: "mile", mileSymbol: "mi", kmhSymbol: "km/h", length: "Length", volume: "Volume"),
        Row(language: .turkish, mile: "mil", mileSymbol: "mil", kmhSymbol: "km/sa", length: "Uzunluk", volume: "Hacim"),
        Row(
            language: .spanish, mile: "milla", mileSymbol: "mi", kmhSymbol: "km/h", length: "Longitud",
            volume: "Volumen"),
        Row(language: .french, mile: "mile", mileSymbol: "mi", kmhSymbol: "km/h", length: "Longueur", volume: "Volume"),
        Row(language: .german, mile: "Meile", mileSymbol: "mi", kmhSymbol: "km/h", length: "Länge", volume: "Volumen"),
        Row(language: .japanese, mile: "マイル", mileSymbol: "mi", kmhSymbol: "km/h", length: "長さ", volume: "体積"),
        Row(language: .simplifiedChinese, mile: "英里", mileSymbol: "英里", kmhSymbol: "km/h", length: "长度", volume: "体积"),
    ]

    @Test(arguments: rows)
    func namesWithoutANumberFormatter(_ row: Row) throws {
        let catalog = UnitCatalog.standard
        let mile = try #require(catalog.unit(withID: "length.mile"))
        let kmh = try #require(catalog.unit(withID: "speed.kilometer_per_hour"))
        expectEqual(mile.localizedName(in: row.language), row.mile)
        expectEqual(mile.localizedSymbol(in: row.language), row.mileSymbol)
        expectEqual(kmh.localizedSymbol(in: row.language), row.kmhSymbol)
        expectEqual(UnitCategory.length.localizedName(in: row.language), row.length)
        expectEqual(UnitCategory.volume.localizedName(in: row.language), row.volume)
    }

    /// The formatter's names are the library's (one implementation).
    @Test(arguments: Language.allCases)
    func quantityFormatterAgrees(_ language: Language) throws {
        let formatter = QuantityFormatter(
            numbers: try ResultFormatter(), localizer: Localizer(language: language, sets: [ConversionStrings.catalogs])
        )
        for unit in UnitCatalog.standard.units {
            expectEqual(formatter.name(of: unit), unit.localizedName(in: language))
            expectEqual(formatter.symbol(of: unit), unit.localizedSymbol(in: language))
            #expect(!unit.localizedName(in: language).hasPrefix("unit."))
        }
        for category in UnitCategory.allCases {
            #expect(!category.localizedName(in: language).hasPrefix("category."))
        }
    }
}
