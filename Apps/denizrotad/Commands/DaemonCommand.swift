import CLISupport
import Foundation
import Glibc
import MarineKit
import MarineStorage

/// `denizrotad`: the trip recorder daemon's options and start-up (the event loop is ``Daemon``).
public enum DaemonCommand {
    static let source = Option<String>(
        "source", short: "s", valueName: "denizrotad.value.source", help: "denizrotad.option.source",
        default: "gpsd://127.0.0.1:2947")
    static let baud = Option<Int>(
        "baud", valueName: "denizrotad.value.baud", help: "denizrotad.option.baud", default: 4800)
    static let route = Option<String>("route", valueName: "denizrotad.value.route", help: "denizrotad.option.route")
    static let database = Option<String>("db", valueName: "denizrotad.value.path", help: "denizrotad.option.db")
    static let hook = Option<String>("hook", valueName: "denizrotad.value.command", help: "denizrotad.option.hook")
    static let control = Option<String>(
        "control", valueName: "denizrotad.value.path", help: "denizrotad.option.control")
    static let speak = Flag("speak", help: "denizrotad.option.speak")
    static let autoTrip = Flag("auto-trip", help: "denizrotad.option.autoTrip")
    static let record = Flag("record", help: "denizrotad.option.record")

    /// The options of the root command.
    static let options: [any OptionDeclaration] = [
        source, baud, route, database, hook, control, speak, autoTrip, record,
    ]

    /// Examples shown by `--help`.
    static let examples = [
        CommandExample("denizrotad --source gpsd://127.0.0.1:2947 --auto-trip", explanation: "denizrotad.example.gpsd"),
        CommandExample(
            "denizrotad --source /dev/ttyUSB0 --baud 4800 --route Bodrum-Knidos --speak",
            explanation: "denizrotad.example.serial"),
        CommandExample(
            "denizrotad --source passage.nmea --record --db /tmp/t.sqlite", explanation: "denizrotad.example.replay"),
    ]

    /// Starts the daemon.
    static func run(_ context: CommandContext) async throws -> ExitCode {
        let variables = context.environment.variables
        let address = try sourceAddress(context)
        let databasePath = TripDatabase.path(option: context.arguments[database], variables: variables)
        let store = try openStore(at: databasePath)
        let geometry = GeodesicTrackGeometry()
        do {
            try TripRecovery.closeOpenTrips(in: store, geometry: geometry)
        } catch {
            throw CommandError(.ioError, key: "denizrotad.error.database", databasePath, "\(error)")
        }
        let positionSource = try DaemonSources.make(address)
        let control = try controlServer(context, replay: address.isReplay)
        let signals: SignalPipe
        do {
            signals = try SignalPipe(signals: [SIGTERM, SIGINT, SIGHUP])
        } catch {
            throw CommandError(.failure, key: "denizrotad.error.signals", "\(error)")
        }
        let parts = Daemon.Parts(
            source: positionSource, store: store, geometry: geometry,
            automation: context.arguments[autoTrip] ? TripAutomation() : nil, recordAtStart: context.arguments[record],
            signals: signals, control: control, notifier: SystemdNotifier(variables: variables),
            loadRoute: RouteLoading.loader(context.arguments[route]), emit: DaemonOutput.emitter(context),
            log: { context.diagnostics.warning($0) }, clock: context.environment.now)
        return Daemon(parts: parts).run() ? .success : .ioError
    }

    private static func sourceAddress(_ context: CommandContext) throws -> SourceAddress {
        let text = context.arguments[source] ?? "gpsd://127.0.0.1:2947"
        let rate = context.arguments[baud] ?? 4800
        guard SerialSource.baudRates[rate] != nil else {
            throw CommandError(.usage, key: "denizrotad.error.baud", String(rate))
        }
        guard let address = SourceAddress.parse(text, baud: rate) else {
            throw CommandError(.usage, key: "denizrotad.error.source", text)
        }
        return address
    }

    private static func openStore(at path: String) throws -> SeriesTripStore {
        do {
            return SeriesTripStore(database: try TripDatabase.open(path: path))
        } catch {
            throw CommandError(.ioError, key: "denizrotad.error.database", path, "\(error)")
        }
    }

    /// The control socket: `--control PATH`, else `$XDG_RUNTIME_DIR/denizrotad.sock` (or `/tmp/denizrotad-UID.sock`)
    /// for live sources; replays get one only when asked.
    private static func controlServer(_ context: CommandContext, replay: Bool) throws -> ControlServer? {
        let explicit = context.arguments[control]
        if replay && explicit == nil { return nil }
        let path = explicit ?? TripControlSocket.defaultPath(variables: context.environment.variables, userID: getuid())
        do {
            return try ControlServer(path: path)
        } catch {
            throw CommandError(.unavailable, key: "denizrotad.error.control", path, "\(error)")
        }
    }
}
