import Expectations
import Foundation
import MarineKitTestSupport
import Testing

@testable import MarineKit

@Suite struct BoatSettingsTests {
    @Test func defaultsAreValid() throws {
        #expect(try BoatSettings.defaults.validated() == .defaults)
    }

    /// Every limit is positive: `boat set --max-wind 0` would make every hour red.
    @Test func zeroLimitsAreRefused() {
        var boat = BoatSettings.defaults
        boat.limits.maxWindKnots = 0
        #expect(throws: BoatSettingsError.outOfRange(field: .maxWind, value: 0, range: 1...100)) {
            try boat.validated()
        }
        boat = .defaults
        boat.limits.maxWaveMeters = 0
        #expect(throws: BoatSettingsError.outOfRange(field: .maxWave, value: 0, range: 0.1...20)) {
            try boat.validated()
        }
    }

    @Test func outOfRangeValuesAreNamed() {
        var settings = BoatSettings.defaults
        settings.cruiseSpeedKnots = 0
        #expect(throws: BoatSettingsError.outOfRange(field: .cruiseSpeed, value: 0, range: 0.1...60)) {
            try settings.validated()
        }
        settings = .defaults
        settings.limits.maxGustKnots = 20
        #expect(throws: BoatSettingsError.gustBelowWind) { try settings.validated() }
        settings = .defaults
        settings.limits.maxWaveMeters = .nan
        #expect(throws: BoatSettingsError.self) { try settings.validated() }
    }

    @Test func inMemoryStoresKeepWhatWasSaved() throws {
        let boats = InMemoryBoatSettingsStore()
        #expect(boats.loadBoatSettings() == nil)
        var settings = BoatSettings.defaults
        settings.type = .gulet
        boats.saveBoatSettings(settings)
        expectEqual(boats.loadBoatSettings()?.type, .gulet)

        let routes = InMemoryRouteStore()
        try routes.saveRoute(Route(name: "b"))
        try routes.saveRoute(Route(name: "a"))
        expectEqual(routes.routeNames(), ["a", "b"])
        #expect(routes.deleteRoute(named: "a"))
        #expect(!routes.deleteRoute(named: "a"))
        expectEqual(routes.route(named: "b")?.name, "b")
    }
}
