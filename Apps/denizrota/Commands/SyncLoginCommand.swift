import CLIKit
import Foundation
import MarineKit
import MarineStorage
import Storage

/// `denizrota sync login|status|logout`.
enum SyncLoginCommand {
    static let email = Option<String>(
        "email", valueName: "sync.value.email", help: "sync.option.email", isRequired: true)
    static let passwordStdin = Flag("password-stdin", help: "sync.option.passwordStdin")

    static let login = Command(
        name: "login", summary: "sync.login.summary", discussion: "sync.login.discussion",
        options: [email, passwordStdin, SyncSupport.project, SyncSupport.apiKey, NavigationSupport.database],
        examples: [
            CommandExample(
                "denizrota sync login --email skipper@example.com --password-stdin < password.txt",
                explanation: "sync.login.example")
        ]
    ) { context in
        let address = context.arguments[email] ?? ""
        let password = try SyncSupport.readPassword(context, fromStandardInput: context.arguments[passwordStdin])
        guard !address.isEmpty, !password.isEmpty else { throw CommandError(.usage, key: "sync.error.emptyLogin") }
        let project = SyncSupport.projectID(context)
        let apiKey = SyncSupport.key(context)
        let auth = SyncSupport.auth(
            context, endpoints: try SyncSupport.endpoints(context, project: project), apiKey: apiKey)
        let session: SyncSession
        do {
            session = try await auth.signIn(email: address, password: password)
        } catch let error as SyncError {
            throw SyncSupport.failure(error)
        }
        let vault = SyncVault.make(context)
        let previous = try? vault.load(withToken: false)
        if previous?.userID != session.userID || previous?.project != project {
            let database = try SyncSupport.database(context)
            try NavigationSupport.storageCall { try SyncLedger(database: database).removeAll() }
        }
        let credentials = SyncCredentials(
            project: project, apiKey: apiKey, email: address, userID: session.userID,
            refreshToken: session.refreshToken)
        if try vault.save(credentials) || vault.backend.isFile {
            context.diagnostics.hint(context.text("sync.notice.tokenFile", vault.path))
        }
        context.writeLine(context.text("sync.login.done", address, project))
        return .success
    }

    static let status = Command(
        name: "status", summary: "sync.status.summary", options: [NavigationSupport.database], writesJSON: true
    ) { context in
        let credentials = try SyncVault.make(context).load(withToken: false)
        let database = try SyncSupport.database(context)
        let state = StoredSyncState(ledger: SyncLedger(database: database), now: context.environment.now)
        let counts = try NavigationSupport.storageCall {
            (
                routes: try state.links(.route).count, trips: try state.links(.trip).count,
                pending: try MarineDatabase.trips(in: database).trips().filter { $0.endedAt != nil }.count
                    - (try state.links(.trip).count)
            )
        }
        if context.isJSONOutput {
            try context.writeJSON(
                StatusJSON(
                    signedIn: credentials != nil, email: credentials?.email, project: credentials?.project,
                    linkedRoutes: counts.routes, linkedTrips: counts.trips, tripsToPush: max(0, counts.pending)))
            return .success
        }
        if let credentials {
            context.writeLine(context.text("sync.status.signedIn", credentials.email, credentials.project))
        } else {
            context.writeLine(context.text("sync.status.signedOut"))
        }
        context.writeLine(
            context.text(
                "sync.status.counts", context.counted("sync.count.routes", counts.routes),
                context.counted("sync.count.trips", counts.trips), String(max(0, counts.pending))))
        return .success
    }

    static let logout = Command(name: "logout", summary: "sync.logout.summary") { context in
        try SyncVault.make(context).remove(context)
        context.writeLine(context.text("sync.logout.done"))
        return .success
    }

    /// `sync status --json`.
    struct StatusJSON: JSONDocument {
        var signedIn: Bool
        var email: String?
        var project: String?
        var linkedRoutes: Int
        var linkedTrips: Int
        var tripsToPush: Int
    }
}
