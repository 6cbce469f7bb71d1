import CLIKit
import Foundation
import TariffKit

/// `denklem tariff`: prints a tariff's tables, or checks a tariff file (`--check FILE`).
public enum TariffCommand {
    static let year = Option<Int>("year", valueName: "value.year", help: "option.year")
    static let check = Option<String>("check", valueName: "value.file", help: "tariff.option.check")
    static let tariffFile = Option<String>(
        "tariff-file", valueName: "value.file", help: "option.tariffFile", isRepeatable: true)

    /// The command.
    public static let command = Command(
        name: "tariff", summary: "tariff.summary", discussion: "tariff.discussion", options: [year, check, tariffFile],
        examples: [
            CommandExample("denklem tariff --year 2026", explanation: "tariff.example.print"),
            CommandExample("denklem tariff --check tariff-2027.json", explanation: "tariff.example.check"),
        ],
        subcommands: [TariffStoreCommands.install, TariffStoreCommands.remove, TariffStoreCommands.list],
        writesJSON: true
    ) { context in
        if let path = context.arguments[check] {
            let tariff = try TariffParser.parse(try DenklemInputs.files([path], context)[0])
            if context.isJSONOutput {
                try context.writeJSON(LibraryDocument(tariff))
            } else {
                context.writeLine(context.text("tariff.checkOK", path, String(tariff.year), status(tariff, context)))
            }
            return .success
        }
        let library = try DenklemInputs.library(context, try DenklemInputs.tariffFiles(context, tariffFile))
        var warnings: [DocumentWarning] = []
        let tariff = try DenklemInputs.tariff(
            context, library: library, year: year, endDate: nil, warnings: &warnings)
        if context.isJSONOutput {
            try context.writeJSON(LibraryDocument(tariff))
        } else {
            TariffTables(context: context, tariff: tariff).write()
        }
        return .success
    }

    static func status(_ tariff: Tariff, _ context: CommandContext) -> String {
        context.text(tariff.isPartial ? "tariff.status.partial" : "tariff.status.complete")
    }
}
