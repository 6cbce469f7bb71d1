/// What a sync did: its actions and how many documents it wrote.
package struct SyncReport: Sendable, Equatable, Codable {
    /// The changes, in the order they were made.
    public var actions: [SyncAction] = []
    /// Documents written (created, updated or deleted) in the cloud; 0 for a dry run.
    public var documentsWritten = 0
    /// Whether this was a dry run (nothing was written anywhere).
    public var dryRun = false

    /// Creates an empty report.
    public init(dryRun: Bool = false) {
        self.dryRun = dryRun
    }
}
