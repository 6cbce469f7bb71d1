import Foundation
import Storage

/// Where `denizrota` and `denizrotad` keep their database, and opening it.
///
/// Path: `--db PATH` > `DENIZROTA_DB` > `$XDG_DATA_HOME/denizrota/denizrota.sqlite` (Storage's XDG rule), so the
/// daemon and the CLI share trips and routes.
public enum TripDatabase {
    /// The environment variable naming the database.
    public static let environmentVariable = "DENIZROTA_DB"

    /// The database path from the option and the environment.
    public static func path(option: String?, variables: [String: String]) -> String {
        if let option, !option.isEmpty { return option }
        if let fromEnvironment = variables[environmentVariable], !fromEnvironment.isEmpty { return fromEnvironment }
        return DatabasePath.defaultPath(
            forTool: "denizrota", environment: variables, homeDirectory: variables["HOME"] ?? "/")
    }

    /// Opens (creating when missing) the database with the generic stores' schema.
    public static func open(path: String) throws(StorageError) -> Database {
        try DatabaseDirectory.prepare(forDatabaseAt: path)
        return try Database(location: .file(path: path), migrations: StoreSchema.migrations)
    }
}
