import Storage

/// The former name of ``MarineDatabase`` for trips, forwarding to it.
///
/// Kept so existing callers compile (one path rule, one opener); new code uses ``MarineDatabase``.
public enum TripDatabase {
    /// The environment variable naming the database (``MarineDatabase/environmentVariable``).
    public static let environmentVariable = MarineDatabase.environmentVariable

    /// The database path from the option and the environment (``MarineDatabase/path(option:environment:)``).
    public static func path(option: String?, variables: [String: String]) -> String {
        MarineDatabase.path(option: option, environment: variables)
    }

    /// Opens (creating when missing) the database (``MarineDatabase/open(path:)``).
    public static func open(path: String) throws(StorageError) -> Database {
        try MarineDatabase.open(path: path)
    }
}
