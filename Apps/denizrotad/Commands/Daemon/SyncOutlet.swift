import CLIKit
import Foundation
import MarineKit
import MarineStorage
import Storage

/// `denizrotad --sync`: each finished trip goes into the sync outbox (Storage's `sync.outbox`) and a
/// `denizrota sync --push --db PATH` child pushes the outbox (Docs/denizrota-sync.md "The daemon").
///
/// The push runs in a child process, not in the daemon: the REST client needs FoundationNetworking (libcurl,
/// OpenSSL, GnuTLS: +7 MB resident, Docs/denizrotad.md "Benchmarks") and a 24 h trip is about 17 MB of JSON, both
/// of which the child frees when it exits. A push that fails (offline) leaves the trip queued; the next finished
/// trip, or the next start of the daemon, pushes the whole outbox again. The child's output goes to the daemon's
/// standard error, never into the event stream.
struct SyncOutlet {
    /// `--sync`.
    static let flag = Flag("sync", help: "denizrotad.option.sync")

    /// The outbox.
    let state: StoredSyncState
    /// Starts one push of the outbox (``DenizrotadServices/syncPush``).
    let pushOutbox: @Sendable (_ databasePath: String) throws -> Void
    /// The database path passed to the push.
    let databasePath: String
    /// Where failures are logged, as localized lines (catalog keys `denizrotad.sync.*`).
    let log: (String) -> Void
    /// The catalog text for a key and arguments (the command's language).
    let text: (_ key: String, _ arguments: [String]) -> String
    /// An error in words, in the command's language.
    let message: (any Error) -> String

    /// The outlet when `--sync` was given; warns and returns nil when the services cannot push (no `denizrota`).
    static func make(_ context: CommandContext, database: SQLiteDatabase, databasePath: String) -> SyncOutlet? {
        guard context.arguments[flag] else { return nil }
        guard let push = context.services.syncPush else {
            context.diagnostics.warning(context.text("denizrotad.warning.noSync"))
            return nil
        }
        return SyncOutlet(
            state: StoredSyncState(ledger: SyncLedger(database: database), now: context.environment.now),
            pushOutbox: push, databasePath: databasePath, log: { context.diagnostics.warning($0) },
            text: { context.localizer.text($0, arguments: $1) }, message: { context.describe($0) })
    }

    /// Queues a stopped trip and starts a push.
    func deliver(_ event: DaemonEvent) {
        guard case .tripStopped(let id, _, _, _) = event else { return }
        do {
            try state.enqueueTrip(id)
        } catch {
            log(text("denizrotad.sync.notQueued", ["\(id)", message(error)]))
        }
        push()
    }

    /// Starts `denizrota sync --push --db PATH` (also at start-up, for trips queued while offline).
    func push() {
        do {
            try pushOutbox(databasePath)
        } catch {
            log(text("denizrotad.sync.notStarted", [message(error)]))
        }
    }
}
