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

    /// The backend for an environment.
    static func choose(environment: [String: String]) -> SyncTokenBackend {
        let wanted = environment[environmentVariable] ?? "auto"
        if wanted == "file" { return .file }
        let bus = environment["DBUS_SESSION_BUS_ADDRESS"].map { !$0.isEmpty } ?? false
        let tool = SecretToolStore.find(environment: environment)
        if wanted == "keyring" {
            return .keyring(
                SecretToolStore(executable: tool ?? "/usr/bin/secret-tool", environment: environment),
                fallsBackToFile: false)
        }
        guard bus, let tool else { return .file }
        return .keyring(SecretToolStore(executable: tool, environment: environment), fallsBackToFile: true)
    }
}
