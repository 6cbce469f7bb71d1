import Expectations
import Foundation
import Testing

@testable import MarineKit

/// `render(_:annotations:)` of a route's ``RouteLegs`` draws the chart its ``RoutePlan`` draws, detailed (3 points)
/// and simplified (600 points, over ``ChartRenderer/detailedWaypointLimit``), without making the legs of a long
/// route (`route export --format svg` of 200,000 points held 60 MB of legs; issue 30); the simplified chart drawn from
/// the waypoints' positions and the end names alone (what `route export` keeps of a long route) is the route's.
@Suite struct ChartRendererLegsTests {
    @Test(arguments: [3, 600])
    func legsDrawThePlansChart(points: Int) throws {
        let waypoints = (0..<points).map { index in
            Waypoint(
                name: "P\(index)",
                coordinate: GeoCoordinate(
                    latitude: 35.2 + Double(index) / 2_000, longitude: 25.1 + Double(index % 7) / 500))
        }
        let route = try Route(name: "Open sea", waypoints: waypoints, plannedSpeedKnots: 6)
        let referenceDate = Date(timeIntervalSince1970: 1_780_272_000)
        var annotations = ChartAnnotations()
        annotations.landLegs = [2]
        let renderer = ChartRenderer(coastline: Coastline(polygons: []))
        let fromLegs = renderer.render(
            RoutePlanner().legs(of: route, boat: .defaults, referenceDate: referenceDate), annotations: annotations)
        let fromPlan = renderer.render(
            RoutePlanner().plan(route, boat: .defaults, referenceDate: referenceDate), annotations: annotations)
        #expect(fromLegs.contains("P\(points - 1)"))
        #expect(fromLegs == fromPlan)
        let positions = waypoints.map(\.coordinate)
        let fromPositions = renderer.renderDense(
            name: route.name, positions: positions, endNames: ("P0", "P\(points - 1)"),
            totalDistanceMeters: RoutePlanner().totalDistanceMeters(along: positions), annotations: annotations)
        #expect(
            fromPositions
                == renderer.renderDense(
                    route, totalDistanceMeters: RoutePlanner().totalDistanceMeters(of: route), annotations: annotations)
        )
    }
}
