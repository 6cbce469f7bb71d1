import Foundation
import PosixKit

/// What `denizrota sync login` keeps: the account and the refresh token, never the password.
///
/// Stored as JSON in `$XDG_STATE_HOME/denizrota/sync-credentials.json` (default `~/.local/state/…`), created
/// with mode 0600 in a 0700 directory; `DENIZROTA_SYNC_CREDENTIALS` names another file. The token itself goes
/// to the desktop keyring when there is one (``SyncVault``).
struct SyncCredentials: Codable, Equatable {
    /// The Firebase project.
    var project: String
    /// The project's public web API key.
    var apiKey: String
    /// The account's email.
    var email: String
    /// The Firebase user id.
    var userID: String
    /// The refresh token (a secret); empty in the file when it is kept in the keyring.
    var refreshToken: String
    /// Whether the token is in the desktop keyring rather than in this file (``SyncVault``); absent in files
    /// written before the keyring was supported, which hold the token.
    var tokenInKeyring: Bool?

    /// The environment variable naming the file.
    static let environmentVariable = "DENIZROTA_SYNC_CREDENTIALS"

    /// The credentials file for an environment.
    static func path(environment: [String: String]) -> String {
        if let path = environment[environmentVariable], !path.isEmpty { return path }
        let state =
            environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? "\(environment["HOME"] ?? "/tmp")/.local/state"
        return "\(state)/denizrota/sync-credentials.json"
    }

    /// The stored credentials, or `nil` when there is no file.
    static func load(from path: String) throws -> SyncCredentials? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try JSONDecoder().decode(SyncCredentials.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes the file with mode 0600 (a temporary file renamed over the old one).
    func save(to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = path + ".tmp"
        try? FileManager.default.removeItem(atPath: temporary)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard
            FileManager.default.createFile(
                atPath: temporary, contents: try encoder.encode(self), attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteNoPermission) }
        do {
            try FilePaths.rename(temporary, to: path)
        } catch {
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
