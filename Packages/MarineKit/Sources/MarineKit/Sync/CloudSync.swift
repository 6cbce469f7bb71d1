import Foundation

/// Synchronises the local routes, trips and boat settings with the signed-in user's Firestore tree, in the web
/// app's document shapes (tremo/DenizRota `firebase-config.js` and its Firestore calls; Docs/denizrota-sync.md).
///
/// Routes and settings merge per field (``FieldMerge``; a field changed on both sides is settled by
/// ``conflictPolicy``); trips are append-only (a trip is uploaded once, and a trip deleted in the cloud stays here
/// and is reported). Every cloud write is a `:commit` with a precondition — `exists:false`
/// to create, the last seen `updateTime` to update or delete — and the narrowest update mask; a failed
/// precondition re-reads the document and merges again, up to ``maximumAttempts`` times. Local changes are made
/// only after the cloud write they follow from succeeded, and a link is saved only after both.
package struct CloudSync {
    /// The cloud.
    public let remote: any SyncRemote
    /// Local routes.
    public let routes: any RouteStore
    /// Local boat settings.
    public let boat: any BoatSettingsStore
    /// Local trips.
    public let trips: any TripStore
    /// Links and the outbox.
    public let state: any SyncStateStore
    /// What to do with a field changed on both sides since the last sync.
    public var conflictPolicy = SyncConflictPolicy.hold
    /// Conditional writes tried per document before giving up with ``SyncError/conflict(path:)``.
    public var maximumAttempts = 3
    /// The clock (new route ids are `Date.now()`-style epoch milliseconds, as the web app makes them).
    public let now: @Sendable () -> Date

    /// Creates a sync over the stores and a signed-in remote.
    public init(
        remote: any SyncRemote, routes: any RouteStore, boat: any BoatSettingsStore, trips: any TripStore,
        state: any SyncStateStore, now: @escaping @Sendable () -> Date
    ) {
        self.remote = remote
        self.routes = routes
        self.boat = boat
        self.trips = trips
        self.state = state
        self.now = now
    }

    /// The user's document path, `users/{uid}`.
    var userPath: String { "users/\(remote.userID)" }

    /// Runs one sync: settings, then routes, then trips.
    ///
    /// - Parameters:
    ///   - direction: both ways, push only or pull only.
    ///   - dryRun: read the cloud and report what would change, writing nothing anywhere.
    /// - Returns: what changed (or would change).
    /// - Throws: ``SyncError`` from the cloud; store errors from local storage.
    public func run(_ direction: SyncDirection, dryRun: Bool = false) async throws -> SyncReport {
        var report = SyncReport(dryRun: dryRun)
        try await syncSettings(direction, dryRun: dryRun, into: &report)
        try await syncRoutes(direction, dryRun: dryRun, into: &report)
        try await syncTrips(direction, dryRun: dryRun, into: &report)
        return report
    }

    /// Runs one sync as ``run(_:dryRun:)`` does; a cloud failure after something was applied is thrown as
    /// ``SyncPartialFailure`` carrying what was (issue 28).
    ///
    /// - Throws: ``SyncPartialFailure`` after a partial sync, ``SyncError`` when nothing was applied, store errors.
    public func runKeepingProgress(_ direction: SyncDirection, dryRun: Bool = false) async throws -> SyncReport {
        var report = SyncReport(dryRun: dryRun)
        do {
            try await syncSettings(direction, dryRun: dryRun, into: &report)
            try await syncRoutes(direction, dryRun: dryRun, into: &report)
            try await syncTrips(direction, dryRun: dryRun, into: &report)
        } catch let error as SyncError where !dryRun && (!report.actions.isEmpty || report.documentsWritten > 0) {
            throw SyncPartialFailure(failure: error, applied: report)
        }
        return report
    }

    /// The path of a full document name relative to the documents root.
    func relativePath(_ name: String) -> String {
        guard let range = name.range(of: "/documents/") else { return name }
        return String(name[range.upperBound...])
    }

    /// Commits one conditional write: its new `updateTime`, or `.none` when its precondition failed.
    func conditionalCommit(_ write: FirestoreWrite, into report: inout SyncReport) async throws(SyncError)
        -> String??
    {
        let times: [String?]
        do {
            times = try await remote.commit([write])
        } catch {
            if case .conflict = error { return .none }
            throw error
        }
        report.documentsWritten += 1
        return .some(times.first ?? nil)
    }

    /// Commits `writes`, counting them in `report`.
    func commit(_ writes: [FirestoreWrite], into report: inout SyncReport) async throws(SyncError) -> [String?] {
        let times = try await remote.commit(writes)
        report.documentsWritten += writes.count
        return times
    }
}
