/// Where `denizrota sync login` keeps the refresh token: the desktop keyring or the 0600 credentials file.
///
/// Chosen from the environment: `DENIZROTA_SECRET_STORE=keyring` (the keyring or an error), `=file` (the file),
/// otherwise (`auto`) the keyring when a session bus is announced (`DBUS_SESSION_BUS_ADDRESS`) and `secret-tool` is
/// on the `PATH`, falling back to the file with a notice when storing in it fails.
enum SyncTokenBackend {
    /// The keyring, and whether a failure may fall back to the file (`auto`).
    case keyring(any SecretStore, fallsBackToFile: Bool)
    /// The credentials file.
    case file

    /// Whether the token goes to the credentials file.
    var isFile: Bool {
        if case .file = self { return true }
        return false
    }

    /// The variable that forces a backend (`keyring`, `file`, `auto`).
    static let environmentVariable = "DENIZROTA_SECRET_STORE"

    /// The backend for an environment and the system's keyring (``DenizrotaServices/keyring``, nil when there is
    /// none): a forced keyring that does not exist fails on first use, as one that does not answer does.
    static func choose(environment: [String: String], keyring: (any SecretStore)?) -> SyncTokenBackend {
        let wanted = environment[environmentVariable] ?? "auto"
        if wanted == "file" { return .file }
        if wanted == "keyring" { return .keyring(keyring ?? MissingSecretStore(), fallsBackToFile: false) }
        let bus = environment["DBUS_SESSION_BUS_ADDRESS"].map { !$0.isEmpty } ?? false
        guard bus, let keyring else { return .file }
        return .keyring(keyring, fallsBackToFile: true)
    }
}

/// The keyring of a system that has none (no `secret-tool`): every call fails, naming what is missing.
struct MissingSecretStore: SecretStore {
    /// The failure of every call.
    static let failure = SecretStoreError(status: -1, detail: "secret-tool: not found on PATH")

    func store(_ secret: String, label: String, attributes: [String: String]) throws(SecretStoreError) {
        throw Self.failure
    }

    func lookup(attributes: [String: String]) throws(SecretStoreError) -> String? { throw Self.failure }

    func clear(attributes: [String: String]) throws(SecretStoreError) { throw Self.failure }
}
