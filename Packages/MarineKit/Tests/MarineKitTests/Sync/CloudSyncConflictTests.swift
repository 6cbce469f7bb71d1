import Expectations
import Foundation
import MarineKitTestSupport
import Testing

@testable import MarineKit

/// Issue 29 part 6: a rename is an update of the same document, edits on both sides are merged per field or held
/// as a conflict the user settles (`sync --ours|--theirs`), never a fork; the boat's name and tank travel too.
@Suite struct CloudSyncConflictTests {
    typealias Setup = CloudSyncTests.Setup

    /// Knidos Run: Bodrum → Knidos → Datça, synced once (`users/u/routes/1790000000000`).
    static func syncedRoute() async throws -> Setup {
        let setup = Setup()
        var route = try Route(name: "Knidos Run")
        for (name, latitude, longitude) in [
            ("Bodrum", 37.03, 27.43), ("Knidos", 36.686, 27.374), ("Datça", 36.72, 27.69),
        ] {
            try route.insert(Waypoint(name: name, coordinate: GeoCoordinate(latitude: latitude, longitude: longitude)))
        }
        setup.routes.saveRoute(route)
        _ = try await setup.sync.run(.both)
        return setup
    }

    static let path = "users/u/routes/1790000000000"

    /// The web app moves waypoint 2 (and may rename the route), as its SDK writes: the whole document again.
    static func webEdit(_ setup: Setup, name: String?) async throws {
        var fields = try #require(try await setup.remote.get(path)).fields
        var waypoints = fields["waypoints"]?.elements ?? []
        waypoints[1] = .map(["lat": .double(36.6855), "lng": .double(27.3712), "name": .string("Knidos")])
        fields["waypoints"] = .array(waypoints)
        if let name { fields["name"] = .string(name) }
        setup.remote.put(path, fields)
    }

    /// Renames the route here as `route set --rename` does: new name saved, old deleted, the link moved.
    static func localRename(_ setup: Setup, to name: String, editing: Bool) throws {
        var route = try #require(setup.routes.route(named: "Knidos Run"))
        route.name = name
        if editing {
            try route.insert(Waypoint(name: "Palamutbükü", coordinate: .init(latitude: 36.67, longitude: 27.5)))
        }
        setup.routes.saveRoute(route)
        setup.routes.deleteRoute(named: "Knidos Run")
        try setup.state.moveLink(kind: .route, from: "Knidos Run", to: name)
    }

    /// A route edited here while the sync runs keeps the edit.
    ///
    /// A `route add` right after the sync read the route, before it stored the web's moved waypoint, stays, and so does
    /// the planned departure; the next sync merges both edits per waypoint on both sides. The sync used to store the route as it had read it plus the web's change, dropping the
    /// waypoint added meanwhile (and the departure, which the web app does not keep).
    @Test func aRouteEditedDuringTheSyncKeepsTheEdit() async throws {
        let setup = try await Self.syncedRoute()
        let departure = Date(timeIntervalSince1970: 1_790_000_000)
        _ = try setup.routes.updateRoute(named: "Knidos Run") { $0.plannedDeparture = departure }
        try await Self.webEdit(setup, name: nil)
        let routes = setup.routes
        routes.afterNextRead = { name in
            _ = try? routes.updateRoute(named: name) { route in
                try route.insert(Waypoint(name: "Palamutbükü", coordinate: .init(latitude: 36.67, longitude: 27.5)))
            }
        }
        let first = try await setup.sync.run(.both)
        expectEqual(first.actions.map(\.change), [.conflict])
        expectEqual(setup.routes.route(named: "Knidos Run")?.waypoints.last?.name, "Palamutbükü")
        _ = try await setup.sync.run(.both)
        let local = try #require(setup.routes.route(named: "Knidos Run"))
        expectEqual(local.waypoints.map(\.name), ["Bodrum", "Knidos", "Datça", "Palamutbükü"])
        expectEqual(local.waypoints[1].coordinate, GeoCoordinate(latitude: 36.6855, longitude: 27.3712))
        expectEqual(local.plannedDeparture, departure)
        let cloud = try await setup.remote.get(Self.path)?.fields["waypoints"]?.elements
        expectEqual(cloud?.count, 4)
    }

