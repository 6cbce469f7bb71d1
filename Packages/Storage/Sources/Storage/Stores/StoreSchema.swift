/// The tables behind the generic SQLite stores, as migrations for `SQLiteDatabase`.
///
/// Every store shares these tables and keeps its own rows apart by a name (settings namespace, record
/// collection, log name, series name), so one database file holds any number of stores and the schema is
/// Storage's alone. Open the database with these migrations before creating stores on it:
///
/// ```swift
/// let database = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
/// ```
public enum StoreSchema {
    /// The owner of Storage's migrations in `storage_migrations`.
    public static let owner = "storage"

    /// The migrations, owner `"storage"`, named `"1"`, `"2"`, … in order.
    ///
    /// Append new steps at the end (`Migration("2", owner: owner, sql: …)`, no `legacyVersion`); never edit a
    /// shipped one. Step 1 shipped when every owner shared `user_version`, as its version 1.
    public static let migrations: [Migration] = [
        Migration("1", owner: owner, legacyVersion: 1, sql: version1)
    ]

    /// The number of Storage's own steps.
    public static var currentVersion: Int { migrations.count }

    /// Version 1: settings, records, bounded logs and series.
    private static let version1 = """
        CREATE TABLE storage_settings (
            namespace TEXT NOT NULL,
            key TEXT NOT NULL,
            value TEXT NOT NULL,
            PRIMARY KEY (namespace, key)
        ) WITHOUT ROWID;
        CREATE TABLE storage_records (
            position INTEGER PRIMARY KEY,
            collection TEXT NOT NULL,
            id TEXT NOT NULL,
            body TEXT NOT NULL,
            UNIQUE (collection, id)
        );
        CREATE INDEX storage_records_by_collection ON storage_records (collection, position);
        CREATE TABLE storage_log_entries (
            sequence INTEGER PRIMARY KEY,
            log TEXT NOT NULL,
            body TEXT NOT NULL
        );
        CREATE INDEX storage_log_entries_by_log ON storage_log_entries (log, sequence);
        CREATE TABLE storage_series (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            width INTEGER NOT NULL CHECK (width BETWEEN 1 AND 8),
            row_count INTEGER NOT NULL DEFAULT 0,
            first_time REAL,
            last_time REAL,
            longest_chunk REAL NOT NULL DEFAULT 0
        );
        CREATE TABLE storage_series_chunks (
            id INTEGER PRIMARY KEY,
            series INTEGER NOT NULL REFERENCES storage_series (id) ON DELETE CASCADE,
            first_time REAL NOT NULL,
            last_time REAL NOT NULL,
            row_count INTEGER NOT NULL,
            rows BLOB NOT NULL
        );
        CREATE INDEX storage_series_chunks_by_time ON storage_series_chunks (series, first_time);
        """
}
