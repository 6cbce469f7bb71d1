/// One forward-only schema step, named per owner: `SQLiteDatabase` runs each migration of its list once, in list
/// order, and records it by owner and name in the table `storage_migrations`.
///
/// Give every library or program that adds tables to a database its own `owner` (Storage's are `"storage"`,
/// `StoreSchema`), and each step a name unique within that owner. Owners do not share a counter, so a new step of
/// one owner never collides with the steps of another: a new `StoreSchema` step runs on a database that already
/// holds an app's tables (issue 20). Each pending migration runs in its own transaction together with its
/// `storage_migrations` row, so a crash leaves the database at a whole step. Migrations are never undone; to change
/// a shipped migration, add a new one.
///
/// ```swift
/// let migrations = StoreSchema.migrations + [
///     Migration("createBoats", owner: "com.example.boats",
///               sql: "CREATE TABLE boats (id TEXT PRIMARY KEY, body TEXT NOT NULL)"),
///     Migration("boatLength", owner: "com.example.boats") { session in
///         try session.execute("ALTER TABLE boats ADD COLUMN length REAL")
///         // Any error may be thrown here: a JSONEncoder's, a domain error (see ``apply``).
///         let unknown = try JSONEncoder().encode(["length": "unknown"])
///         try session.execute("UPDATE boats SET body = ? WHERE body = ''", [String(decoding: unknown, as: UTF8.self)])
///     },
/// ]
/// ```
///
/// Databases from before `storage_migrations` counted every step of every owner in one `PRAGMA user_version`.
/// A migration shipped under that scheme keeps its old number as `legacyVersion`: on the first open, the
/// migrations whose `legacyVersion` is at most the file's `user_version` are recorded as applied, without running
/// them again, and the others run. `Migration(version:sql:)` creates such a migration.
public struct Migration: Sendable {
    /// Who the step belongs to: a library or program identifier (`"storage"`, `"com.example.boats"`).
    public let owner: String
    /// The step's name, unique within its owner.
    public let name: String
    /// Its number under the old single `user_version` counter, or nil for a step shipped after it (see the type).
    public let legacyVersion: Int?
    /// The schema change, run inside the migration's transaction.
    ///
    /// It may throw any error. A `StorageError` reaches the caller of `SQLiteDatabase.init` unchanged; any other
    /// error (a `JSONEncoder`'s, a domain error) reaches it as a `StorageError` of kind `.other` whose message names
    /// the migration and keeps the error's description. Either way the step is rolled back and not recorded.
    public let apply: @Sendable (DatabaseSession) throws -> Void

    /// Creates a migration that runs `apply`; an error it throws rolls the step back and reaches the caller of
    /// `SQLiteDatabase.init`.
    ///
    /// - Parameters:
    ///   - name: unique within `owner`.
    ///   - owner: the library or program the step belongs to.
    ///   - legacyVersion: the step's `user_version` number when it shipped before migrations were named.
    ///   - apply: the schema change.
    public init(
        _ name: String, owner: String, legacyVersion: Int? = nil,
        apply: @escaping @Sendable (DatabaseSession) throws -> Void
    ) {
        self.owner = owner
        self.name = name
        self.legacyVersion = legacyVersion
        self.apply = apply
    }

    /// Creates a migration that runs an SQL script (one or more statements separated by semicolons).
    public init(_ name: String, owner: String, legacyVersion: Int? = nil, sql: String) {
        self.init(name, owner: owner, legacyVersion: legacyVersion) { session throws(StorageError) in
            try session.executeScript(sql)
        }
    }

    /// A step numbered under the old `user_version` scheme: owner `"app"`, name `"<version>"`,
    /// `legacyVersion` `version` (versions 1, 2, 3, … in list order).
    public init(version: Int, apply: @escaping @Sendable (DatabaseSession) throws -> Void) {
        self.init("\(version)", owner: "app", legacyVersion: version, apply: apply)
    }

    /// A step numbered under the old `user_version` scheme that runs an SQL script (see ``init(version:apply:)``).
    public init(version: Int, sql: String) {
        self.init("\(version)", owner: "app", legacyVersion: version, sql: sql)
    }

    /// Runs ``apply``, turning an error other than `StorageError` into one of kind `.other` (see ``apply``).
    func run(in session: DatabaseSession) throws(StorageError) {
        do {
            try apply(session)
        } catch let error as StorageError {
            throw error
        } catch {
            let message = "migration \(id) failed: \(String(describing: error))"
            throw StorageError(kind: .other, message: message, path: session.connection.path)
        }
    }

    /// The owner and name that identify the step in `storage_migrations`.
    var id: MigrationID { MigrationID(owner: owner, name: name) }

    /// Checks that names are unique per owner and that the legacy numbers, where given, are 1, 2, 3, … in list order.
    ///
    /// - Returns: The newest legacy number (0 when none has one).
    /// - Throws: `StorageError` of kind `.invalidArgument` naming the first offending migration.
    static func validate(_ migrations: [Migration]) throws(StorageError) -> Int {
        // Arrays, not a `Set<MigrationID>`: a list holds a handful of steps, and a new `Set` element type costs the
        // Swift runtime a search of the binary's conformance records at every start (issue 17's cold start).
        var seen: [MigrationID] = []
        for migration in migrations {
            guard !seen.contains(migration.id) else {
                throw StorageError(kind: .invalidArgument, message: "migration \(migration.id) is listed twice")
            }
            seen.append(migration.id)
        }
        let numbers = migrations.compactMap(\.legacyVersion)
        for (offset, number) in numbers.enumerated() where number != offset + 1 {
            throw StorageError(
                kind: .invalidArgument,
                message: "legacy migration number \(number) at position \(offset + 1); expected \(offset + 1)")
        }
        return numbers.count
    }
}

/// A migration's identity: its owner and name.
struct MigrationID: Hashable, Sendable, CustomStringConvertible {
    let owner: String
    let name: String
    var description: String { "\(owner)/\(name)" }
}
