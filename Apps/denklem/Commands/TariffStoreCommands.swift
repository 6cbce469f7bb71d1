import CLIKit
import Foundation
import TariffKit

/// `denklem tariff install FILE`, `denklem tariff remove NAME`, `denklem tariff list`: tariff and holiday files kept
/// in the user's data folder (``InstalledData``), so a newly published tariff is added once and used by every later
/// call.
enum TariffStoreCommands {
    static let file = Positional<String>(valueName: "value.file", help: "tariff.install.argument.file")
    static let name = Positional<String>(valueName: "value.installedName", help: "tariff.remove.argument.name")

    /// The JSON of `install`, `remove` and `list`: the files, bundled and installed.
    struct JSON: JSONDocument {
        struct File: Encodable {
            let kind: String
            let name: String
            let source: String
            let path: String?
            /// A bundled tariff's first day (ISO); absent for an installed file.
            var effectiveFrom: String?
            /// Where a bundled tariff was published (`date`, `number`, `url`); absent when not known (AAÜT 2025)
            /// and for an installed file.
            var gazette: [String: String]?
        }

        let files: [File]
    }

    static let install = Command(
        name: "install", summary: "tariff.install.summary", discussion: "tariff.install.discussion",
        positionals: [file.spec],
        examples: [
            CommandExample("denklem tariff install tariff-2027.json", explanation: "tariff.install.example.tariff"),
            CommandExample("denklem tariff install holidays-2028.json", explanation: "tariff.install.example.holidays"),
            CommandExample("denklem tariff install aaut-2027.json", explanation: "tariff.install.example.aaut"),
        ],
        writesJSON: true
    ) { context in
        let path = context.arguments[file] ?? ""
        let bytes = try DenklemInputs.files([path], context)[0]
        let entry = try InstalledData(context: context).install(bytes)
        try write([entry], key: "tariff.install.done", context)
        return .success
    }

    static let remove = Command(
        name: "remove", summary: "tariff.remove.summary", positionals: [name.spec],
        examples: [CommandExample("denklem tariff remove 2027", explanation: "tariff.remove.example")],
        writesJSON: true
    ) { context in
        let entry = try InstalledData(context: context).remove(context.arguments[name] ?? "")
        try write([entry], key: "tariff.remove.done", context)
        return .success
    }

    static let list = Command(name: "list", summary: "tariff.list.summary", writesJSON: true) { context in
        let installed = InstalledData(context: context)
        let entries = InstalledData.Kind.allCases.flatMap(installed.entries)
        if context.isJSONOutput {
            let bundled =
                ((try? TariffLibrary.bundled().tariffs) ?? []).map {
                    JSON.File(
                        kind: "tariff", name: "tariff-\($0.year)", source: "bundled", path: nil,
                        effectiveFrom: $0.effectiveFrom.iso, gazette: gazette($0.gazette))
                }
                + AttorneyTariffs.all.map {
                    JSON.File(
                        kind: "aaut", name: "aaut-\($0.year)", source: "bundled", path: nil,
                        effectiveFrom: $0.effectiveFrom.iso, gazette: $0.gazette.map(gazette))
                }
            try context.writeJSON(JSON(files: bundled + entries.map(json)))
            return .success
        }
        writeBundled(context)
        context.writeLine(context.text("tariff.list.folder", installed.folder ?? "-"))
        if entries.isEmpty { context.writeLine("  " + context.text("tariff.list.none")) }
        for entry in entries { context.writeLine("  \(entry.name)  \(entry.path)") }
        return .success
    }

    /// The bundled tariffs and AAÜTs, one a line with where each was published (or, for the AAÜT 2025 whose Resmî
    /// Gazete date and number are not in our sources, from when it is applied).
    private static func writeBundled(_ context: CommandContext) {
        let text = DenklemText(context: context)
        context.writeLine(context.text("tariff.list.bundled"))
        for tariff in (try? TariffLibrary.bundled().tariffs) ?? [] {
            context.writeLine("  \(tariff.year)  \(text.gazette(tariff.gazette))")
        }
        context.writeLine(context.text("tariff.list.bundledAAUT"))
        for tariff in AttorneyTariffs.all {
            let source =
                tariff.gazette.map(text.gazette)
                ?? context.text("attorney.inForceFrom", DenklemText.dotted(tariff.effectiveFrom))
            context.writeLine("  \(tariff.year)  \(source)")
        }
    }

    private static func gazette(_ reference: GazetteReference) -> [String: String] {
        ["date": reference.date.iso, "number": reference.number, "url": reference.url].compactMapValues { $0 }
    }

    private static func json(_ entry: InstalledData.Entry) -> JSON.File {
        JSON.File(kind: entry.kind.rawValue, name: entry.name, source: "installed", path: entry.path)
    }

    private static func write(_ entries: [InstalledData.Entry], key: String, _ context: CommandContext) throws {
        if context.isJSONOutput {
            try context.writeJSON(JSON(files: entries.map(json)))
            return
        }
        for entry in entries { context.writeLine(context.text(key, entry.name, entry.path)) }
    }
}
