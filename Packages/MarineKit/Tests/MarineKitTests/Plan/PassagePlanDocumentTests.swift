import Expectations
import Foundation
import Testing

@testable import MarineKit

/// MarineKit's plan document through a plain `JSONEncoder`: the vocabulary of `denizrota plan --json` and
/// `GET /api/v1/plan` (Docs/json.md "Plans"), whoever encodes it.
@Suite struct PassagePlanDocumentTests {
    /// Gokova → Mouth (14.62 nm) at the default 6 kn from 09:40:00.6 UTC, 22.4 kn (with a conversion's float noise)
    /// from 315° and 0.5 m waves all day; no land check and no fetch.
    static func document() throws -> PassagePlanDocument {
        let route = try Route(
            name: "Gokova",
            waypoints: [
                Waypoint(name: "Gokova", coordinate: GeoCoordinate(latitude: 36.95, longitude: 27.85)),
                Waypoint(name: "Mouth", coordinate: GeoCoordinate(latitude: 36.90, longitude: 27.55)),
            ])
        let start = Date(timeIntervalSince1970: 1_780_304_400)  // 2026-06-01T09:00Z
        let plan = RoutePlanner().plan(route, departingAt: start + 2400.6, boat: .defaults, referenceDate: start)
        let waypoints = plan.passageWaypoints ?? []
        let samples = LegSampling().samples(along: waypoints)
        let forecast = { (place: GeoCoordinate) in
            LocationForecast(
                location: place,
                hours: (0..<12).map {
                    HourlyConditions(
                        time: start + TimeInterval($0 * 3600), windKnots: 22.400000000000002, gustKnots: 28,
                        windFromDegrees: 315, waveHeight: 0.5)
                })
        }
        let assessment = PassageAssessor(limits: .defaults, fetch: nil).assess(
            waypoints, forecasts: waypoints.map { forecast($0.location) }, samples: samples,
            sampleForecasts: samples.map { forecast($0.forecastLocation) })
        return PassagePlanDocument(plan: plan, assessment: assessment, forecastCacheAgeSeconds: 59.6)
    }

    @Test func encodesTheDocumentedVocabulary() throws {
        let document = try Self.document()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let text = String(decoding: try encoder.encode(document), as: UTF8.self)
        // Rounded once, as every output: the departure to the second (half away from zero), wind to 3 decimals.
        #expect(text.contains(#""departure":"2026-06-01T09:40:01Z""#), "\(text)")
        // Its own version (Docs/schemas/denizrota-plan: 2), whoever encodes it.
        #expect(
            text.contains(#""forecastCacheAgeSeconds":60"#) && text.contains(#""beyondForecast":[]"#)
                && text.contains(#""schemaVersion":2"#))
        // Without coastline data: `null`, never left out; no `coastline` member.
        #expect(
            text.contains(#""onLand":null"#) && text.contains(#""crossesLand":null"#) && !text.contains("coastline\":{")
        )
        let leg = try #require(document.legs.first)
        expectEqual(leg.samples.count + 2, leg.judgedPoints)
        #expect(
            leg.samples.allSatisfy { $0.windKnots == 22.4 && $0.windFromDegrees == 315 && $0.waypointNumber == nil })
        #expect(leg.samples.allSatisfy { ($0.latitude * 1e6).rounded() / 1e6 == $0.latitude })
        expectEqual(document.waypoints.map(\.windKnots), [22.4, 22.4])
        expectEqual([document.summary.worstRisk, leg.risk], [.yellow, .yellow])  // 22.4 kn: from 80 % of 25 kn
        // It reads back to the same document.
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        expectEqual(try decoder.decode(PassagePlanDocument.self, from: try encoder.encode(document)), document)
    }
}
