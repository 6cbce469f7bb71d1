import CLIKit
import CLIKitTesting
import Foundation
import Localization
import Validation

/// A small tool exercising every feature of the parser: nested groups, typed options, positionals, choices.
enum DemoTool {
    enum Unit: String, CaseIterable, ArgumentValue {
        case metre = "m"
        case nauticalMile = "nm"
    }

    static let latitude = Option<Double>("lat", valueName: "LAT", help: "demo.option.lat", isRequired: true)
    static let longitude = Option<Double>("lon", valueName: "LON", help: "demo.option.lon", isRequired: true)
    static let tag = Option<String>("tag", short: "t", valueName: "TAG", help: "demo.option.tag", isRepeatable: true)
    static let speed = Option<Decimal>("speed", short: "s", valueName: "KN", help: "demo.option.speed", default: 5)
    static let unit = Option<Unit>("unit", short: "u", valueName: "UNIT", help: "demo.option.unit")
    static let verbose = Flag("verbose", short: "v", help: "demo.option.verbose")
    static let quiet = Flag("quiet", short: "q", help: "demo.option.quiet")
    static let name = Positional<String>(valueName: "NAME", help: "demo.argument.name")
    static let values = Positional<Decimal>(
        valueName: "VALUE", help: "demo.argument.values", isRequired: false, isVariadic: true)
    static let count = Positional<Int>(valueName: "COUNT", help: "demo.argument.count", isRequired: false)

    /// What the last action saw, as text: the tests read it from standard output.
    static let routeAdd: Command = Command(
        name: "add", summary: "demo.route.add.summary", options: [latitude, longitude, tag, speed, unit, verbose],
        positionals: [name.spec],
        examples: [CommandExample("demo route add Bodrum --lat 37.03 --lon 27.43", explanation: "demo.example")]
    ) { context in
        let arguments = context.arguments
        let line: [String] = [
            arguments[name] ?? "-", "\(arguments[latitude] ?? .nan)", "\(arguments[longitude] ?? .nan)",
            arguments.all(tag).joined(separator: "+"), "\(arguments[speed] ?? -1)", arguments[unit]?.rawValue ?? "-",
            "v\(arguments.count(of: verbose))",
        ]
        context.writeLine(line.joined(separator: "|"))
        return .success
    }

    static let sum: Command = Command(
        name: "sum", summary: "demo.sum.summary", options: [quiet, verbose], positionals: [values.spec],
        writesJSON: true
    ) { context in
        let total = context.arguments.all(values).reduce(Decimal(0), +)
        if context.isJSONOutput {
            try context.writeJSON(["total": "\(total)"])
        } else {
            context.writeLine("\(total)")
        }
        return .success
    }

    static let fail: Command = Command(
        name: "fail", summary: "demo.fail.summary", positionals: [count.spec], writesJSON: true
    ) { context in
        switch context.arguments[count] ?? 0 {
        case 1: throw CommandError(.ioError, key: "demo.error.io", "/tmp/x")
        case 2:
            var validator = Validator()
            validator.require("--amount", Decimal(-3), [.positive])
            validator.require("--days", nil as Int?)
            try validator.validate()
        case 3: throw UnsupportedLanguageError(identifier: "it")
        case 4: throw CocoaError(.fileNoSuchFile)
        case 5: throw UsageError.missingOption("--amount")
        default: break
        }
        return .success
    }

    static let route: Command = Command(name: "route", summary: "demo.route.summary", subcommands: [routeAdd])

    static let catalogs: CatalogSet = CatalogSet(
        name: "Demo",
        catalogs: [
            StringCatalog(
                language: .english,
                entries: [
                    "demo.summary": .text("Demonstrates the parser"), "demo.route.summary": .text("Manage routes"),
                    "demo.route.add.summary": .text("Add a route"), "demo.option.lat": .text("Latitude in degrees"),
                    "demo.error.io": .text("cannot write {0}"), "demo.example": .text("Adds a route to Bodrum"),
                ]),
            StringCatalog(
                language: .turkish,
                entries: [
                    "demo.summary": .text("Ayrıştırıcıyı gösterir"), "demo.route.summary": .text("Rotaları yönet"),
                    "demo.error.io": .text("{0} yazılamıyor"),
                ]),
        ])

    static let tool: Tool = Tool(
        root: Command(name: "demo", summary: "demo.summary", subcommands: [route, sum, fail]), version: "1.2.3",
        catalogs: [catalogs])
}

/// The demo tool in the shared in-process harness: `LANG=C`, the clock at the Unix epoch.
let demo: ToolHarness = ToolHarness(DemoTool.tool)
