import CLIKit
import ConversionKit
import Foundation

/// The target of a quantity given without one (`unitconv 5 km`): the unit CLDR prefers in the user's region for the
/// quantity's category and usage (`--for road`), issue 32 item 9 (ConversionKit's ``UnitPreferences``).
///
/// The region comes from the locale variables as the number convention does, with POSIX's measurement category:
/// `LC_ALL` > `LC_MEASUREMENT` > `LANG` (the first set and not empty; `de_DE.UTF-8` → `DE`); a locale without a
/// region, `C` or `POSIX` is the world (`001`). When the region's choice is the unit the value is already in, the other
/// system's is shown and a note on standard error says so.
struct PreferredTarget {
    let context: CommandContext
    /// Where the note on the choice goes: standard error's hint by default; `--batch` says each note once.
    var hint: ((String) -> Void)?

    /// The variables that name the measurement region, strongest first.
    static let variables = ["LC_ALL", "LC_MEASUREMENT", "LANG"]

    /// The region of `variables` (`de_DE.UTF-8` → `DE`, `sr_Latn_RS` → `RS`), nil for none.
    static func region(_ variables: [String: String]) -> String? {
        guard let locale = Self.variables.lazy.compactMap({ variables[$0] }).first(where: { !$0.isEmpty }) else {
            return nil
        }
        let base = locale.prefix { $0 != "." && $0 != "@" }
        let fields = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst()
        return fields.first {
            ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber))
        }
        .map { $0.uppercased() }
    }

    /// The target units for a request parsed without one, noting the choice on standard error.
    func targets(for request: ConversionRequest, quantities: QuantityFormatter) throws(ConversionError)
        -> [ResolvedUnit]
    {
        let engine = ConversionServices().converter
        let value = try engine.convert(request).value
        let preferences = UnitPreferences.standard
        let preference = try preferences.preferred(
            for: value, in: request.sourceUnit, usage: context.arguments[UnitconvOptions.usage],
            region: Self.region(context.environment.variables))
        let names = preference.units.map { quantities.name(of: $0) }.joined(separator: " + ")
        let key = preference.isOtherSystem ? "note.preferredOtherSystem" : "note.preferredUnit"
        let note =
            "unitconv: "
            + context.text(
                key, names, preference.usage, Self.regionName(preference.region, language: context.language.tag),
                preferences.cldrVersion)
        if let hint { hint(note) } else { context.diagnostics.hint(note) }
        return preference.units.map { ResolvedUnit(unit: $0) }
    }

    /// The region's name in `language` with its code (`United States (US)`, `world (001)`, `Dünya (001)`), from
    /// Foundation's CLDR display names; the bare code when there is none.
    static func regionName(_ code: String, language: String) -> String {
        guard let name = Locale(identifier: language).localizedString(forRegionCode: code), name != code else {
            return code
        }
        return "\(name) (\(code))"
    }
}
