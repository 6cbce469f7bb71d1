import CLIKit
import Foundation
import MarineKit

/// `denizrota coastline show|set FILE|clear`: the coastline routes are checked against (and fetch measured on).
public enum CoastlineCommand {
    static let file = Positional<String>(valueName: "denizrota.value.path", help: "coastline.argument.file")

    /// The `coastline` command group.
    public static let command = Command(
        name: "coastline", summary: "coastline.summary", discussion: "coastline.discussion",
        subcommands: [show, set, clear])

    static let show = Command(
        name: "show", summary: "coastline.show.summary",
        options: [LandSupport.coastline, NavigationSupport.database], writesJSON: true
    ) { context in
        // Its name, coverage and tolerance only: no rows of the embedded index (issue 30).
        let check = try LandSupport.landCheck(context, around: [GeoCoordinate]())
        let box = check.source.coverage
        if context.isJSONOutput {
            try context.writeJSON(
                LibraryDocument(
                    CoastlineSourceDocument(
                        RouteLandReport(
                            waypoints: [], legs: [], source: check.source, toleranceMeters: check.toleranceMeters))))
        } else {
            let text = NavigationText(context)
            context.writeLine(
                context.text("land.source", check.source.attribution, text.number(check.toleranceMeters, digits: 0)))
            context.writeLine(
                context.text(
                    "coastline.show.coverage", text.number(box.minLatitude, digits: 2),
                    text.number(box.maxLatitude, digits: 2), text.number(box.minLongitude, digits: 2),
                    text.number(box.maxLongitude, digits: 2)))
        }
        return .success
    }

    static let set = Command(
        name: "set", summary: "coastline.set.summary", discussion: "coastline.set.discussion",
        options: [NavigationSupport.database], positionals: [file.spec],
        examples: [
            CommandExample("denizrota coastline set ~/charts/land.geojson", explanation: "coastline.set.example")
        ]
    ) { context in
        let given = context.arguments[file] ?? ""
        let path = URL(fileURLWithPath: given).standardizedFileURL.path
        let (check, _) = try LandSupport.load(path: path, context: context)
        let settings = try LandSupport.settings(context)
        try NavigationSupport.storageCall { try settings.setValue(path, forKey: LandSupport.key) }
        context.writeLine(
            context.text(
                "land.source", check.source.attribution,
                NavigationText(context).number(check.toleranceMeters, digits: 0)))
        return .success
    }

    static let clear = Command(name: "clear", summary: "coastline.clear.summary", options: [NavigationSupport.database])
    {
        context in
        let settings = try LandSupport.settings(context)
        try NavigationSupport.storageCall { try settings.removeValue(forKey: LandSupport.key) }
        // Names the embedded coastline without building its index.
        context.writeLine(
            context.text(
                "land.source", CoastlineSource.gshhgFull.attribution,
                NavigationText(context).number(LandCheck.fullResolutionToleranceMeters, digits: 0)))
        return .success
    }
}