    /// Renamed here, waypoint moved on the web: one document keeps its id with the new name, the web's waypoint
    /// arrives here, and the next sync has nothing to do.
    @Test func aLocalRenameUpdatesTheSameDocumentAndTheWebEditArrives() async throws {
        let setup = try await Self.syncedRoute()
        try Self.localRename(setup, to: "Knidos Run L", editing: false)
        try await Self.webEdit(setup, name: nil)
        let report = try await setup.sync.run(.both)
        let documents = try await setup.remote.list("users/u/routes", mask: nil)
        expectEqual(documents.map(\.documentID), ["1790000000000"])
        expectEqual(documents.first?.fields["name"], .string("Knidos Run L"))
        expectEqual(setup.routes.routeNames(), ["Knidos Run L"])
        let knidos = try #require(setup.routes.route(named: "Knidos Run L")?.waypoints[1].coordinate)
        expectEqual(knidos, GeoCoordinate(latitude: 36.6855, longitude: 27.3712))
        expectEqual(report.actions, [SyncAction(kind: .route, item: "Knidos Run L", change: .updatedLocal)])
        let again = try await setup.sync.run(.both)
        #expect(again.actions.isEmpty)
        expectEqual(again.documentsWritten, 0)
    }

    /// Renamed on both sides: held by default (both sides unchanged, reported on every sync until chosen), or
    /// settled with ours or theirs — one route, one document either way; the waypoint added here and the one moved
    /// on the web merge per waypoint under every policy (they used to be one conflict on the whole list).
    @Test(arguments: [
        (SyncConflictPolicy.hold, "Knidos Run L", "Knidos Run (web)"), (.ours, "Knidos Run L", "Knidos Run L"),
        (.theirs, "Knidos Run (web)", "Knidos Run (web)"),
    ])
    func editsOnBothSidesAreHeldOrSettled(policy: SyncConflictPolicy, localName: String, remoteName: String)
        async throws
    {
        let setup = try await Self.syncedRoute()
        try Self.localRename(setup, to: "Knidos Run L", editing: true)
        try await Self.webEdit(setup, name: "Knidos Run (web)")
        var sync = setup.sync
        sync.conflictPolicy = policy
        let report = try await sync.run(.both)
        expectEqual(report.actions.map(\.conflicts), [["name"]])
        expectEqual(report.actions.map(\.resolution), [policy])
        expectEqual(setup.routes.routeNames(), [localName])
        let waypoints = try #require(setup.routes.route(named: localName)?.waypoints)
        expectEqual(waypoints.map(\.name), ["Bodrum", "Knidos", "Datça", "Palamutbükü"])
        expectEqual(waypoints[1].coordinate, GeoCoordinate(latitude: 36.6855, longitude: 27.3712))
        let documents = try await setup.remote.list("users/u/routes", mask: nil)
        expectEqual(documents.count, 1)
        expectEqual(documents.first?.fields["name"], .string(remoteName))
        expectEqual(documents.first?.fields["waypointCount"], .integer(4))
        let again = try await sync.run(.both)
        #expect(again.actions.map(\.change) == (policy == .hold ? [.conflict] : []))
    }

