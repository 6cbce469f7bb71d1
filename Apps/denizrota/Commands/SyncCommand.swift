import CLIKit
import Foundation
import MarineKit
import MarineStorage
import Storage

/// `denizrota sync [--push|--pull] [--ours|--theirs] [--dry-run]`, `sync login|status|logout`: routes, trips and
/// the boat with the DenizRota web app's Firestore (Docs/denizrota-sync.md).
public enum SyncCommand {
    static let push = Flag("push", help: "sync.option.push")
    static let pull = Flag("pull", help: "sync.option.pull")
    static let dryRun = Flag("dry-run", help: "sync.option.dryRun")
    static let ours = Flag("ours", help: "sync.option.ours")
    static let theirs = Flag("theirs", help: "sync.option.theirs")

    /// The `sync` command and its subcommands.
    public static let command = Command(
        name: "sync", summary: "sync.summary", discussion: "sync.discussion",
        options: [
            push, pull, ours, theirs, dryRun, SyncSupport.project, SyncSupport.apiKey, NavigationSupport.database,
        ],
        examples: [
            CommandExample("denizrota sync", explanation: "sync.example.both"),
            CommandExample("denizrota sync --pull --dry-run", explanation: "sync.example.dryRun"),
        ],
        subcommands: [SyncLoginCommand.login, SyncLoginCommand.status, SyncLoginCommand.logout], writesJSON: true
    ) { context in
        let arguments = context.arguments
        guard !(arguments[push] && arguments[pull]) else { throw CommandError(.usage, key: "sync.error.pushAndPull") }
        guard !(arguments[ours] && arguments[theirs]) else {
            throw CommandError(.usage, key: "sync.error.oursAndTheirs")
        }
        let direction: SyncDirection = arguments[push] ? .push : arguments[pull] ? .pull : .both
        let policy: SyncConflictPolicy = arguments[ours] ? .ours : arguments[theirs] ? .theirs : .hold
        let report = try await run(context, direction: direction, dryRun: arguments[dryRun], conflicts: policy)
        try write(report, context: context)
        return .success
    }

    /// Signs in with the stored refresh token and runs one sync.
    static func run(
        _ context: CommandContext, direction: SyncDirection, dryRun: Bool, conflicts: SyncConflictPolicy = .hold
    ) async throws -> SyncReport {
        let (credentials, tokens, remote) = try SyncSupport.remote(context)
        let database = try SyncSupport.database(context)
        let stores = MarineDatabase.stores(in: database)
        var sync = CloudSync(
            remote: remote, routes: stores.routes, boat: stores.boat, trips: MarineDatabase.trips(in: database),
            state: StoredSyncState(ledger: SyncLedger(database: database), now: context.environment.now),
            now: context.environment.now)
        sync.conflictPolicy = conflicts
        context.progress.show(context.text("sync.progress"))
        defer { context.progress.clear() }
        do {
            let report = try await sync.runKeepingProgress(direction, dryRun: dryRun)
            try await keepRotatedToken(tokens, credentials, context)
            return report
        } catch let partial as SyncPartialFailure {
            try? await keepRotatedToken(tokens, credentials, context)
            throw SyncSupport.partialFailure(partial, context: context)
        } catch let error as SyncError {
            throw SyncSupport.failure(error)
        } catch let error as StorageError {
            throw CommandError(.ioError, key: "denizrota.error.storage", error.message)
        }
    }

    private static func keepRotatedToken(
        _ tokens: SyncTokenSource, _ credentials: SyncCredentials, _ context: CommandContext
    ) async throws {
        let token = await tokens.session.refreshToken
        guard token != credentials.refreshToken else { return }
        var updated = credentials
        updated.refreshToken = token
        _ = try? SyncVault.make(context).save(updated)
    }

    private static func write(_ report: SyncReport, context: CommandContext) throws {
        if context.isJSONOutput {
            try context.writeJSON(SyncReportJSON(report))
            return
        }
        for action in report.actions {
            // The settings are one item: "boat settings: updated here" rather than "boat settings boat: …".
            let settings = action.kind == .settings
            let kind = settings ? "" : context.text("sync.kind.\(action.kind.rawValue)")
            let item = settings ? context.text("sync.kind.settings") : action.item
            let line = context.text("sync.change.\(action.change.rawValue)", kind, item)
            context.writeLine(line.trimmingCharacters(in: .whitespaces))
            if !action.conflicts.isEmpty {
                let resolution = (action.resolution ?? .ours).rawValue
                context.writeLine(
                    context.text("sync.conflict.\(resolution)", action.conflicts.joined(separator: ", ")))
            }
        }
        let changes = report.actions.count
        if report.dryRun {
            context.writeLine(
                context.localizer.plural(
                    "sync.summary.dryRun", count: changes, String(changes), String(report.documentsWritten)))
        } else {
            context.writeLine(
                context.text(
                    "sync.summary.done", context.counted("sync.count.changes", changes),
                    context.counted("sync.count.documentsWritten", report.documentsWritten)))
        }
    }
}
