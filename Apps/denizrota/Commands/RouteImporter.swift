import CLIKit
import Foundation
import MarineKit

/// `route import`'s ``GPXRouteSink``: hands each route point of the file to the store's ``RouteWriter`` as the
/// reader finds it, so a route is never held whole, and names each route when it ends: `--name`, then the name rule
/// (``RouteNameClashes``).
///
/// An import that will be refused (a taken name without `--rename-taken`, a second route with `--name`, a storage
/// failure) stops writing and only counts, so ``finish()`` can name every reason; the store's transaction then
/// rolls back whatever was written.
final class RouteImporter: GPXRouteSink {
    /// A route stored: its name, its number of waypoints, and its name in the file when that was taken.
    struct Imported {
        let name: String
        let waypointCount: Int
        let originalName: String?
    }

    private let writer: any RouteWriter
    private var names: RouteNameClashes
    private let renaming: Bool
    private let newName: String?
    /// The routes the file holds so far (written or not).
    private(set) var routeCount = 0
    /// The routes written, in file order.
    private(set) var imported: [Imported] = []
    private var failure: (any Error)?
    private var pointCount = 0
    /// The route point before, for the swapped-coordinates check (only the last one: a route is never held whole).
    private var previous: GeoCoordinate?
    /// Points that look like latitude and longitude swapped (``SwappedCoordinates`` against the point before).
    ///
    /// Each: the route's number in the file, the point's number, the point as given and swapped; the first ten.
    private(set) var swapped: [(route: Int, point: Int, given: GeoCoordinate, swapped: GeoCoordinate)] = []

    /// - Parameters:
    ///   - writer: the store's writer, inside its transaction.
    ///   - taken: the names of the stored routes.
    ///   - renaming: `--rename-taken`.
    ///   - newName: `--name` (already checked), for a file of one route.
    init(writer: any RouteWriter, taken: Set<String>, renaming: Bool, newName: String?) {
        self.writer = writer
        names = RouteNameClashes(taken: taken)
        self.renaming = renaming
        self.newName = newName
    }

    /// Whether the route being read is written: nothing is once the import is bound to be refused.
    private var writes: Bool {
        failure == nil && (names.clashes.isEmpty || renaming) && (newName == nil || routeCount <= 1)
    }

    func beginRoute() {
        routeCount += 1
        pointCount = 0
        previous = nil
    }

    func routePoint(_ waypoint: Waypoint) {
        guard writes else { return }
        attempt { try writer.append(waypoint) }
        pointCount += 1
        if let previous, swapped.count < 10,
            let reading = SwappedCoordinates.suspect(waypoint.coordinate, route: [previous], land: nil)
        {
            swapped.append((routeCount, pointCount, waypoint.coordinate, reading))
        }
        previous = waypoint.coordinate
    }

    func endRoute(name: String, plannedDeparture: Date?, plannedSpeedKnots: Double?) {
        guard newName == nil || routeCount == 1 else { return }
        let wrote = writes
        let claimed = names.claim(newName ?? name)
        guard wrote, writes else { return }
        attempt {
            try writer.finishRoute(
                named: claimed.name, plannedDeparture: plannedDeparture, plannedSpeedKnots: plannedSpeedKnots)
        }
        imported.append(Imported(name: claimed.name, waypointCount: pointCount, originalName: claimed.originalName))
    }

    /// Imports a whole route made from the file's waypoints or tracks, by the same rules.
    func add(_ route: Route) {
        beginRoute()
        for waypoint in route.waypoints { routePoint(waypoint) }
        endRoute(name: route.name, plannedDeparture: route.plannedDeparture, plannedSpeedKnots: route.plannedSpeedKnots)
    }

    /// Ends the import.
    /// - Throws: the store's first error; `CommandError` 64 (`route.import.nameNeedsOne`) when `--name` met other
    ///   than one route; 65 (`route.import.clash`) naming every taken name without `--rename-taken`.
    func finish() throws {
        if let failure { throw failure }
        if newName != nil, routeCount != 1 {
            throw CommandError(.usage, key: "route.import.nameNeedsOne", "\(routeCount)")
        }
        try names.check(renaming: renaming)
    }

    private func attempt(_ body: () throws -> Void) {
        do { try body() } catch { failure = failure ?? error }
    }
}
