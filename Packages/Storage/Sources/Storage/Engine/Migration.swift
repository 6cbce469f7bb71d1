/// One forward-only schema step: version N turns a database at `user_version` N − 1 into one at N.
///
/// Versions start at 1 and increase by one. `SQLiteDatabase` runs each pending migration in its own transaction
/// and sets `PRAGMA user_version` in that same transaction, so a crash leaves the database at a whole version.
/// Migrations are never undone; to change a shipped migration, add a new one.
///
/// ```swift
/// let migrations = [
///     Migration(version: 1, sql: "CREATE TABLE boats (id TEXT PRIMARY KEY, body TEXT NOT NULL)"),
///     Migration(version: 2) { session throws(StorageError) in
///         try session.execute("ALTER TABLE boats ADD COLUMN length REAL")
///     },
/// ]
/// ```
public struct Migration: Sendable {
    /// The `user_version` this migration produces (1, 2, 3, …).
    public let version: Int
    /// The schema change, run inside the migration's transaction.
    public let apply: @Sendable (DatabaseSession) throws(StorageError) -> Void

    /// Creates a migration that runs `apply`.
    public init(version: Int, apply: @escaping @Sendable (DatabaseSession) throws(StorageError) -> Void) {
        self.version = version
        self.apply = apply
    }

    /// Creates a migration that runs an SQL script (one or more statements separated by semicolons).
    public init(version: Int, sql: String) {
        self.init(version: version) { session throws(StorageError) in try session.executeScript(sql) }
    }

    /// Checks that `migrations` are numbered 1, 2, 3, … in order.
    ///
    /// - Returns: The newest version (0 for an empty list).
    /// - Throws: `StorageError` of kind `.invalidArgument` naming the first misnumbered migration.
    static func validate(_ migrations: [Migration]) throws(StorageError) -> Int {
        for (offset, migration) in migrations.enumerated() where migration.version != offset + 1 {
            throw StorageError(
                kind: .invalidArgument,
                message: "migration at position \(offset + 1) has version \(migration.version); expected \(offset + 1)")
        }
        return migrations.count
    }
}
