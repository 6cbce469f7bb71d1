import CLISupport
import Formatting
import Foundation
import MarineKit
import MarineStorage
import Storage

/// What the route, boat, geodesic and magvar commands share: the database option, store opening,
/// coordinate parsing and the translation of MarineKit and Storage errors into one-line diagnostics.
enum NavigationSupport {
    /// `--db PATH`: the database file (else `DENIZROTA_DB`, else `$XDG_DATA_HOME/denizrota/denizrota.sqlite`).
    static let database = Option<String>("db", valueName: "denizrota.value.path", help: "denizrota.option.db")

    /// The route and boat stores of the database the command line or environment names.
    static func stores(_ context: CommandContext) throws -> (routes: any RouteStore, boat: any BoatSettingsStore) {
        let path = MarineDatabase.path(option: context.arguments[database], environment: context.environment.variables)
        do {
            let opened = try MarineDatabase.open(path: path)
            let stores = MarineDatabase.stores(in: opened)
            return (stores.routes, stores.boat)
        } catch {
            throw CommandError(.ioError, key: "denizrota.error.database", path, error.message)
        }
    }

    /// The stored boat, or the defaults.
    static func boat(_ store: any BoatSettingsStore) throws -> BoatSettings {
        try storageCall { try store.loadBoatSettings() } ?? .defaults
    }

    /// The route of this name.
    /// - Throws: a data error naming the route when there is none.
    static func route(named name: String, in store: any RouteStore) throws -> Route {
        guard let route = try storageCall({ try store.route(named: name) }) else {
            throw CommandError(.dataError, key: "route.error.notFound", name)
        }
        return route
    }

    /// Runs a store call, turning a `StorageError` into an I/O diagnostic.
    static func storageCall<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as StorageError {
            throw CommandError(.ioError, key: "denizrota.error.storage", error.message)
        }
    }

    /// Parses a latitude and a longitude in DD, DDM or DMS (Formatting's `CoordinateParser`).
    static func coordinate(latitude: String, longitude: String, context: CommandContext) throws -> GeoCoordinate {
        let language = FormatLanguage(code: context.language.rawValue) ?? .en
        do {
            let lat = try CoordinateParser.parseLatitude(latitude, language: language)
            do {
                let lon = try CoordinateParser.parseLongitude(longitude, language: language)
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

    /// A route edit or validation failure as a one-line data error.
    static func commandError(_ error: RouteError) -> CommandError {
        switch error {
        case .indexOutOfRange(let index, let count):
            CommandError(.dataError, key: "route.error.index", "\(index)", "\(count)")
        case .invalidCoordinate(let lat, let lon):
            CommandError(.dataError, key: "route.error.coordinate", "\(lat)", "\(lon)")
        case .invalidSpeed(let speed): CommandError(.dataError, key: "route.error.speed", "\(speed)")
        case .invalidRadius(let radius): CommandError(.dataError, key: "route.error.radius", "\(radius)")
        case .invalidName(let name): CommandError(.dataError, key: "route.error.name", name)
        case .notFound(let name): CommandError(.dataError, key: "route.error.notFound", name)
        case .alreadyExists(let name): CommandError(.dataError, key: "route.error.exists", name)
        }
    }

    /// Runs a route edit, turning a ``RouteError`` into a diagnostic.
    static func edit(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as RouteError {
            throw commandError(error)
        }
    }

    /// Degrees with one decimal and a leading zero pad to three digits: "007.5".
    static func bearing(_ degrees: Double) -> String {
        String(format: "%05.1f", degrees)
    }
}

extension Error {
    /// A short description for diagnostics.
    var message: String {
        if let storage = self as? StorageError { return storage.message }
        return String(describing: self)
    }
}
