import CLIKit
import Foundation
import MarineKit
import MarineStorage
import PosixKit
import Storage

/// What the `sync` commands share: project and key options, the credentials file, the live clients, the
/// stores, and turning ``SyncError`` into diagnostics with exit codes.
enum SyncSupport {
    /// `--project ID` (else `DENIZROTA_SYNC_PROJECT`, else the web app's project).
    static let project = Option<String>("project", valueName: "sync.value.project", help: "sync.option.project")
    /// `--api-key KEY` (else `DENIZROTA_SYNC_API_KEY`, else the web app's public key).
    static let apiKey = Option<String>("api-key", valueName: "sync.value.key", help: "sync.option.apiKey")

    /// The web app's public web API key (tremo/DenizRota `firebase-config.js` at 76a2089; a Firebase web key
    /// identifies the project and is public by design — access is decided by Auth and the security rules).
    static let webAppAPIKey = "AIzaSyDm3v5OZhF5Y9UtsYZCG9-YuUPZcO3_0Vc"

    /// The project from the option, the environment or the default.
    static func projectID(_ context: CommandContext, stored: SyncCredentials? = nil) -> String {
        nonEmpty(context.arguments[project]) ?? nonEmpty(context.environment.variables["DENIZROTA_SYNC_PROJECT"])
            ?? stored?.project ?? FirebaseEndpoints.webAppProject
    }

    /// The API key from the option, the environment or the default.
    static func key(_ context: CommandContext, stored: SyncCredentials? = nil) -> String {
        nonEmpty(context.arguments[apiKey]) ?? nonEmpty(context.environment.variables["DENIZROTA_SYNC_API_KEY"])
            ?? stored?.apiKey ?? webAppAPIKey
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// The endpoints of a project, with the emulator variables applied.
    static func endpoints(_ context: CommandContext, project: String) throws -> FirebaseEndpoints {
        guard let endpoints = FirebaseEndpoints.resolve(project: project, environment: context.environment.variables)
        else { throw CommandError(.usage, key: "sync.error.endpoints", project) }
        return endpoints
    }

    /// The Auth client.
    static func auth(_ context: CommandContext, endpoints: FirebaseEndpoints, apiKey: String) -> FirebaseAuthClient {
        FirebaseAuthClient(
            endpoints: endpoints, apiKey: apiKey,
            transport: context.services.syncTransport(),
            now: context.environment.now)
    }

    /// The stored account, its token source (which may rotate the refresh token) and a Firestore client signed in
    /// with it (the services' remote: Firestore over URLSession in the tool).
    ///
    /// - Throws: not signed in (65), an unusable credentials file or emulator variable.
    static func remote(_ context: CommandContext) throws
        -> (credentials: SyncCredentials, tokens: SyncTokenSource, remote: any SyncRemote)
    {
        let credentials = try credentials(context)
        let endpoints = try endpoints(context, project: projectID(context, stored: credentials))
        let tokens = SyncTokenSource(
            auth: auth(context, endpoints: endpoints, apiKey: key(context, stored: credentials)),
            session: SyncSession(
                userID: credentials.userID, idToken: "", refreshToken: credentials.refreshToken,
                expiresAt: .distantPast))
        let remote = context.services.syncRemote(credentials.userID, endpoints, tokens)
        return (credentials, tokens, remote)
    }

    /// The credentials file path.
    static func credentialsPath(_ context: CommandContext) -> String {
        SyncCredentials.path(environment: context.environment.variables)
    }

    /// The stored credentials.
    ///
    /// - Throws: not signed in (65) without a file; an I/O error (74) for an unreadable one, one open to other
    ///   users, or a keyring that does not answer.
    static func credentials(_ context: CommandContext) throws -> SyncCredentials {
        guard let stored = try SyncVault.make(context).load() else { throw failure(.notSignedIn) }
        return stored
    }

    /// A diagnostic for a sync failure: 69 for the network and the server, 65 for the account and the data.
    static func failure(_ error: SyncError) -> CommandError {
        CommandError(error.isUnavailable ? .unavailable : .dataError, wrapping: error)
    }

    /// A failure after changes were applied: says how many, never "nothing was changed" (issue 28).
    static func partialFailure(_ partial: SyncPartialFailure, context: CommandContext) -> CommandError {
        let reason: String
        if case .offline(let detail) = partial.failure {
            reason = context.text("sync.error.partialOffline", detail)
        } else {
            reason = context.describe(partial.failure)
        }
        return CommandError(
            partial.failure.isUnavailable ? .unavailable : .dataError, key: "sync.error.partial",
            context.counted("sync.count.changes", partial.applied.actions.count),
            context.counted("sync.count.documentsWritten", partial.applied.documentsWritten), reason)
    }

    /// The database at the path `--db`, `DENIZROTA_DB` or the XDG default names; `readOnly` for commands that only
    /// read it (`data export`), so a read-only file still works and no -wal/-shm appears beside it.
    static func database(_ context: CommandContext, readOnly: Bool = false) throws -> SQLiteDatabase {
        let path = MarineDatabase.path(
            option: context.arguments[NavigationSupport.database], environment: context.environment.variables)
        PrivateFiles.secureDatabase(
            at: path, defaultPath: MarineDatabase.defaultPath(environment: context.environment.variables),
            context: context)
        do {
            return try context.services.openDatabase(path, readOnly ? .reading : .readWrite)
        } catch {
            throw CommandError(.ioError, key: "denizrota.error.database", path, context.describe(error))
        }
    }

    /// Reads a password: the first line of standard input, or a prompt without echo on a terminal.
    static func readPassword(_ context: CommandContext, fromStandardInput: Bool) throws -> String {
        if !fromStandardInput, context.environment.standardInputIsTerminal {
            context.environment.standardError.write(context.text("sync.login.prompt"))
            defer { context.environment.standardError.write("\n") }
            return TerminalEcho.withEchoOff(0) { readLine(strippingNewline: true) ?? "" }
        }
        let text = try context.readStandardInput()
        return String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
            .trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
    }
}