    /// Waypoint 2 moved on the web and waypoint 3 here both arrive on both sides; then waypoint 1 moved on both
    /// sides is one held conflict, `waypoints.1`, while waypoint 3 moved on the web still arrives, and the next sync
    /// reports waypoint 1 again until `--ours` settles it.
    @Test func waypointsEditedOnBothSidesMergePerWaypoint() async throws {
        let setup = try await Self.syncedRoute()
        try await Self.webEdit(setup, name: nil)
        try Self.moveHere(setup, index: 2, to: GeoCoordinate(latitude: 36.73, longitude: 27.68))
        let merged = try await setup.sync.run(.both)
        expectEqual(merged.actions.map(\.conflicts), [[]])
        let here = try #require(setup.routes.route(named: "Knidos Run")?.waypoints.map(\.coordinate))
        expectEqual(here[1], GeoCoordinate(latitude: 36.6855, longitude: 27.3712))
        expectEqual(here[2], GeoCoordinate(latitude: 36.73, longitude: 27.68))
        #expect(try await Self.webLatitudes(setup) == [37.03, 36.6855, 36.73])
        // Waypoint 1 on both sides, waypoint 3 on the web only.
        try Self.moveHere(setup, index: 0, to: GeoCoordinate(latitude: 37.02, longitude: 27.43))
        var fields = try #require(try await setup.remote.get(Self.path)).fields
        var list = fields["waypoints"]?.elements ?? []
        list[0] = .map(["lat": .double(37.04), "lng": .double(27.43), "name": .string("Bodrum")])
        list[2] = .map(["lat": .double(36.74), "lng": .double(27.68), "name": .string("Datça")])
        fields["waypoints"] = .array(list)
        setup.remote.put(Self.path, fields)
        let held = try await setup.sync.run(.both)
        expectEqual(held.actions.map(\.conflicts), [["waypoints.1"]])
        expectEqual(held.actions.map(\.resolution), [.hold])
        #expect(
            setup.routes.route(named: "Knidos Run")?.waypoints.map(\.coordinate.latitude) == [37.02, 36.6855, 36.74])
        #expect(try await Self.webLatitudes(setup) == [37.04, 36.6855, 36.74])
        let again = try await setup.sync.run(.both)
        expectEqual(again.actions.map(\.conflicts), [["waypoints.1"]])
        var ours = setup.sync
        ours.conflictPolicy = .ours
        _ = try await ours.run(.both)
        #expect(try await Self.webLatitudes(setup) == [37.02, 36.6855, 36.74])
        #expect(try await setup.sync.run(.both).actions.isEmpty)
    }

    static func moveHere(_ setup: Setup, index: Int, to coordinate: GeoCoordinate) throws {
        var route = try #require(setup.routes.route(named: "Knidos Run"))
        var waypoint = route.waypoints[index]
        waypoint.coordinate = coordinate
        try route.replaceWaypoint(at: index + 1, with: waypoint)  // numbered from 1
        setup.routes.saveRoute(route)
    }

    static func webLatitudes(_ setup: Setup) async throws -> [Double] {
        let fields = try #require(try await setup.remote.get(path)).fields
        return (fields["waypoints"]?.elements ?? []).compactMap { $0.fields?["lat"]?.number }
    }

    /// The boat's name and tank come down from the web, go up from here, and a web value out of range is refused
    /// (the settings are skipped and reported, nothing stored).
    @Test func boatNameAndTankTravelBothWaysAndAreRangeChecked() async throws {
        let setup = Setup()
        setup.boat.saveBoatSettings(.defaults)
        setup.remote.put(
            "users/u", ["settings": .map(["boatName": .string("Poyraz"), "tankCapacity": .integer(400)])])
        _ = try await setup.sync.run(.both)
        var boat = try #require(setup.boat.loadBoatSettings())
        expectEqual(boat.name, "Poyraz")
        expectEqual(boat.tankCapacityLiters, 400)
        expectEqual(boat.rangeOnFullTank?.hours, 400.0 / 15)
        boat.tankCapacityLiters = 520
        setup.boat.saveBoatSettings(boat)
        _ = try await setup.sync.run(.both)
        #expect(try await setup.settings()["tankCapacity"] == .integer(520))
        #expect(try await setup.settings()["boatName"] == .string("Poyraz"))
        // Cleared here: deleted in the cloud too (it used to stay there and come back).
        boat.name = nil
        setup.boat.saveBoatSettings(boat)
        _ = try await setup.sync.run(.both)
        #expect(try await setup.settings()["boatName"] == nil)
        #expect(try await setup.sync.run(.both).actions.isEmpty)
        #expect(setup.boat.loadBoatSettings()?.name == nil)
        boat.name = "Poyraz"
        setup.boat.saveBoatSettings(boat)
        _ = try await setup.sync.run(.both)
        // Deleted in the web app: cleared here too, and nothing moves on the next sync.
        setup.remote.put("users/u", ["settings": .map(["boatName": .string("Poyraz")])])
        _ = try await setup.sync.run(.both)
        #expect(setup.boat.loadBoatSettings()?.tankCapacityLiters == nil)
        #expect(try await setup.sync.run(.both).actions.isEmpty)
        boat.tankCapacityLiters = 520
        setup.boat.saveBoatSettings(boat)
        _ = try await setup.sync.run(.both)
        setup.remote.put("users/u", ["settings": .map(["boatName": .string("Poyraz"), "tankCapacity": .integer(-5)])])
        let report = try await setup.sync.run(.pull)
        expectEqual(report.actions.map(\.change), [.skipped])
        expectEqual(setup.boat.loadBoatSettings()?.tankCapacityLiters, 520)
    }

    /// Boat values out of range are refused with the field named; the range on a full tank is tank ÷ rate × speed.
    @Test(arguments: [
        (0.5, nil as String?, BoatSettingsError.outOfRange(field: .tankCapacity, value: 0.5, range: 1...100_000)),
        (200_000, nil, .outOfRange(field: .tankCapacity, value: 200_000, range: 1...100_000)),
        (400, "", .badName("")), (400, "Poyraz\n", .badName("Poyraz\n")),
        (400, String(repeating: "a", count: 81), .badName(String(repeating: "a", count: 81))),
    ])
    func boatValuesAreRangeChecked(tank: Double, name: String?, error: BoatSettingsError) {
        var boat = BoatSettings.defaults
        boat.tankCapacityLiters = tank
        boat.name = name
        #expect(throws: error) { try boat.validated() }
    }
}
