/// Where a database lives: a file, or memory (gone when the `SQLiteDatabase` is released).
public enum DatabaseLocation: Sendable, Equatable {
    /// A database file at this path (absolute, or relative to the current directory). Missing files are
    /// created with mode 0600; the directory must exist (see `DatabaseDirectory.prepare(forDatabaseAt:)`).
    case file(path: String)
    /// A private in-memory database (`:memory:`); WAL and durability do not apply.
    case inMemory

    /// The path SQLite opens.
    var sqlitePath: String {
        switch self {
        case .file(let path): path
        case .inMemory: ":memory:"
        }
    }
}
