import MarineKit
import PosixKit
import Storage

/// `denizrota`'s composition root: the services its commands use besides their arguments and the environment.
///
/// Built once per run, by the executable with ``live(_:)`` (`DenizrotaServices+Live.swift`, the only file that
/// opens the SQLite file, starts `curl`, makes a URLSession transport or finds `secret-tool`) or by a test from
/// in-memory doubles (Storage's in-memory database, MarineKitTestSupport's scripted transports,
/// DenizrotaTestSupport's `InMemorySecretStore`); commands read it as `context.services`.
public struct DenizrotaServices: Sendable {
    /// How a command opens the database.
    public enum Access: Sendable {
        /// Reads and writes (migrating a new file).
        case readWrite
        /// Only reads: an existing file is opened read-only, so a read-only file still works.
        case reading
    }

    /// Opens the database at a path (routes, boat, trips, forecast cache, sync ledger: one schema).
    public var openDatabase: @Sendable (_ path: String, _ access: Access) throws(StorageError) -> SQLiteDatabase
    /// The Open-Meteo transport with a whole-request timeout in seconds (1…120); nil when none is available
    /// (no `curl` on `PATH`).
    public var weatherTransport: @Sendable (_ timeoutSeconds: Double) -> (any OpenMeteoTransport)?
    /// The transport of Firebase Auth requests (and of the live Firestore client).
    ///
    /// A factory, called when a command first talks to Firebase: building Foundation's `URLSession` creates
    /// `org.swift.foundation.URLCache` and cookie folders (0755) under the XDG directories, which a command that never
    /// syncs must not leave behind (`PrivacyFileModeTests`).
    public var syncTransport: @Sendable () -> any SyncTransport
    /// The Firestore tree of a signed-in user (its id, the project's endpoints, the token source); `package`, as
    /// MarineKit's Firestore client types are.
    package var syncRemote:
        @Sendable (_ userID: String, _ endpoints: FirebaseEndpoints, _ tokens: SyncTokenSource) -> any SyncRemote
    /// The desktop keyring that keeps the sync token; nil when the system has none.
    ///
    /// Live: the Secret Service through `secret-tool` (nil without it on `PATH`). ``SyncTokenBackend`` decides
    /// whether it is used.
    public var keyring: @Sendable () -> (any SecretStore)?
    /// Turns SIGINT and SIGTERM into bytes on a pipe for `watch`, which then ends cleanly (exit 0); nil: no
    /// handlers (in-process tests, which must not take over the test runner's signals).
    public var interruptPipe: @Sendable () -> SignalPipe? = { try? SignalPipe(signals: [.interrupt, .terminate]) }

    /// Creates the services.
    ///
    /// - Parameters:
    ///   - openDatabase: the database opener (SQLite files in the tool, one in-memory database in tests).
    ///   - weatherTransport: the Open-Meteo transport factory.
    ///   - syncTransport: the Firebase Auth transport.
    ///   - syncRemote: the Firestore remote factory.
    ///   - keyring: the keyring, nil when the system has none.
    package init(
        openDatabase: @escaping @Sendable (_ path: String, _ access: Access) throws(StorageError) -> SQLiteDatabase,
        weatherTransport: @escaping @Sendable (_ timeoutSeconds: Double) -> (any OpenMeteoTransport)?,
        syncTransport: @escaping @Sendable () -> any SyncTransport,
        syncRemote:
            @escaping @Sendable (_ userID: String, _ endpoints: FirebaseEndpoints, _ tokens: SyncTokenSource)
            -> any SyncRemote,
        keyring: @escaping @Sendable () -> (any SecretStore)?
    ) {
        self.openDatabase = openDatabase
        self.weatherTransport = weatherTransport
        self.syncTransport = syncTransport
        self.syncRemote = syncRemote
        self.keyring = keyring
    }
}
