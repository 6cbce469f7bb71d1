import CLIKit
import Foundation
import MarineKit
import MarineStorage
import Storage

extension TripCommand {
    /// `trip delete ID`: deletes a finished trip with every position and forgets its sync link and outbox entry
    /// (a trip deleted in the web app is kept here and reported; this is how the user follows the web, issue 29).
    static let delete = Command(
        name: "delete", summary: "trip.delete.summary", discussion: "trip.delete.discussion",
        options: [database], positionals: [tripID.spec],
        examples: [CommandExample("denizrota trip delete 3", explanation: "trip.delete.example")]
    ) { context in
        let id = Int64(context.arguments[tripID] ?? 0)
        let path = MarineDatabase.path(option: context.arguments[database], environment: context.environment.variables)
        PrivateFiles.secureDatabase(
            at: path, defaultPath: MarineDatabase.defaultPath(environment: context.environment.variables),
            context: context)
        let opened: SQLiteDatabase
        do {
            opened = try context.services.openDatabase(path, .readWrite)
        } catch {
            throw CommandError(.ioError, key: "trip.error.database", path, context.describe(error))
        }
        let trips = MarineDatabase.trips(in: opened)
        let record = try NavigationSupport.storageCall { try trips.trips().first { $0.id == id } }
        guard let record else { throw CommandError(.dataError, key: "trip.error.notFound", String(id)) }
        guard record.endedAt != nil else { throw CommandError(.unavailable, key: "trip.delete.running", String(id)) }
        let links = StoredSyncState(ledger: SyncLedger(database: opened), now: context.environment.now)
        let deleted = try NavigationSupport.storageCall {
            // The link goes first: a trip id is reused by the next trip, which must not look synced already.
            try links.removeLink(kind: .trip, localKey: String(id))
            try links.dequeueTrip(id)
            return try trips.deleteTrip(id) ?? 0
        }
        context.writeLine(context.localizer.plural("trip.delete.done", count: deleted, String(id), String(deleted)))
        return .success
    }
}
