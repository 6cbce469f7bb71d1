import Expectations
import Foundation
import Testing

@testable import MarineKit

@Suite("Alerts")
struct AlertTests {
    typealias T = TrackingTestData

    /// A route north along 27° E: WP0 at the origin, WP1 2 km north, WP2 4 km north.
    static func route() -> [Waypoint] {
        [0.0, 2000, 4000].enumerated().map { index, north in
            let fix = T.fix(0, north: north)
            return Waypoint(
                name: "WP\(index)", coordinate: GeoCoordinate(latitude: fix.latitude, longitude: fix.longitude))
        }
    }

    @Test("arrival by radius at WP0, by perpendicular at WP1 (passing 300 m off), then route complete")
    func arrivals() {
        var monitor = RouteMonitor(waypoints: Self.route(), geometry: T.geometry)
        var events: [AlertEvent] = []
        monitor.update(T.fix(0, north: 20)) { events.append($0) }
        for step in 1...19 {
            monitor.update(T.fix(Double(step), north: Double(step) * 110, east: 300)) { events.append($0) }
        }
        monitor.update(T.fix(40, north: 3950)) { events.append($0) }
        expectEqual(events.map(\.kind), [.arrival, .deviation, .arrival, .deviationCleared, .arrival, .routeComplete])
        expectEqual(events.map(\.detail), ["radius", nil, "perpendicular", nil, "radius", nil])
        expectEqual(events.compactMap(\.waypoint), ["WP0", "WP1", "WP1", "WP1", "WP2", "WP2"])
        #expect(abs((events[0].distanceMeters ?? 0) - 20) < 1e-6)
        #expect(monitor.isComplete)
    }

    @Test("deviation fires once after 3 consecutive fixes over 0.1 nm and clears when back on track")
    func deviation() {
        var monitor = RouteMonitor(waypoints: Self.route(), geometry: T.geometry)
        var events: [AlertEvent] = []
        monitor.update(T.fix(0, north: 200)) { events.append($0) }  // past WP0's radius: leg WP0→WP1 active
        let offsets: [Double] = [190, 190, 180, 190, 190, 190, 190, 190, 100, 250]
        for (index, east) in offsets.enumerated() {
            monitor.update(T.fix(Double(index + 1), north: 300, east: east)) { events.append($0) }
        }
        expectEqual(events.map(\.kind), [.deviation, .deviationCleared])
        #expect(events.first.map { $0.time == T.start.addingTimeInterval(6) } == true)
        #expect((events.first?.distanceMeters ?? 0) > 185.2)  // east of a northbound leg: right, positive
    }

    @Test("activation skips legs already passed")
    func activation() {
        var monitor = RouteMonitor(waypoints: Self.route(), geometry: T.geometry)
        monitor.update(T.fix(0, north: 2500)) { _ in }
        expectEqual(monitor.activeIndex, 2)
    }

