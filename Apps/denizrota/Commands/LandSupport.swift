import CLIKit
import Foundation
import MarineKit
import MarineStorage
import Storage

/// Which coastline a command checks routes against and how it says so: `--coastline FILE` > the stored setting
/// (`denizrota coastline set FILE`) > the embedded GSHHG full-resolution land (issue 29; coastal fetch keeps the
/// embedded Natural Earth 1:10m land, whose kilometre-scale outline is what fetch needs and costs less).
enum LandSupport {
    /// `--coastline FILE`: GeoJSON land polygons to use instead of the stored or embedded coastline.
    static let coastline = Option<String>(
        "coastline", valueName: "denizrota.value.path", help: "denizrota.option.coastline")
    /// Namespace and key of the stored coastline file path.
    static let namespace = "denizrota.preferences"
    static let key = "coastline"
    /// Largest coastline file read, bytes (64 MiB: GSHHG full resolution for the whole eastern Mediterranean is
    /// about 20 MB as GeoJSON).
    static let maximumBytes = 64 << 20

    /// The fetch index over the embedded Natural Earth coastline, built once per process.
    static let embeddedGrid = LandGrid(coastline: .easternMediterranean)
    /// The land check over the embedded GSHHG full-resolution coastline (its index is built on first use).
    static var embedded: LandCheck { LandCheck.fullResolution }

    /// The land check the command line or the stored setting names, without building the fetch index.
    static func landCheck(_ context: CommandContext) throws -> LandCheck {
        guard let path = try chosenPath(context) else { return embedded }
        return try load(path: path, context: context).check
    }

    /// ``landCheck(_:)`` for the report of `coordinates`: over the embedded coastline, an index of only the rows
    /// that report reads (``LandCheck/makeFullResolution(around:)``; issue 30), freed with the check.
    static func landCheck<Coordinates: RandomAccessCollection<GeoCoordinate>>(
        _ context: CommandContext, around coordinates: Coordinates
    ) throws -> LandCheck where Coordinates.Index == Int {
        guard let path = try chosenPath(context) else { return LandCheck.makeFullResolution(around: coordinates) }
        return try load(path: path, context: context).check
    }

    /// The land report of `waypoints` over the chosen coastline; over the embedded one from an index of its own,
    /// freed when the report is made, for a command that then only writes (`route show`: the 4 MB of vertices and
    /// their grid were held while 165 MB of JSON were written; issue 30).
    static func report(_ context: CommandContext, for waypoints: [Waypoint]) throws -> RouteLandReport {
        // An array, not a lazy map: the check is generic and not specialised for the app's types, and a lazy
        // collection's metadata was looked up per element (5% of `route show` on 200,000 points; issue 30).
        let coordinates = waypoints.map(\.coordinate)
        return try landCheck(context, around: coordinates).report(for: coordinates)
    }

    /// The land check for the report of `coordinates` (``landCheck(_:around:)``) and the fetch index the command
    /// line or the stored setting names.
    static func check(
        _ context: CommandContext, around coordinates: [GeoCoordinate]
    ) throws -> (check: LandCheck, grid: LandGrid) {
        guard let path = try chosenPath(context) else {
            return (LandCheck.makeFullResolution(around: coordinates), embeddedGrid)
        }
        return try load(path: path, context: context)
    }

    /// The `--coastline` value, else the stored path, else nil (embedded data).
    static func chosenPath(_ context: CommandContext) throws -> String? {
        if let path = context.arguments[coastline], !path.isEmpty { return path }
        return try storedPath(context)
    }

    /// The stored coastline path, if one was set.
    static func storedPath(_ context: CommandContext) throws -> String? {
        try NavigationSupport.storageCall {
            try settings(context, readOnly: true).value(forKey: key, as: String.self)
        }
    }

    /// The preferences store of the database the command line or environment names; `readOnly` for commands that
    /// only look the setting up (`route show` on a read-only database must not need write access).
    static func settings(_ context: CommandContext, readOnly: Bool = false) throws -> any SettingsStore {
        let path = MarineDatabase.path(
            option: context.arguments[NavigationSupport.database], environment: context.environment.variables)
        do {
            let database = try context.services.openDatabase(path, readOnly ? .reading : .readWrite)
            return SQLiteSettingsStore(database: database, namespace: namespace)
        } catch {
            throw CommandError(.ioError, key: "denizrota.error.database", path, context.describe(error))
        }
    }

    /// Reads a GeoJSON land file; its coverage is the collection's `bbox` member, else the box of its polygons; its
    /// attribution and tolerances are its own members when it has them (``CoastlineMetadata``).
    ///
    /// Read at most ``maximumBytes`` without waiting for a FIFO's writer (``CommandContext/readInputFile(_:maximumBytes:)``).
    ///
    /// - Throws: exit 66 when the file cannot be opened or is a folder, 74 when reading fails, 65 when it is over
    ///   ``maximumBytes`` or not GeoJSON land polygons.
    static func load(path: String, context: CommandContext) throws -> (check: LandCheck, grid: LandGrid) {
        let data = try context.readInputFile(path, maximumBytes: maximumBytes)
        let coastline: Coastline
        do {
            coastline = try Coastline(geoJSON: String(decoding: data, as: UTF8.self))
        } catch {
            throw CommandError(.dataError, key: "denizrota.error.inFile", path, context.localizer.message(for: error))
        }
        guard let check = LandCheck(userCoastline: coastline, path: path) else {
            throw CommandError(.dataError, key: "coastline.error.empty", path)
        }
        return (check, check.grid)
    }

    /// "coastline: NAME (tolerance 500 m)", plus "no coastline data" for the parts outside its coverage.
    static func sourceLine(_ report: RouteLandReport, context: CommandContext) -> String {
        let line = context.text(
            "land.source", report.source.attribution, NavigationText(context).number(report.toleranceMeters, digits: 0))
        return report.hasUncovered ? line + "; " + context.text("land.noData") : line
    }

    /// "land: not checked outside the coastline's coverage (latitude …): waypoints …; legs …", or nil when every
    /// waypoint and leg lies inside the coverage (issue 29: a route outside it must never read as clear of land).
    static func uncheckedLine(_ report: RouteLandReport, context: CommandContext) -> String? {
        guard report.hasUncovered else { return nil }
        let text = NavigationText(context)
        let box = report.source.coverage
        return context.text(
            "land.summary.unchecked", LandNumberList.text(report.uncheckedWaypoints, context: context),
            LandNumberList.text(report.uncheckedLegs, context: context), text.number(box.minLatitude, digits: 0),
            text.number(box.maxLatitude, digits: 0), text.number(box.minLongitude, digits: 0),
            text.number(box.maxLongitude, digits: 0))
    }

    /// The stderr warnings for every waypoint on land and every leg across land.
    static func warnings(_ report: RouteLandReport, route: Route, context: CommandContext) -> [String] {
        let names = route.waypoints.map(\.name)
        let points = report.waypointsOnLand.map { context.text("land.warning.waypoint", "\($0)", names[$0 - 1]) }
        let legs = report.legsCrossingLand.map {
            context.text("land.warning.leg", "\($0)", names[$0 - 1], names[$0])
        }
        return points + legs
    }

    /// The JSON description of the coastline used (`coastline show --json`, and inside `plan`/`route show`):
    /// MarineKit's vocabulary.
    typealias SourceJSON = CoastlineSourceDocument
}
