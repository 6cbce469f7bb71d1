import CLISupport
import MarineKit
import MarineStorage
import Storage

/// Where `plan` reads the route and the boat: the denizrota database (`--db` > `DENIZROTA_DB` > XDG default).
enum PlanSources {
    /// Settings namespace and key of the routes and the boat, as the route and boat commands store them.
    static let routeNamespace = "denizrota.routes"
    /// See ``routeNamespace``.
    static let boatNamespace = "denizrota"

    /// The settings stores holding routes and the boat.
    static func stores(_ context: CommandContext) throws -> (routes: any SettingsStore, boat: any SettingsStore) {
        let path = WeatherCommandSupport.databasePath(context)
        do {
            let database = try TripDatabase.open(path: path)
            return (
                SQLiteSettingsStore(database: database, namespace: routeNamespace),
                SQLiteSettingsStore(database: database, namespace: boatNamespace)
            )
        } catch {
            throw CommandError(.ioError, key: "plan.error.database", path, error.message)
        }
    }

    /// The route of this name.
    ///
    /// - Throws: a data error naming the route when there is none, an I/O error when the store fails.
    static func route(named name: String, in store: any SettingsStore) throws -> Route {
        let route: Route?
        do {
            route = try store.value(forKey: name, as: Route.self)
        } catch {
            throw CommandError(.ioError, key: "plan.error.storage", error.message)
        }
        guard let route else { throw CommandError(.dataError, key: "plan.error.noRoute", name) }
        guard route.waypoints.count >= 2 else { throw CommandError(.dataError, key: "plan.error.shortRoute", name) }
        return route
    }

    /// The stored boat, or nil when none was set (the seed's risk defaults then apply).
    static func boat(_ store: any SettingsStore) throws -> BoatSettings? {
        do {
            return try store.value(forKey: "boat", as: BoatSettings.self)
        } catch {
            throw CommandError(.ioError, key: "plan.error.storage", error.message)
        }
    }
}
