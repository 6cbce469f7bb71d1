/// A sync that failed after it had applied changes (issue 28): the failure, and what was applied before it.
///
/// Thrown by MarineKit's `CloudSync.runKeepingProgress(_:dryRun:)` instead of the bare ``SyncError`` when the report
/// is not empty, so the message can say what was applied ("13 changes were applied before the failure") rather than
/// "nothing was changed".
package struct SyncPartialFailure: Error, Sendable {
    /// Why the sync stopped.
    package let failure: SyncError
    /// What was applied before (actions, documents written in the cloud).
    package let applied: SyncReport

    /// Creates the error.
    package init(failure: SyncError, applied: SyncReport) {
        self.failure = failure
        self.applied = applied
    }
}
