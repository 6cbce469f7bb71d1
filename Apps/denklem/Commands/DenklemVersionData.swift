import CLIKit
import TariffKit

/// What `denklem --version` says the binary carries: the bundled mediation tariffs, AAÜTs and holiday years
/// (installed files and `--tariff-file` add to them at run time; `denklem tariff list` shows those).
enum DenklemVersionData {
    /// The items, from TariffKit's embedded constants (no file is read).
    static func items() -> [ToolDataItem] {
        let holidays = ((try? HolidayCalendar.bundled())?.coveredYears ?? []).sorted()
        return [
            ToolDataItem(
                name: "mediationTariffs", label: "version.mediationTariffs",
                value: years(TariffLibrary.bundledYears)),
            ToolDataItem(
                name: "attorneyTariffs", label: "version.attorneyTariffs",
                value: years(AttorneyTariffs.all.map(\.year).sorted())),
            ToolDataItem(
                name: "holidays", label: "version.holidays",
                value: holidays.first.map { "\($0)–\(holidays.last ?? $0)" } ?? ""),
        ]
    }

    private static func years(_ years: [Int]) -> String {
        years.map(String.init).joined(separator: ", ")
    }
}
