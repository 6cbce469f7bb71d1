import Expectations
import Foundation
import Testing

@testable import MarineKit

/// A plan and a risk assessment travel as JSON unchanged; the plan bridges to the risk API's waypoints.
@Suite struct RoutePlanCodableTests {
    static let departure = Date(timeIntervalSince1970: 1_787_292_000)  // 2026-08-21T06:00:00Z

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: Data(text.utf8))
    }

    static func route() throws -> Route {
        var route = try Route(name: "Knidos")
        try route.insert(Waypoint(name: "Datça", coordinate: GeoCoordinate(latitude: 36.72, longitude: 27.69)))
        try route.insert(Waypoint(name: "Knidos", coordinate: GeoCoordinate(latitude: 36.686, longitude: 27.374)))
        try route.insert(Waypoint(name: "Off Knidos", coordinate: GeoCoordinate(latitude: 36.8, longitude: 27.1)))
        return route
    }

    @Test func routeIsIdentifiedByItsName() throws {
        #expect(try Self.route().id == "Knidos")
    }

    @Test func planBridgesToPassageWaypoints() throws {
        let plan = RoutePlanner().plan(
            try Self.route(), departingAt: Self.departure, boat: .defaults, referenceDate: Self.departure)
        let waypoints = try #require(plan.passageWaypoints)
        expectEqual(waypoints.map(\.name), ["Datça", "Knidos", "Off Knidos"])
        expectEqual(waypoints[0].eta, Self.departure)
        #expect(waypoints[1].eta == plan.legs[0].eta && waypoints[2].eta == plan.legs[1].eta)
        expectEqual(waypoints[2].location, GeoCoordinate(latitude: 36.8, longitude: 27.1))
        let untimed = RoutePlanner().plan(try Self.route(), boat: .defaults, referenceDate: Self.departure)
        #expect(untimed.passageWaypoints == nil)
    }

    @Test func planRoundTrips() throws {
        let plan = RoutePlanner().plan(
            try Self.route(), departingAt: Self.departure, boat: .defaults, referenceDate: Self.departure)
        let encoder = JSONEncoder()
        let decoded = try JSONDecoder().decode(RoutePlan.self, from: try encoder.encode(plan))
        expectEqual(decoded, plan)
    }

    /// The schema, pinned on a one-leg plan with round figures (1 nm due north at 5 kn: 720 s, 0.5 L).
    @Test func planIsPinned() throws {
        let from = Waypoint(name: "A", coordinate: GeoCoordinate(latitude: 36, longitude: 27))
        let to = Waypoint(name: "B", coordinate: GeoCoordinate(latitude: 36.5, longitude: 27))
        var route = try Route(name: "Pin", plannedDeparture: Self.departure)
        try route.insert(from)
        try route.insert(to)
        let leg = RouteLeg(
            index: 1, from: from, to: to, distanceMeters: 1852, bearingTrue: 0, bearingMagnetic: 355.5,
            rhumbBearingTrue: 0, rhumbBearingMagnetic: 355.5, rhumbDistanceMeters: 1852, magneticVariation: 4.5,
            speedKnots: 5, durationSeconds: 720, departure: Self.departure, eta: Self.departure + 720, fuelLiters: 0.5)
        let plan = RoutePlan(route: route, legs: [leg], fuelPricePerLiter: 47.35)
        let text = try Self.json(plan)
        let pinned = [
            #"{"fuelPricePerLiter":47.35,"legs":[{"bearingMagnetic":355.5,"bearingTrue":0,"#,
            #""departure":"2026-08-21T06:00:00Z","distanceMeters":1852,"durationSeconds":720,"#,
            #""eta":"2026-08-21T06:12:00Z","from":{"coordinate":{"latitude":36,"longitude":27},"name":"A"},"#,
            #""fuelLiters":0.5,"index":1,"magneticVariation":4.5,"rhumbBearingMagnetic":355.5,"rhumbBearingTrue":0,"#,
            #""rhumbDistanceMeters":1852,"speedKnots":5,"#,
            #""to":{"coordinate":{"latitude":36.5,"longitude":27},"name":"B"}}],"#,
            #""route":{"name":"Pin","plannedDeparture":"2026-08-21T06:00:00Z","waypoints":["#,
            #"{"coordinate":{"latitude":36,"longitude":27},"name":"A"},"#,
            #"{"coordinate":{"latitude":36.5,"longitude":27},"name":"B"}]}}"#,
        ].joined()
        expectEqual(text, pinned)
        #expect(try Self.decode(RoutePlan.self, text) == plan)
    }

    @Test func assessmentRoundTripsAndJudgementIsPinned() throws {
        let assessor = PassageAssessor(limits: .defaults, fetch: nil)
        let assessment = assessor.assess(
            PassageAssessorTests.waypoints(departHour: 4),
            forecasts: PassageAssessorTests.places.map { PassageAssessorTests.forecast($0) })
        #expect(try Self.decode(PassageAssessment.self, try Self.json(assessment)) == assessment)
        let judgement = RiskJudgement(windKnots: 22, gustKnots: 9, waveHeight: nil, limits: .defaults)
        let text = try Self.json(judgement)
        #expect(text == #"{"byQuantity":{"gust":"green","wind":"yellow"},"level":"yellow"}"#)
        #expect(try Self.decode(RiskJudgement.self, text) == judgement)
    }
}
