import CLIKit
import Foundation
import MarineGPSLive
import MarineKit
import MarineStorage
import MarineWeatherCurl
import PosixKit
import Storage

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
    static let quiet = Flag("quiet", short: "q", help: "denizrotad.option.quiet")
    static let verbose = Flag("verbose", short: "v", help: "denizrotad.option.verbose")
    static let gpsTimeout = Option<Int>(
        "gps-timeout", valueName: "denizrotad.value.seconds", help: "denizrotad.option.gpsTimeout", default: 30)
    /// The range `--gps-timeout` accepts, in seconds.
    static let gpsTimeoutRange = 1...3600

    /// The options of the root command.
    static let options: [any OptionDeclaration] =
        [
            source, baud, route, database, hook, control, speak, autoTrip, record, gpsTimeout, quiet, verbose,
            SyncOutlet.flag,
        ] + DaemonWeatherOptions.options + DashboardOptions.options

    /// Examples shown by `--help`.
    static let examples = [
        CommandExample("denizrotad --source gpsd://127.0.0.1:2947 --auto-trip", explanation: "denizrotad.example.gpsd"),
        CommandExample(
            "denizrotad --source /dev/ttyUSB0 --baud 4800 --route Bodrum-Knidos --speak",
            explanation: "denizrotad.example.serial"),
        CommandExample(
            "denizrotad --source passage.nmea --record --db /tmp/t.sqlite", explanation: "denizrotad.example.replay"),
        CommandExample("denizrotad --auto-trip --weather", explanation: "denizrotad.example.weather"),
        CommandExample(
            "denizrotad --source Docs/samples/bodrum-departure.nmea --pace 1 --http",
            explanation: "denizrotad.example.dashboard"),
    ]

    /// Starts the daemon.
    static func run(_ context: CommandContext) async throws -> ExitCode {
        let variables = context.environment.variables
        let address = try sourceAddress(context)
        let lossTimeout = try gpsLossTimeout(context)
        let verbosity = try verbosity(context)
        try checkHook(context)
        let databasePath = MarineDatabase.path(option: context.arguments[database], environment: variables)
        PrivateFiles.secureDatabase(
            at: databasePath, defaultPath: MarineDatabase.defaultPath(environment: variables), context: context)
        let (opened, store) = try DaemonDatabase.openRetrying(
            at: databasePath, replay: address.isReplay, opener: context.services.openDatabase,
            log: { context.diagnostics.warning($0) },
            text: { key, arguments in context.localizer.text(key, arguments: arguments) },
            clock: context.environment.now)
        let stores = MarineDatabase.stores(in: opened)
        let loadRoute = try routeLoader(context, routes: stores.routes, databasePath: databasePath)
        let loadBoat = { try stores.boat.loadBoatSettings() ?? .defaults }
        let weather = try DaemonWeatherOptions.watch(
            context, database: opened, limits: ((try? loadBoat()) ?? .defaults).limits, replay: address.isReplay)
        let geometry = GeodesicTrackGeometry()
        let pace = try DashboardOptions.paceFactor(context, replay: address.isReplay)
        let openedSource = try context.services.positionSource(address)
        let positionSource: any PositionSource = pace.map { PacedSource(openedSource, pace: $0) } ?? openedSource
        let control = try controlServer(context, replay: address.isReplay)
        let signals: SignalPipe
        do {
            signals = try SignalPipe(signals: [.terminate, .interrupt, .hangup])
        } catch {
            throw CommandError(.failure, key: "denizrotad.error.signals", "\(error)")
        }
        let sync = SyncOutlet.make(context, database: opened, databasePath: databasePath)
        let dashboard = try dashboardServer(context, database: opened, stores: (store, stores))
        sync?.push()
        let output = DaemonOutput.emitter(context, sync: sync)
        let clock = context.environment.now
        var parts = Daemon.Parts(
            source: positionSource, store: store, geometry: geometry,
            automation: context.arguments[autoTrip] ? TripAutomation() : nil, recordAtStart: context.arguments[record],
            signals: signals, control: control, notifier: SystemdNotifier(variables: variables),
            loadRoute: loadRoute, weather: weather, loadBoat: loadBoat,
            emit: { event in
                output(event)
                dashboard?.publish(event, now: clock())
            },
            log: { context.diagnostics.warning($0) }, releaseMemory: { DaemonDatabase.releaseMemory(opened) },
            gpsTimeout: lossTimeout,
            text: { key, arguments in context.localizer.text(key, arguments: arguments) },
            message: { context.localizer.message(for: $0) }, clock: context.environment.now, http: dashboard)
        parts.databasePath = databasePath
        parts.plural = { key, count, arguments in context.localizer.plural(key, count: count, arguments: arguments) }
        parts.verbosity = verbosity
        parts.note = { context.diagnostics.hint("\(context.diagnostics.toolName): \($0)") }
        let daemon = Daemon(parts: parts)
        if let dashboard { connect(dashboard, to: daemon, stores: stores, database: opened, context: context) }
        guard await runOnOwnThread(daemon) else { return .ioError }
        return checkInput(context, positionSource)
    }

    /// The dashboard's writes that change what the daemon uses: the boat's settings and the routes, stored where
    /// `denizrota boat set` and `denizrota route` store them and taken up at once, as on SIGHUP.
    private static func connect(
        _ dashboard: DashboardServer, to daemon: Daemon, stores: (routes: StoredRoutes, boat: StoredBoatSettings),
        database: SQLiteDatabase, context: CommandContext
    ) {
        dashboard.updateBoat = { [unowned daemon] change in
            let boat = try stores.boat.updateBoatSettings(change)
            daemon.reloadBoat()
            return boat
        }
        let clock = context.environment.now
        dashboard.routeEditor = DashboardRouteEditor(
            routes: stores.routes,
            renamed: { old, new in
                let links = StoredSyncState(ledger: SyncLedger(database: database), now: clock)
                try links.moveLink(kind: .route, from: old, to: new)
            },
            changed: { [unowned daemon] name in
                if daemon.routeName == name { daemon.reloadRoute() }
            })
        // The plan of a route for a departure (the weather view): Open-Meteo through curl, the shared cache.
        if let transport = context.services.weatherTransport(),
            let endpoints = try? DaemonWeatherOptions.endpoints(context)
        {
            dashboard.planner = DashboardPlanner(
                client: OpenMeteoWeatherService(
                    endpoints: endpoints, transport: transport, cache: MarineDatabase.forecastCache(in: database),
                    now: clock))
        }
    }

    /// The dashboard server (`--http`), with the stored trips, routes and boat it serves; nil without `--http`.
    private static func dashboardServer(
        _ context: CommandContext, database: SQLiteDatabase,
        stores both: (trips: SeriesTripStore, kept: (routes: StoredRoutes, boat: StoredBoatSettings))
    ) throws -> DashboardServer? {
        let (store, stores) = (both.trips, both.kept)
        let dashboard = try DashboardOptions.make(context, database: database)
        dashboard?.archive = DashboardArchive(
            trips: { try store.trips() }, positions: { try store.positions(ofTrip: $0) },
            routeNames: { try stores.routes.routeNames() }, route: { try stores.routes.route(named: $0) },
            boat: { try stores.boat.loadBoatSettings() },
            land: DashboardLand(database: database, fileSystem: context.fileSystem))
        return dashboard
    }

    /// A replay whose whole input held no NMEA sentence and no gpsd report (a binary file, broken JSON, only
    /// other sentence types): an error with the counts and exit 65 (a failure says `error:`, issue 28's argument
    /// fuzzing found it said `warning:`).
    private static func checkInput(_ context: CommandContext, _ source: any PositionSource) -> ExitCode {
        guard let replay = source as? ReplaySource, !replay.inputSummary.isUsable else { return .success }
        let summary = replay.inputSummary
        let counts = [
            replay.name, String(summary.lines), String(summary.nmea.rejected), String(summary.nmea.checksumErrors),
            String(summary.nmea.unsupported), String(summary.badJSONLines),
        ]
        context.diagnostics.error(context.localizer.text("denizrotad.error.noUsableInput", arguments: counts))
        return .dataError
    }

    /// `--quiet` or `--verbose` (not both: a usage error).
    private static func verbosity(_ context: CommandContext) throws -> DaemonVerbosity {
        switch (context.arguments[quiet], context.arguments[verbose]) {
        case (true, true): throw CommandError(.usage, key: "denizrotad.error.quietVerbose")
        case (true, false): return .quiet
        case (false, true): return .verbose
        case (false, false): return .normal
        }
    }

    /// `--gps-timeout`: whole seconds in ``gpsTimeoutRange``, else a usage error naming the range.
    private static func gpsLossTimeout(_ context: CommandContext) throws -> TimeInterval {
        let seconds = context.arguments[gpsTimeout] ?? 30
        guard gpsTimeoutRange.contains(seconds) else {
            throw CommandError(
                .usage, key: "denizrotad.error.gpsTimeout", String(seconds), String(gpsTimeoutRange.lowerBound),
                String(gpsTimeoutRange.upperBound))
        }
        return TimeInterval(seconds)
    }

    /// `--hook` must name a program: an empty value, or one the services' ``HookRunner`` cannot start (not found on
    /// `PATH`), is a usage error.
    private static func checkHook(_ context: CommandContext) throws {
        guard let command = context.arguments[hook] else { return }
        guard !command.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw CommandError(.usage, key: "denizrotad.error.hookEmpty")
        }
        guard context.services.hookRunner.canRun(command) else {
            throw CommandError(.usage, key: "denizrotad.error.hookNotFound", command)
        }
    }

    /// Runs the loop on a thread of its own: it blocks in `poll(2)`, and the weather client's tasks need the
    /// cooperative thread pool (as wide as the cores: one on a small boat computer) to stay free.
    static func runOnOwnThread(_ daemon: Daemon) async -> Bool {
        let loop = UncheckedDaemon(daemon: daemon)
        return await withCheckedContinuation { continuation in
            Thread {
                let stored = loop.daemon.run()
                // No weather request outlives the daemon.
                CurlHTTPTransport.terminateRunningChildren(group: CurlTransport.group)
                // Nor a sync push after SIGTERM (issue 28); the push of a finished replay runs to its end.
                if loop.daemon.stoppedBySignal { DenizrotadServices.endSyncChildren() }
                continuation.resume(returning: stored)
            }.start()
        }
    }

    private static func sourceAddress(_ context: CommandContext) throws -> SourceAddress {
        let text = context.arguments[source] ?? "gpsd://127.0.0.1:2947"
        let rate = context.arguments[baud] ?? 4800
        guard SerialPort.baudRates.contains(rate) else {
            throw CommandError(.usage, key: "denizrotad.error.baud", String(rate))
        }
        guard let address = SourceAddress.parse(text, baud: rate) else {
            throw CommandError(.usage, key: "denizrotad.error.source", text)
        }
        // A device not there yet (a USB receiver plugged in later) is retried by the source; `/dev/zero` is not.
        if case .serial(let path, _) = address, SerialPort.problem(with: path)?.errorCode == .notATerminal {
            throw CommandError(.usage, key: "denizrotad.error.notATerminal", path)
        }
        return address
    }

    /// The loader of `--route NAME`, checked once now: a missing route is a data error (65).
    private static func routeLoader(_ context: CommandContext, routes: any RouteStore, databasePath: String) throws
        -> (() throws -> (name: String, waypoints: [Waypoint])?)?
    {
        guard let name = context.arguments[route], let loader = RouteLoading.loader(name, routes: routes) else {
            return nil
        }
        do {
            _ = try loader()
        } catch RouteLoading.Failure.notFound {
            throw CommandError(.dataError, key: "denizrotad.error.routeNotFound", name, databasePath)
        } catch {
            throw CommandError(.ioError, key: "denizrotad.error.database", databasePath, context.describe(error))
        }
        return loader
    }

    /// The control socket: `--control PATH`, else `$XDG_RUNTIME_DIR/denizrotad.sock` (or `denizrotad.sock` in the
    /// private folder `/tmp/denizrotad-UID`, made mode 0700 and checked) for live sources; replays get one only when
    /// asked.
    private static func controlServer(_ context: CommandContext, replay: Bool) throws -> ControlServer? {
        let explicit = context.arguments[control]
        if replay && explicit == nil { return nil }
        let variables = context.environment.variables
        let path = explicit ?? TripControlSocket.defaultPath(variables: variables, userID: context.environment.userID)
        do {
            if explicit == nil,
                let folder = TripControlSocket.privateDirectory(
                    variables: variables, userID: context.environment.userID)
            {
                try ControlSocketGuard.preparePrivateDirectory(folder, userID: context.environment.userID)
            }
            return try ControlServer(path: path, userID: context.environment.userID)
        } catch let error as ControlSocketError {
            throw CommandError(error.exitCode, wrapping: error)
        } catch {
            throw CommandError(.unavailable, key: "denizrotad.error.control", path, "\(error)")
        }
    }
}
