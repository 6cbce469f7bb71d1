import CLIKit
import Foundation

/// The stored sign-in of `denizrota sync`: the account in the credentials file (0600, its directory 0700) and the
/// refresh token in the keyring when there is one (``SyncTokenBackend``), else in that file.
///
/// A credentials file readable by group or others is refused, naming the path and the fix; the token itself never
/// appears in a message, the database, the JSON output or the events (Docs/security.md "Keyring").
struct SyncVault {
    /// The credentials file.
    let path: String
    /// Where the token goes.
    let backend: SyncTokenBackend

    /// The vault of an invocation: the path from the environment; the tool's own state directory tightened first.
    static func make(_ context: CommandContext) -> SyncVault {
        let variables = context.environment.variables
        let path = SyncCredentials.path(environment: variables)
        var defaults = variables
        defaults[SyncCredentials.environmentVariable] = nil
        if path == SyncCredentials.path(environment: defaults) {
            PrivateFiles.secure(directory: (path as NSString).deletingLastPathComponent, files: [], context: context)
        }
        return SyncVault(
            path: path, backend: SyncTokenBackend.choose(environment: variables, keyring: context.services.keyring()))
    }

    /// The keyring attributes of an account's token.
    static func attributes(_ credentials: SyncCredentials) -> [String: String] {
        [
            "application": "denizrota", "service": "denizrota-sync", "project": credentials.project,
            "user": credentials.userID,
        ]
    }

    /// The stored credentials with their token (from the keyring when it is kept there; `withToken: false` leaves
    /// it empty and asks no keyring, for `sync status`), or `nil` when signed out.
    ///
    /// - Throws: `CommandError` 74 for a file open to others, an unreadable file or an unusable keyring.
    func load(withToken: Bool = true) throws -> SyncCredentials? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        if let mode = PrivateFiles.looseMode(of: path) {
            throw CommandError(.ioError, key: "sync.error.credentialsMode", path, PrivateFiles.octal(mode))
        }
        var credentials = try decodeFile()
        guard credentials.tokenInKeyring == true, withToken else { return credentials }
        credentials.refreshToken = try keyringToken(credentials) ?? ""
        return credentials
    }

    /// The file's credentials as written: no mode check, no keyring.
    private func decodeFile() throws -> SyncCredentials {
        do {
            return try JSONDecoder().decode(SyncCredentials.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw CommandError(.ioError, key: "sync.error.credentials", path)
        }
    }

    private func keyringToken(_ credentials: SyncCredentials) throws -> String? {
        guard case .keyring(let store, _) = backend else {
            throw CommandError(.ioError, key: "sync.error.keyring", "\(SyncTokenBackend.environmentVariable)=file")
        }
        do {
            return try store.lookup(attributes: Self.attributes(credentials))
        } catch {
            throw CommandError(.ioError, key: "sync.error.keyring", error.detail)
        }
    }

    /// Saves the credentials; returns `true` when the token went to the file because the keyring failed (`auto`).
    @discardableResult
    func save(_ credentials: SyncCredentials) throws -> Bool {
        guard case .keyring(let keyring, let fallsBack) = backend else {
            try write(credentials, tokenInKeyring: false)
            return false
        }
        do {
            try keyring.store(
                credentials.refreshToken, label: "denizrota sync (\(credentials.email))",
                attributes: Self.attributes(credentials))
        } catch {
            guard fallsBack else { throw CommandError(.ioError, key: "sync.error.keyring", error.detail) }
            try write(credentials, tokenInKeyring: false)
            return true
        }
        try write(credentials, tokenInKeyring: true)
        return false
    }

    /// Deletes the file and the keyring entry it points to, also when the file's mode is loose (signing out is how
    /// the refusal of such a file is resolved, so it must not leave the token in the keyring).
    ///
    /// - Throws: `CommandError` 65 when the path is not a credentials file of this tool (``checkRemovable(_:)``:
    ///   left untouched), 74 when it cannot be deleted.
    func remove(_ context: CommandContext? = nil) throws {
        try checkRemovable(context)
        if FileManager.default.fileExists(atPath: path), let stored = try? decodeFile(), stored.tokenInKeyring == true,
            case .keyring(let keyring, _) = backend
        {
            try? keyring.clear(attributes: Self.attributes(stored))
        }
        guard unlink(path) == 0 || errno == ENOENT else {
            throw CommandError(.ioError, key: "sync.error.saveCredentials", path)
        }
    }

    /// Refuses to delete anything at ``path`` but a credentials file this tool wrote.
    ///
    /// That is a regular file (not a link, folder or FIFO) holding a sign-in as JSON; nothing there is fine.
    ///
    /// - Throws: `CommandError` 65 naming the path and what it is.
    func checkRemovable(_ context: CommandContext?) throws {
        let kind = FileKind.of(path)
        guard kind != .missing else { return }
        guard kind == .regularFile else {
            // The kind's words in the user's language.
            let what = context.map { $0.text(kind.textKey) } ?? kind.rawValue
            throw CommandError(.dataError, key: "sync.error.notCredentialsKind", path, what)
        }
        guard (try? decodeFile()) != nil else { throw CommandError(.dataError, key: "sync.error.notCredentials", path) }
    }

    private func write(_ credentials: SyncCredentials, tokenInKeyring: Bool) throws {
        var stored = credentials
        stored.tokenInKeyring = tokenInKeyring
        if tokenInKeyring { stored.refreshToken = "" }
        do {
            try stored.save(to: path)
        } catch {
            throw CommandError(.ioError, key: "sync.error.saveCredentials", path)
        }
    }
}
