import CLIKit
import Foundation
import MarineKit
import MarineStorage

extension TripCommand {
    static let list = Command(
        name: "list", summary: "trip.list.summary", options: [database, TimeText.zoneOption],
        examples: [CommandExample("denizrota trip list --json", explanation: "trip.list.example")],
        writesJSON: true
    ) { context in
        let trips = try openStore(context).trips()
        if context.isJSONOutput {
            try context.writeJSON(["trips": trips.map { TripDocument($0) }])
            return .success
        }
        if trips.isEmpty { context.writeLine(context.text("trip.list.empty")) }
        let zone = try TimeText.zone(context, boat: try? NavigationSupport.boat(NavigationSupport.stores(context).boat))
        for trip in trips {
            let end = trip.endedAt.map { TimeText.text($0, zone: zone) } ?? context.text("trip.list.running")
            let figures = trip.statistics.map { TripFigures(context: context).lines($0)[0] } ?? ""
            context.writeLine("\(trip.id)  \(TimeText.text(trip.startedAt, zone: zone)) – \(end)  \(figures)")
        }
        return .success
    }

    static let show = Command(
        name: "show", summary: "trip.show.summary", options: [database, TimeText.zoneOption],
        positionals: [tripID.spec],
        examples: [CommandExample("denizrota trip show 3 --json", explanation: "trip.show.example")],
        writesJSON: true
    ) { context in
        let stores = try openStores(context)
        let trip = try trip(context, in: stores.trips)
        let positions = try stores.trips.positions(ofTrip: trip.id)
        var statistics =
            trip.statistics
            ?? TripStatisticsAccumulator(
                positions: positions, startedAt: trip.startedAt, endedAt: trip.endedAt,
                geometry: GeodesicTrackGeometry()
            ).statistics
        if statistics.fuelLiters == nil {  // recorded without a boat profile: today's boat (or the defaults)
            let boat = try NavigationSupport.boat(stores.boat)
            statistics = statistics.withFuel(FuelProfile(boat: boat))
        }
        if context.isJSONOutput {
            try context.writeJSON(TripDetail(trip: trip, statistics: statistics, positions: positions))
            return .success
        }
        let started = TimeText.text(
            trip.startedAt, zone: try TimeText.zone(context, boat: try? NavigationSupport.boat(stores.boat)))
        context.writeLine(context.text("trip.show.title", String(trip.id), started))
        for line in TripFigures(context: context).lines(statistics) { context.writeLine("  " + line) }
        return .success
    }

    static let export = Command(
        name: "export", summary: "trip.export.summary", options: [database, format, simplify, exportOutput],
        positionals: [tripID.spec],
        examples: [
            CommandExample(
                "denizrota trip export 3 --format gpx --simplify 5m > trip.gpx", explanation: "trip.export.example"),
            CommandExample("denizrota trip export 3 -o trip.gpx", explanation: "trip.export.exampleOutput"),
        ]
    ) { context in
        let store = try openStore(context)
        let trip = try trip(context, in: store)
        let tolerance = try simplifyTolerance(context)
        let positions = TrackSimplifier.simplify(try store.positions(ofTrip: trip.id), tolerance: tolerance)
        switch context.arguments[format] ?? .gpx {
        case .gpx:
            let points = positions.map {
                GPXTrack.Point(coordinate: GeoCoordinate(latitude: $0.latitude, longitude: $0.longitude), time: $0.time)
            }
            let document = GPXDocument(tracks: [GPXTrack(name: "Trip \(trip.id)", segments: [points])])
            try writeExport(try GPXWriter().write(document), trip: "\(trip.id)", context: context)
        case .geojson:
            let feature = TrackGeoJSON.feature(tripID: trip.id, positions: positions, statistics: trip.statistics)
            try writeExport(feature + "\n", trip: "\(trip.id)", context: context)
        case .svg:
            let all = try store.positions(ofTrip: trip.id)
            let chart = TripChartText(context: context).chart(trip: trip, positions: all)
            try writeExport(TrackChartRenderer().render(positions, chart: chart), trip: "\(trip.id)", context: context)
        case .pdf:
            let chart = TripChartText(context: context).chart(
                trip: trip, positions: try store.positions(ofTrip: trip.id))
            let page = TripChartPDF(chart: chart, positions: positions, language: context.language)
            let fonts = try PlanPDFOutput.fonts(context, customPath: nil)
            let bytes = try PlanPDFOutput.bytes(context, fonts: fonts, title: chart.title, paper: .a4, fill: page.fill)
            try writeExport(bytes, trip: "\(trip.id)", context: context)
        }
        return .success
    }

