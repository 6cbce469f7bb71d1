import CLIKit
import MarineKit
import MarineStorage

/// Where `plan` reads the route and the boat: MarineKit's ``RouteStore`` and ``BoatSettingsStore`` over the
/// denizrota database (`--db` > `DENIZROTA_DB` > XDG default), through the MarineStorage adapters the `route` and
/// `boat` commands use, so `plan` sees exactly what they stored.
enum PlanSources {
    /// The route and boat stores of the database the command line or environment names.
    ///
    /// - Throws: an I/O error naming the file when the database cannot be opened.
    static func stores(_ context: CommandContext) throws -> (routes: any RouteStore, boat: any BoatSettingsStore) {
        let path = WeatherCommandSupport.databasePath(context)
        PrivateFiles.secureDatabase(
            at: path, defaultPath: MarineDatabase.defaultPath(environment: context.environment.variables),
            context: context)
        do {
            let stores = MarineDatabase.stores(in: try context.services.openDatabase(path, .readWrite))
            return (stores.routes, stores.boat)
        } catch {
            throw CommandError(.ioError, key: "plan.error.database", path, context.describe(error))
        }
    }

    /// The route of this name, with at least two waypoints.
    ///
    /// - Throws: a data error naming the route when there is none or it is too short, an I/O error when the
    ///   store fails.
    static func route(named name: String, in store: any RouteStore) throws -> Route {
        let route: Route?
        do {
            route = try store.route(named: name)
        } catch {
            throw CommandError(.ioError, key: "plan.error.storage", error.message)
        }
        guard let route else { throw CommandError(.dataError, key: "plan.error.noRoute", name) }
        guard route.waypoints.count >= 2 else { throw CommandError(.dataError, key: "plan.error.shortRoute", name) }
        return route
    }

    /// The stored boat, or nil when none was set (the default limits, `RiskLimits.defaults`, then apply).
    ///
    /// - Throws: an I/O error when the store fails.
    static func boat(_ store: any BoatSettingsStore) throws -> BoatSettings? {
        do {
            return try store.loadBoatSettings()
        } catch {
            throw CommandError(.ioError, key: "plan.error.storage", error.message)
        }
    }
}
