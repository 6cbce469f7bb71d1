import Expectations
import Foundation
import MarineKitTestSupport
import Testing

@testable import MarineKit
@testable import MarineRoutes

/// ``CloudSync`` over ``InMemorySyncRemote`` (Firestore's precondition and mask semantics) and the in-memory stores.
@Suite struct CloudSyncTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    struct Setup {
        let remote = InMemorySyncRemote(userID: "u")
        let routes = InMemoryRouteStore()
        let boat = InMemoryBoatSettingsStore()
        let trips = InMemoryTripStore()
        let state = InMemorySyncStateStore()

        var sync: CloudSync {
            CloudSync(
                remote: remote, routes: routes, boat: boat, trips: trips, state: state, now: { CloudSyncTests.now })
        }

        func settings() async throws -> [String: FirestoreValue] {
            try await remote.get("users/u")?.fields["settings"]?.fields ?? [:]
        }
    }

    /// The web app edits the boat between our read and our write: the conditional write is refused, the sync
    /// reads again and merges per field — our fuel rate wins its field, the web's speed and name survive.
    @Test func aConcurrentEditIsReadAgainAndMergedPerField() async throws {
        let setup = Setup()
        setup.remote.put("users/u", ["settings": .map(["boatName": .string("Poyraz"), "avgSpeed": .integer(15)])])
        setup.boat.saveBoatSettings(.defaults)
        _ = try await setup.sync.run(.both)
        var edited = try #require(setup.boat.loadBoatSettings())
        #expect(edited.name == "Poyraz")  // unset here: the first sync took the web's
        edited.fuelRateLitersPerHour = 22
        setup.boat.saveBoatSettings(edited)
        setup.remote.beforeCommit = { remote in
            remote.put(
                "users/u",
                [
                    "settings": .map([
                        "boatName": .string("Poyraz II"), "avgSpeed": .integer(18), "fuelRate": .integer(15),
                    ])
                ])
        }
        let report = try await setup.sync.run(.both)
        expectEqual(setup.remote.refusedCommits, 1)
        let settings = try await setup.settings()
        expectEqual(settings["fuelRate"], .integer(22))
        expectEqual(settings["boatName"], .string("Poyraz II"))
        expectEqual(setup.boat.loadBoatSettings()?.cruiseSpeedKnots, 18 / 1.852)
        expectEqual(report.actions.map(\.change), [.updatedLocal])
        let again = try await setup.sync.run(.both)
        #expect(again.actions.isEmpty)
        expectEqual(again.documentsWritten, 0)
    }

    /// The first sync with local settings and none in the cloud creates `users/u` with only owned subfields.
    @Test func settingsGoUpWithTimestamps() async throws {
        let setup = Setup()
        var boat = BoatSettings.defaults
        boat.name = "Poyraz"
        boat.tankCapacityLiters = 400
        setup.boat.saveBoatSettings(boat)
        let report = try await setup.sync.run(.push)
        expectEqual(report.documentsWritten, 1)
        let document = try #require(try await setup.remote.get("users/u"))
        #expect(document.fields["createdAt"] != nil)
        #expect(document.fields["updatedAt"] != nil)
        expectEqual(Set(document.fields["settings"]?.fields?.keys ?? [:].keys), Set(WebBoatSettingsMapping.ownedFields))
    }

    /// A finished trip goes up once (18 chunks + parent for a day), a running one not at all; a dry run writes nothing.
    @Test func tripsAreAppendOnlyAndUploadedOnce() async throws {
        let setup = Setup()
        let id = try setup.trips.beginTrip(startedAt: Self.now)
        let fixes = (0..<86_400).map {
            PositionFix(
                time: Self.now.addingTimeInterval(Double($0)), latitude: 36.5, longitude: 27.1, speedOverGround: 2)
        }
        try setup.trips.append(fixes, toTrip: id)
        _ = try setup.trips.beginTrip(startedAt: Self.now.addingTimeInterval(90_000))  // still running
        var figures = TripStatistics(startedAt: Self.now)
        figures.endedAt = Self.now.addingTimeInterval(86_400)
        try setup.trips.endTrip(id, endedAt: figures.endedAt, statistics: figures)
        let dry = try await setup.sync.run(.push, dryRun: true)
        expectEqual(dry.actions.map(\.change), [.uploaded])
        expectEqual(setup.remote.commits, 0)
        let report = try await setup.sync.run(.push)
        expectEqual(report.documentsWritten, 19)
        let chunks = try await setup.remote.list("users/u/trips/1790000000000/track", mask: nil)
        expectEqual(chunks.count, 18)
        #expect(chunks.flatMap { WebTripMapping.chunkPositions($0.fields) }.count == 86_400)
        let again = try await setup.sync.run(.both)
        expectEqual(again.documentsWritten, 0)
        #expect(again.actions.isEmpty)
    }

    /// A remote that stops answering after `allowed` commits (a reset after a commit was sent).
    final class FailingRemote: SyncRemote, @unchecked Sendable {
        let inner: InMemorySyncRemote
        let allowed: Int
        private var commits = 0
        init(_ inner: InMemorySyncRemote, allowed: Int) {
            self.inner = inner
            self.allowed = allowed
        }
        var userID: String { inner.userID }
        func documentName(_ path: String) -> String { inner.documentName(path) }
        func get(_ path: String) async throws(SyncError) -> FirestoreDocument? { try await inner.get(path) }
        func list(_ path: String, mask: [String]?) async throws(SyncError) -> [FirestoreDocument] {
            try await inner.list(path, mask: mask)
        }
        func commit(_ writes: [FirestoreWrite]) async throws(SyncError) -> [String?] {
            commits += 1
            guard commits <= allowed else { throw .offline(detail: "connection reset") }
            return try await inner.commit(writes)
        }
    }

    /// A failure after the boat went up says what was applied (issue 28), never "nothing was changed".
    @Test func aFailureAfterACommitCarriesWhatWasApplied() async throws {
        let setup = Setup()
        setup.boat.saveBoatSettings(.defaults)
        var route = Route(checkedName: "Kos")
        route.setCheckedWaypoints([
            Waypoint(name: "A", coordinate: GeoCoordinate(latitude: 36.9, longitude: 27.3)),
            Waypoint(name: "B", coordinate: GeoCoordinate(latitude: 36.7, longitude: 27.4)),
        ])
        setup.routes.saveRoute(route)
        let sync = CloudSync(
            remote: FailingRemote(setup.remote, allowed: 1), routes: setup.routes, boat: setup.boat,
            trips: setup.trips, state: setup.state, now: { CloudSyncTests.now })
        do {
            _ = try await sync.runKeepingProgress(.push)
            Issue.record("the failure was not reported")
        } catch let partial as SyncPartialFailure {
            expectEqual(partial.applied.documentsWritten, 1)
            expectEqual(partial.failure, .offline(detail: "connection reset"))
        }
    }
}
