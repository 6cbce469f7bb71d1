import CLIKit
import ConversionKit

/// What `unitconv --version` says the binary carries: the CLDR release of its unit preferences.
enum UnitconvVersionData {
    /// The items, from ConversionKit's embedded constants (no file is read).
    static func items() -> [ToolDataItem] {
        [
            ToolDataItem(
                name: "unitPreferences", label: "version.unitPreferences",
                value: "CLDR \(UnitPreferences.standard.cldrVersion)")
        ]
    }
}
