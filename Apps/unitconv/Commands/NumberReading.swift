import CLIKit
import ConversionKit
import Formatting

/// How this invocation reads and writes numbers: by the region's convention from CLDR (issue 32).
///
/// Order: `--numbers CONVENTION` > the `numbers` setting (`unitconv config set numbers de_CH`) > `LC_ALL` > `LC_NUMERIC` > `LANG` (the first set and not empty), never the message
/// language (`LANGUAGE`, `--lang`): `LANG=es_MX.UTF-8` reads `1.500` as 1.5, `LANG=de_CH.UTF-8` reads `1'500` as
/// 1500. A locale CLDR does not list reads every ambiguous shape as refused, naming both readings. Only when no
/// locale is set (or it is `C`/`POSIX`) does the message language's convention decide, as before.
struct NumberReading {
    /// How `1,500`, `1.500` and `1'500` are read.
    let grouping: GroupingConvention
    /// The separators results are written with; nil for the message language's own.
    let symbols: RegionNumberSymbols?

    /// The variables that name the number convention, strongest first (POSIX: `LC_ALL` overrides `LC_NUMERIC`,
    /// which overrides `LANG`).
    static let variables = ["LC_ALL", "LC_NUMERIC", "LANG"]

    /// The reading for `context`.
    /// - Throws: a usage error for a `--numbers` value that names no convention.
    static func of(_ context: CommandContext) throws -> NumberReading {
        if let name = try context.arguments[UnitconvOptions.numbers] ?? UnitconvSettings.value("numbers", context) {
            guard let reading = named(name) else { throw CommandError(.usage, key: "error.numbersConvention", name) }
            return reading
        }
        let environment = context.environment.variables
        guard let locale = variables.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
            !isPOSIX(locale)
        else { return NumberReading(grouping: GroupingConvention(languageTag: context.language.tag), symbols: nil) }
        guard let symbols = RegionNumberSymbols(localeIdentifier: locale) else {
            return NumberReading(grouping: .refuseAmbiguous, symbols: nil)
        }
        return NumberReading(grouping: GroupingConvention(symbols: symbols), symbols: symbols)
    }

    /// A `--numbers` value: `point` (1,234.5), `comma` (1.234,5), `refuse`, or a CLDR locale (`de_CH`, `es-MX`).
    static func named(_ name: String) -> NumberReading? {
        switch name.lowercased() {
        case "point": return NumberReading(grouping: .commaGroups, symbols: nil)
        case "comma": return NumberReading(grouping: .pointGroups, symbols: nil)
        case "refuse": return NumberReading(grouping: .refuseAmbiguous, symbols: nil)
        default:
            guard let symbols = RegionNumberSymbols(localeIdentifier: name) else { return nil }
            return NumberReading(grouping: GroupingConvention(symbols: symbols), symbols: symbols)
        }
    }

    /// `C`, `POSIX`, `C.UTF-8`: no region, so no convention of its own.
    private static func isPOSIX(_ locale: String) -> Bool {
        let base = locale.prefix { $0 != "." && $0 != "@" }
        return base == "C" || base == "POSIX"
    }
}
