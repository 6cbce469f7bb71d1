import CLIKit
import ConversionKit
import Formatting

/// How this invocation reads and writes numbers.
///
/// Reading: a number means the same under every language and locale, or it is refused (the developers' guide; the
/// same rule as denklem's `--hours 1.000`). The shapes two conventions read differently — `1,500`, `1.500`, `1'500`
/// (1500 or 1.5; 1500 or 1 ft 500) — are refused naming both readings unless the user says how they write numbers:
/// `--numbers CONVENTION` > the `numbers` setting (`unitconv config set numbers de_CH`). The locale never changes
/// what a typed number means: `LANG=de_DE.UTF-8` and `LANG=en_US.UTF-8` read every number alike.
/// Writing: results use the separators of `--numbers`, the setting, or else the region's convention from CLDR
/// (`LC_ALL` > `LC_NUMERIC` > `LANG`, the first set and not empty; never the message language), so `LANG=de_CH`
/// writes `1'852`; a locale CLDR does not list, or `C`/`POSIX`, writes the message language's own.
struct NumberReading {
    /// How `1,500`, `1.500` and `1'500` are read.
    let grouping: GroupingConvention
    /// The separators results are written with; nil for the message language's own.
    let symbols: RegionNumberSymbols?

    /// The variables that name the number convention, strongest first (POSIX: `LC_ALL` overrides `LC_NUMERIC`,
    /// which overrides `LANG`).
    static let variables = ["LC_ALL", "LC_NUMERIC", "LANG"]

    /// The reading for `context`: the convention the user named, or refusal of the ambiguous shapes.
    /// - Throws: a usage error for a `--numbers` value that names no convention.
    static func of(_ context: CommandContext) throws -> NumberReading {
        if let name = try context.arguments[UnitconvOptions.numbers] ?? UnitconvSettings.value("numbers", context) {
            guard let reading = named(name) else { throw CommandError(.usage, key: "error.numbersConvention", name) }
            return reading
        }
        let environment = context.environment.variables
        guard let locale = variables.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
            !isPOSIX(locale)
        else { return NumberReading(grouping: .refuseAmbiguous, symbols: nil) }
        return NumberReading(grouping: .refuseAmbiguous, symbols: RegionNumberSymbols(localeIdentifier: locale))
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