    /// `-o FILE`/`--output FILE`: the export goes to FILE through the shared output writer (`-`: standard output).
    static let exportOutput = Option<String>(
        "output", short: "o", valueName: "route.value.file", help: "route.option.output")

    /// Writes an export to `--output` (then says where, unless that was standard output) or standard output.
    private static func writeExport(_ text: String, trip: String, context: CommandContext) throws {
        try writeExport(Array(text.utf8), trip: trip, context: context)
    }

    /// Writes an export's bytes (a PDF) to `--output` or standard output.
    private static func writeExport(_ bytes: [UInt8], trip: String, context: CommandContext) throws {
        // A track is private: the file ends 0600 and the caller's (Docs/security.md; issue 28).
        let path = context.arguments[exportOutput] ?? "-"
        try context.writeOutputFile(bytes, to: path, newFileMode: 0o600)
        if !OutputFile(path: path).isStandardOutput {
            context.writeLine(context.text("trip.export.done", trip, path))
        }
    }

    /// `--simplify 5m` / `5` (metres) / `0.01nm`; none keeps every position.
    static func simplifyTolerance(_ context: CommandContext) throws -> Double {
        guard let text = context.arguments[simplify] else { return 0 }
        return try tolerance(text)
    }

    /// A tolerance as `--simplify` and `route import --from-tracks` take it: `5m`, `5` (metres) or `0.01nm`.
    /// - Throws: `CommandError` 64 for anything else or a negative value.
    static func tolerance(_ text: String) throws -> Double {
        let (number, scale): (Substring, Double) =
            text.hasSuffix("nm")
            ? (text.dropLast(2), 1852) : text.hasSuffix("m") ? (text.dropLast(), 1) : (text[...], 1)
        guard let value = Double(argument: String(number)), value >= 0 else {
            throw CommandError(.usage, key: "trip.error.simplify", text)
        }
        return value * scale
    }
}

/// Export formats of `trip export`.
enum TrackFormat: String, CaseIterable, ArgumentValue {
    case gpx
    case geojson
    /// The trip chart (MarineKit's `TrackChartRenderer`).
    case svg
    /// The trip chart on an A4 page (``TripChartPDF``).
    case pdf
}

/// `trip show --json`: the trip (its figures recomputed when it has none stored) and its positions, whose times
/// keep their milliseconds (Docs/json.md §Trips).
struct TripDetail: JSONDocument {
    let trip: TripRecord
    let statistics: TripStatistics
    let positions: [PositionFix]

    /// A position as JSON: time as ``InterchangeTime`` text (the tool's date strategy writes whole seconds, which
    /// would give a 10 Hz log ten equal times per second), speed in knots, course in degrees true, the estimated
    /// horizontal error in metres.
    struct Position: Encodable {
        let time: String
        let latitude: Double
        let longitude: Double
        let speedKnots: Double?
        let courseTrueDegrees: Double?
        let horizontalAccuracyMeters: Double?

        init(_ fix: PositionFix) {
            time = InterchangeTime.text(fix.time)
            latitude = fix.latitude
            longitude = fix.longitude
            speedKnots = fix.speedKnots
            courseTrueDegrees = fix.courseOverGround
            horizontalAccuracyMeters = fix.horizontalAccuracy
        }
    }

    private enum CodingKeys: String, CodingKey {
        case trip, positions
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(TripDocument(trip, statistics: statistics), forKey: .trip)
        try container.encode(positions.map(Position.init), forKey: .positions)
    }
}