    @Test("anchor alarm after 3 fixes outside, once; clears after 30 s inside 45 m; radius clamped to 10–500 m")
    func anchor() {
        var watch = AnchorWatch(latitude: 37, longitude: 27, geometry: T.geometry)
        var events: [AlertEvent] = []
        let track: [(Double, Double)] = [
            (0, 60), (1, 10), (2, 55), (3, 56), (4, 57), (5, 58), (6, 40), (7, 45), (8, 48), (9, 49), (10, 30),
            (20, 20), (30, 47), (39, 20), (40, 20),
        ]
        for (second, north) in track { watch.update(T.fix(second, north: north)) { events.append($0) } }
        // Two fixes outside the inner 45 m (48 and 49 m, inside the circle) restart the return at 10 s; a single
        // stray (47 m at 30 s) does not; cleared at 40 s.
        expectEqual(events.map(\.kind), [.anchorAlarm, .anchorAlarmCleared])
        expectEqual(events.map(\.time), [T.start.addingTimeInterval(4), T.start.addingTimeInterval(40)])
        #expect(
            watch.clearRadius == 45
                && AnchorWatch(latitude: 0, longitude: 0, radius: 200, geometry: T.geometry)
                    .clearRadius == 180
        )
        expectEqual(AnchorWatch(latitude: 0, longitude: 0, radius: 2, geometry: T.geometry).radius, 10)
        expectEqual(AnchorWatch(latitude: 0, longitude: 0, radius: 9000, geometry: T.geometry).radius, 500)
        expectEqual(AnchorWatch(latitude: 0, longitude: 0, radius: .infinity, geometry: T.geometry).radius, 50)
    }

    @Test("GPS lost after 30 s without a fix, once; restored by the next fix")
    func gpsLost() {
        var monitor = GPSLossMonitor(now: T.start)
        var events: [AlertEvent] = []
        monitor.tick(now: T.start.addingTimeInterval(29.9)) { events.append($0) }
        monitor.tick(now: T.start.addingTimeInterval(30)) { events.append($0) }
        monitor.tick(now: T.start.addingTimeInterval(45)) { events.append($0) }
        monitor.fixReceived(T.fix(46), now: T.start.addingTimeInterval(46)) { events.append($0) }
        monitor.tick(now: T.start.addingTimeInterval(70)) { events.append($0) }
        expectEqual(events.map(\.kind), [.gpsLost, .gpsRestored])
        expectEqual(monitor.deadline, T.start.addingTimeInterval(76))
    }

    @Test("weather checks every 30 min and alerts once per crossing")
    func weather() {
        var monitor = WeatherAlertMonitor()
        var events: [AlertEvent] = []
        #expect(monitor.isDue(now: T.start))
        monitor.requested(now: T.start)
        #expect(!monitor.isDue(now: T.start.addingTimeInterval(1799)))
        #expect(monitor.isDue(now: T.start.addingTimeInterval(1800)))
        let bad = WeatherAssessment(exceedsLimits: true, summary: "wind 27 kn > 20 kn")
        monitor.apply(bad, now: T.start) { events.append($0) }
        monitor.apply(bad, now: T.start) { events.append($0) }
        monitor.apply(WeatherAssessment(exceedsLimits: false, summary: "ok"), now: T.start) { events.append($0) }
        expectEqual(events.map(\.kind), [.weather, .weatherCleared])
        expectEqual(events.first?.detail, "wind 27 kn > 20 kn")
    }

    @Test("forecast against the boat's limits: first exceeded limit and hour within the window")
    func weatherLimits() {
        let limits = BoatLimits(maxWindKnots: 20, maxGustKnots: 30, maxWaveMeters: 1.5)
        var hours: [HourlyConditions] = []
        for hour in 0..<12 {
            let time = T.start.addingTimeInterval(Double(hour) * 3600)
            let wind: Double = hour == 3 ? 27 : 12
            let gust: Double = hour == 9 ? 35 : 18
            let wave: Double = hour == 2 ? 1.6 : 0.8
            hours.append(HourlyConditions(time: time, windKnots: wind, gustKnots: gust, waveHeight: wave))
        }
        let forecast = LocationForecast(location: GeoCoordinate(latitude: 37, longitude: 27), hours: hours)
        let check = WeatherLimitCheck(limits: limits)
        let first = check.assess(forecast, now: T.start)
        #expect(first.exceedsLimits && first.summary == "wave 1.6 m > 1.5 m at 2026-06-01T14:00:00.000Z")
        // What, how much and when, for the alert's words.
        #expect(
            first.exceedance
                == WeatherExceedance(quantity: .wave, value: 1.6, limit: 1.5, time: T.start.addingTimeInterval(7200)))
        let later = check.assess(forecast, now: T.start.addingTimeInterval(3 * 3600 + 1801))
        #expect(later.exceedsLimits && later.summary == "gust 35 kn > 30 kn at 2026-06-01T21:00:00.000Z")
        #expect(later.exceedance?.quantity == .gust && later.exceedance?.value == 35)
        let calm = WeatherLimitCheck(limits: limits, hoursAhead: 1).assess(forecast, now: T.start)
        #expect(!calm.exceedsLimits)
    }
}
