import Storage

/// Opens the SQLite database shared by `denizrota` and `denizrotad` (Docs/storage.md "Opening the database").
public enum MarineDatabase {
    /// The environment variable naming the database file.
    public static let environmentVariable = "DENIZROTA_DB"

    /// The database path: `--db` value > `DENIZROTA_DB` > `$XDG_DATA_HOME/denizrota/denizrota.sqlite`.
    public static func path(option: String?, environment: [String: String]) -> String {
        if let option, !option.isEmpty { return option }
        if let variable = environment[environmentVariable], !variable.isEmpty { return variable }
        let home = environment["HOME"] ?? "/tmp"
        return DatabasePath.defaultPath(forTool: "denizrota", environment: environment, homeDirectory: home)
    }

    /// Creates missing directories and opens (migrating) the database at `path`.
    public static func open(path: String) throws(StorageError) -> Database {
        try DatabaseDirectory.prepare(forDatabaseAt: path)
        return try Database(location: .file(path: path), migrations: StoreSchema.migrations)
    }

    /// The route and boat stores on an open database.
    public static func stores(in database: Database) -> (routes: StoredRoutes, boat: StoredBoatSettings) {
        (
            StoredRoutes(settings: SQLiteSettingsStore(database: database, namespace: StoredRoutes.namespace)),
            StoredBoatSettings(
                settings: SQLiteSettingsStore(database: database, namespace: StoredBoatSettings.namespace))
        )
    }
}
