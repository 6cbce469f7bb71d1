import CLIKit
import Foundation
import MarineKit
import MarineStorage

/// `denizrota trip …`: control the recorder daemon and read recorded trips.
public enum TripCommand {
    static let tripID = Positional<Int>(valueName: "trip.value.id", help: "trip.argument.id")
    static let database = Option<String>("db", valueName: "trip.value.path", help: "trip.option.db")
    static let format = Option<TrackFormat>(
        "format", short: "f", valueName: "trip.value.format", help: "trip.option.format", default: .gpx)
    static let simplify = Option<String>(
        "simplify", valueName: "trip.value.tolerance", help: "trip.option.simplify")

    /// The `trip` group.
    public static let command = Command(
        name: "trip", summary: "trip.summary", discussion: "trip.discussion",
        subcommands: [start, stop, status, list, show, export, delete])

    static let start = Command(
        name: "start", summary: "trip.start.summary", options: [DaemonControlClient.controlOption],
        examples: [CommandExample("denizrota trip start", explanation: "trip.start.example")],
        writesJSON: true
    ) { context in
        try report(try DaemonControlClient.send(TripControlRequest(command: "trip.start"), context: context), context)
    }

    static let stop = Command(
        name: "stop", summary: "trip.stop.summary", options: [DaemonControlClient.controlOption], writesJSON: true
    ) { context in
        let response = try DaemonControlClient.send(TripControlRequest(command: "trip.stop"), context: context)
        return try report(response, context, stopped: true)
    }

    static let status = Command(
        name: "status", summary: "trip.status.summary", options: [DaemonControlClient.controlOption],
        writesJSON: true
    ) { context in
        try report(try DaemonControlClient.send(TripControlRequest(command: "trip.status"), context: context), context)
    }

    /// Prints a daemon reply: the state (`stopped`: the trip `trip stop` just closed, with its figures), or, when
    /// the daemon refused, only the localized reason on standard error with its exit status
    /// (``DaemonControlClient/requireAccepted(_:)``).
    static func report(_ response: TripControlResponse, _ context: CommandContext, stopped: Bool = false) throws
        -> ExitCode
    {
        try DaemonControlClient.requireAccepted(response)
        if context.isJSONOutput {
            try context.writeJSON(TripStateJSON(response))
            return .success
        }
        let trip = response.tripID.map(String.init) ?? "-"
        context.writeLine(
            stopped
                ? context.text("trip.state.stopped", trip)
                : response.recording ? context.text("trip.state.recording", trip) : context.text("trip.state.idle"))
        if let statistics = response.statistics?.tripStatistics {
            for line in TripFigures(context: context).lines(statistics) { context.writeLine("  " + line) }
        }
        if let source = response.source {
            let accepted = context.counted("position.count.accepted", response.fixesAccepted ?? 0)
            let dropped = context.counted("position.count.dropped", response.fixesRejected ?? 0)
            context.writeLine(context.text("trip.state.source", source, accepted, dropped))
        }
        return .success
    }

    /// Opens the trip store at `--db` / `DENIZROTA_DB` / the XDG default.
    static func openStore(_ context: CommandContext) throws -> SeriesTripStore {
        try openStores(context).trips
    }

    /// Opens the database at `--db` / `DENIZROTA_DB` / the XDG default for reading (`trip list|show|export` only
    /// read): its trips and the boat settings.
    static func openStores(_ context: CommandContext) throws -> (trips: SeriesTripStore, boat: StoredBoatSettings) {
        let path = MarineDatabase.path(option: context.arguments[database], environment: context.environment.variables)
        PrivateFiles.secureDatabase(
            at: path, defaultPath: MarineDatabase.defaultPath(environment: context.environment.variables),
            context: context)
        do {
            let database = try context.services.openDatabase(path, .reading)
            return (MarineDatabase.trips(in: database), MarineDatabase.stores(in: database).boat)
        } catch {
            throw CommandError(.ioError, key: "trip.error.database", path, context.describe(error))
        }
    }

    /// The trip named by the positional id, or a data error (65).
    static func trip(_ context: CommandContext, in store: SeriesTripStore) throws -> TripRecord {
        let id = Int64(context.arguments[tripID] ?? 0)
        guard let trip = try store.trips().first(where: { $0.id == id }) else {
            throw CommandError(.dataError, key: "trip.error.notFound", String(id))
        }
        return trip
    }
}
