/// Which migrations a database has applied: the rows of `storage_migrations`, or, for a database from before that
/// table, the steps its `PRAGMA user_version` counted (see `Migration`).
///
/// Read before anything is written, so a refused database (newer than the program) is left untouched.
struct MigrationLedger {
    /// The table, one row per applied step, `position` in the order they ran.
    static let createTable = """
        CREATE TABLE IF NOT EXISTS storage_migrations (
            owner TEXT NOT NULL,
            name TEXT NOT NULL,
            position INTEGER NOT NULL,
            PRIMARY KEY (owner, name)
        ) WITHOUT ROWID
        """

    /// The recorded steps, or nil when the table does not exist yet (an array: see `Migration.validate`).
    let recorded: [MigrationID]?
    /// `PRAGMA user_version`: under the old scheme, the number of steps applied.
    let userVersion: Int

    /// Reads the ledger in `session` (no writes).
    static func read(_ session: DatabaseSession) throws(StorageError) -> MigrationLedger {
        let userVersion = try session.scalar("PRAGMA user_version", as: Int.self) ?? 0
        let exists = try session.scalar(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'storage_migrations'", as: Int.self)
        guard exists == 1 else { return MigrationLedger(recorded: nil, userVersion: userVersion) }
        var recorded: [MigrationID] = []
        try session.forEachRow("SELECT owner, name FROM storage_migrations") { row throws(StorageError) in
            recorded.append(MigrationID(owner: try row.value(at: 0), name: try row.value(at: 1)))
        }
        return MigrationLedger(recorded: recorded, userVersion: userVersion)
    }

    /// The steps of `migrations` the database has applied.
    func applied(of migrations: [Migration]) -> [Migration] {
        migrations.filter { migration in
            if let recorded { return recorded.contains(migration.id) }
            return (migration.legacyVersion ?? .max) <= userVersion
        }
    }

    /// Refuses a database that holds steps this program does not know: of an owner it knows (steps of other
    /// owners belong to other programs sharing the file), or, before the table, more steps than it numbered.
    func checkNotNewer(than migrations: [Migration], path: String?) throws(StorageError) {
        guard let recorded else {
            let newest = migrations.compactMap(\.legacyVersion).max() ?? 0
            guard userVersion > newest else { return }
            throw Self.newer(
                userVersion, newest, "database schema \(userVersion) is newer than this program's \(newest)", path)
        }
        let owners = migrations.map(\.owner)
        let known = migrations.map(\.id)
        let mine = recorded.filter { owners.contains($0.owner) }
        let unknown = mine.filter { !known.contains($0) }
        guard !unknown.isEmpty else { return }
        let names = unknown.map(\.description).sorted().joined(separator: ", ")
        let programCount = known.filter { owners.contains($0.owner) }.count
        throw Self.newer(mine.count, programCount, "database has migrations this program does not know: \(names)", path)
    }

    private static func newer(_ database: Int, _ program: Int, _ message: String, _ path: String?) -> StorageError {
        StorageError(
            kind: .newerThanProgram(databaseVersion: database, programVersion: program), message: message, path: path)
    }

    /// Creates the table when missing and records `baseline` (the steps the old `user_version` counted) in order.
    static func create(_ session: DatabaseSession, baseline: [Migration]) throws(StorageError) {
        let exists = try session.scalar(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'storage_migrations'", as: Int.self)
        guard exists != 1 else { return }
        try session.executeScript(createTable)
        for migration in baseline { try record(migration, in: session) }
    }

    /// Whether `migration` is recorded (inside the transaction that would apply it).
    static func contains(_ migration: Migration, in session: DatabaseSession) throws(StorageError) -> Bool {
        try session.scalar(
            "SELECT count(*) FROM storage_migrations WHERE owner = ? AND name = ?", [migration.owner, migration.name],
            as: Int.self) == 1
    }

    /// Records `migration` as applied and sets `user_version` to the number of recorded steps, so a program from
    /// before the table (which reads only `user_version`) refuses a database that has steps it lacks.
    static func record(_ migration: Migration, in session: DatabaseSession) throws(StorageError) {
        try session.execute(
            "INSERT INTO storage_migrations (owner, name, position) "
                + "VALUES (?, ?, (SELECT count(*) + 1 FROM storage_migrations))",
            [migration.owner, migration.name])
        let count = try session.scalar("SELECT count(*) FROM storage_migrations", as: Int.self) ?? 0
        try session.executeScript("PRAGMA user_version = \(count)")
    }
}
