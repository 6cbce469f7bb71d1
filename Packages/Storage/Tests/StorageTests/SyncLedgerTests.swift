import Foundation
import Storage
import StorageTestSupport
import Testing

@Suite struct SyncLedgerTests {
    static func ledgers(_ directory: TemporaryDirectory) throws -> [(String, SyncLedger, SQLiteDatabase?)] {
        let database = try SQLiteDatabase(
            location: .file(path: directory.file("sync.sqlite")), migrations: StoreSchema.migrations)
        return [
            ("sqlite", SyncLedger(database: database), database),
            (
                "memory",
                SyncLedger(links: InMemoryRecordStore<SyncLink>(), outbox: InMemoryRecordStore<OutboxEntry>()), nil
            ),
        ]
    }

    @Test func linksAreKeptPerKindAndReplacedByKey() throws {
        let directory = TemporaryDirectory()
        for (_, ledger, database) in try Self.ledgers(directory) {
            defer { withExtendedLifetime(database) {} }
            let first = SyncLink(kind: "route", localKey: "Bodrum", remotePath: "users/u/routes/1", remoteVersion: "t1")
            try ledger.saveLink(first)
            try ledger.saveLink(
                SyncLink(kind: "trip", localKey: "7", remotePath: "users/u/trips/9", remoteVersion: nil))
            var updated = first
            updated.remoteVersion = "t2"
            updated.localBase = "{}"
            try ledger.saveLink(updated)
            #expect(try ledger.links(kind: "route") == [updated])
            #expect(try ledger.links(kind: "trip").map(\.remotePath) == ["users/u/trips/9"])
            #expect(try ledger.removeLink(kind: "route", localKey: "Bodrum"))
            #expect(try !ledger.removeLink(kind: "route", localKey: "Bodrum"))
            #expect(try ledger.links(kind: "route").isEmpty)
        }
    }

    @Test func outboxQueuesOnceInOrderAndSurvivesReopening() throws {
        let directory = TemporaryDirectory()
        for (name, ledger, database) in try Self.ledgers(directory) {
            defer { withExtendedLifetime(database) {} }
            try ledger.enqueue(OutboxEntry(kind: "trip", localKey: "2", queuedAt: Date(timeIntervalSince1970: 20)))
            try ledger.enqueue(OutboxEntry(kind: "trip", localKey: "1", queuedAt: Date(timeIntervalSince1970: 10)))
            try ledger.enqueue(OutboxEntry(kind: "trip", localKey: "2", queuedAt: Date(timeIntervalSince1970: 30)))
            #expect(try ledger.outbox().map(\.localKey) == ["1", "2"])
            #expect(try ledger.dequeue(kind: "trip", localKey: "1"))
            if name == "sqlite" {
                let reopened = try SQLiteDatabase(
                    location: .file(path: directory.file("sync.sqlite")), migrations: StoreSchema.migrations)
                #expect(try SyncLedger(database: reopened).outbox().map(\.localKey) == ["2"])
            }
            try ledger.removeAll()
            #expect(try ledger.outbox().isEmpty)
        }
    }
}
