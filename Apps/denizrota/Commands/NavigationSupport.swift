import CLIKit
import Formatting
import Foundation
import MarineKit
import MarineStorage
import Storage

/// What the route, boat, geodesic and magvar commands share: the database option, store opening,
/// coordinate parsing and the translation of Storage errors into one-line diagnostics (MarineKit's errors are
/// `LocalizableError`s with their texts in MarineKit's `NavigationStrings`, reported by the runner as they are).
enum NavigationSupport {
    /// `--db PATH`: the database file (else `DENIZROTA_DB`, else `$XDG_DATA_HOME/denizrota/denizrota.sqlite`).
    static let database = Option<String>("db", valueName: "denizrota.value.path", help: "denizrota.option.db")

    /// The route and boat stores of the database the command line or environment names.
    ///
    /// - Parameters:
    ///   - context: the command's context.
    ///   - readOnly: true for commands that only read (``MarineDatabase/openForReading(path:)``).
    static func stores(
        _ context: CommandContext, readOnly: Bool = false
    ) throws -> (routes: any RouteStore, boat: any BoatSettingsStore) {
        let path = MarineDatabase.path(option: context.arguments[database], environment: context.environment.variables)
        PrivateFiles.secureDatabase(
            at: path, defaultPath: MarineDatabase.defaultPath(environment: context.environment.variables),
            context: context)
        do {
            let opened = try context.services.openDatabase(path, readOnly ? .reading : .readWrite)
            let stores = MarineDatabase.stores(in: opened)
            return (stores.routes, stores.boat)
        } catch {
            throw CommandError(.ioError, key: "denizrota.error.database", path, context.describe(error))
        }
    }

    /// The stored boat, or the defaults.
    static func boat(_ store: any BoatSettingsStore) throws -> BoatSettings {
        try storageCall { try store.loadBoatSettings() } ?? .defaults
    }

    /// The route of this name.
    /// - Throws: ``RouteError/notFound(name:)`` (a `LocalizableError`: exit 65) when there is none.
    static func route(named name: String, in store: any RouteStore) throws -> Route {
        guard let route = try storageCall({ try store.route(named: name) }) else {
            throw RouteError.notFound(name: name)
        }
        return route
    }

    /// Edits the route of this name as one step of the store (``RouteStore/updateRoute(named:_:)``), so an edit
    /// another process stores meanwhile (the daemon's dashboard, a second terminal) is kept, not overwritten.
    /// - Returns: the route as stored.
    /// - Throws: ``RouteError/notFound(name:)`` when there is none; what `change` throws; an I/O diagnostic.
    @discardableResult
    static func updateRoute(
        named name: String, in store: any RouteStore, _ change: (inout Route) throws -> Void
    ) throws -> Route {
        guard let route = try storageCall({ try store.updateRoute(named: name, change) }) else {
            throw RouteError.notFound(name: name)
        }
        return route
    }

    /// Runs a store call, turning a `StorageError` into an I/O diagnostic (Storage's localized message).
    static func storageCall<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as StorageError {
            throw CommandError(.ioError, wrapping: error)
        }
    }

    /// Parses a latitude and a longitude in DD, DDM or DMS (Formatting's `CoordinateParser`).
    static func coordinate(latitude: String, longitude: String, context: CommandContext) throws -> GeoCoordinate {
        let conventions = LanguageConventions(tag: context.language.tag)
        do {
            let lat = try CoordinateParser.parseLatitude(latitude, conventions: conventions)
            do {
                let lon = try CoordinateParser.parseLongitude(longitude, conventions: conventions)
                return GeoCoordinate(latitude: lat, longitude: lon)
            } catch {
                throw CommandError(.dataError, key: "denizrota.error.longitude", longitude)
            }
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(.dataError, key: "denizrota.error.latitude", latitude)
        }
    }
}

extension Error {
    /// A short description for diagnostics.
    var message: String {
        if let storage = self as? StorageError { return storage.message }
        return String(describing: self)
    }
}
