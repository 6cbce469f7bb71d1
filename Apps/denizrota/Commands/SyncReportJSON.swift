import CLIKit
import MarineKit

/// `sync --json` (Docs/json.md §Sync): what a run did or, with `--dry-run`, would do.
struct SyncReportJSON: JSONDocument {
    /// One document's change.
    struct Action: Encodable {
        /// `route`, `trip` or `settings` (the boat profile).
        let kind: String
        /// The route's name, the trip's start time or `boat`.
        let item: String
        /// `uploaded`, `updatedRemote`, `deletedRemote`, `downloaded`, `updatedLocal`, `deletedLocal`, `linked`,
        /// `keptLocal`, `conflict` or `skipped`.
        let change: String
        /// The fields changed on both sides since the last sync.
        let conflicts: [String]
        /// How `conflicts` were settled: `hold` (left as they are on both sides), `ours` or `theirs`; absent
        /// without conflicts.
        let resolution: String?
    }

    let actions: [Action]
    let documentsWritten: Int
    let dryRun: Bool

    init(_ report: SyncReport) {
        actions = report.actions.map {
            Action(
                kind: $0.kind.rawValue, item: $0.item, change: $0.change.rawValue, conflicts: $0.conflicts,
                resolution: $0.resolution?.rawValue)
        }
        documentsWritten = report.documentsWritten
        dryRun = report.dryRun
    }
}
