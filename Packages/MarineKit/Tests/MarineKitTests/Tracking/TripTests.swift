import Expectations
import Foundation
import MarineKitTestSupport
import Testing

@testable import MarineKit

@Suite("Trips: state machine, statistics, fuel, simplification, recorder")
struct TripTests {
    typealias T = TrackingTestData

    @Test("auto-start after 60 s above 2 kn keeps the first fixes; auto-stop after 10 min stationary")
    func automation() {
        var tracker = TripTracker(geometry: T.geometry, automation: TripAutomation())
        var events: [TripEvent] = []
        tracker.ingest(T.fix(0, knots: 0.2)) { events.append($0) }
        for second in stride(from: 10.0, through: 70, by: 10) {
            tracker.ingest(T.fix(second, north: second * 3, knots: 6)) { events.append($0) }
        }
        expectEqual(events.first, .started(at: T.start.addingTimeInterval(10), automatic: true))
        #expect(events.filter { if case .recorded = $0 { true } else { false } }.count == 7)
        events.removeAll()
        for second in stride(from: 80.0, through: 680, by: 60) {
            tracker.ingest(T.fix(second, north: 210, knots: 0.1)) { events.append($0) }
        }
        expectEqual(events.last, .stopped(at: T.start.addingTimeInterval(680), automatic: true))
        #expect(!tracker.isRecording)
    }

    @Test("a short burst of speed does not start a trip; without automation nothing starts by itself")
    func noStart() {
        var tracker = TripTracker(geometry: T.geometry, automation: TripAutomation())
        var events: [TripEvent] = []
        for second in [0.0, 30, 50] { tracker.ingest(T.fix(second, knots: 8)) { events.append($0) } }
        tracker.ingest(T.fix(55, knots: 1)) { events.append($0) }
        tracker.ingest(T.fix(120, knots: 8)) { events.append($0) }
        #expect(events.isEmpty)
        var manual = TripTracker(geometry: T.geometry)
        for second in stride(from: 0.0, through: 600, by: 10) {
            manual.ingest(T.fix(second, north: second * 5, knots: 10)) { events.append($0) }
        }
        #expect(events.isEmpty)
    }

    @Test("0- and 1-position trips are valid with zero distance")
    func degenerate() {
        var empty = TripStatisticsAccumulator(startedAt: T.start, geometry: T.geometry)
        empty.finish(at: T.start.addingTimeInterval(60))
        expectEqual(empty.statistics.distanceMeters, 0)
        expectEqual(empty.statistics.duration, 60)
        expectEqual(empty.statistics.averageSpeed, 0)
        var single = TripStatisticsAccumulator(startedAt: T.start, geometry: T.geometry)
        single.add(T.fix(0, knots: 3))
        expectEqual(single.statistics.distanceMeters, 0)
        expectEqual(single.statistics.positionCount, 1)
        expectEqual(single.statistics.movingTime, 0)
    }

    @Test("distance, moving time and speeds of a straight run north")
    func statistics() {
        // 10 one-minute legs of a tenth of an arc minute of latitude each (≈ 6 kn, no SOG), then 5 minutes stopped.
        let leg = T.metresPerArcMinute / 10
        var stats = TripStatisticsAccumulator(startedAt: T.start, geometry: T.geometry)
        for minute in 0...10 {
            stats.add(T.fix(Double(minute) * 60, north: Double(minute) * leg))
        }
        stats.add(T.fix(900, north: 10 * leg))
        let result = stats.statistics
        #expect(abs(result.distanceMeters - 10 * leg) < 1e-6)
        expectEqual(result.movingTime, 600)
        expectEqual(result.duration, 900)
        #expect(abs(result.averageMovingSpeed - leg / 60) < 1e-9)
        #expect(abs(TripStatistics.knots(result.maximumSpeed) - leg / 60 * 3600 / 1852) < 1e-9)
        expectEqual(TripStatistics.kilometersPerHour(10), 36)
        expectEqual(result.currentSpeed, 0)
    }

    @Test("the receiver's Doppler SOG is the speed: average and maximum agree, the maximum never below the average")
    func maximumNotBelowAverage() {
        // 20 minutes north at 5.6 kn by position while the receiver reports 5.5 kn (the replay): the
        // figures take the Doppler speed (issue 29), so average and maximum both read 5.5 kn.
        let metersPerSecond = 5.6 * PositionFix.metersPerSecondPerKnot
        var stats = TripStatisticsAccumulator(startedAt: T.start, geometry: T.geometry)
        for second in stride(from: 0.0, through: 1200, by: 1) {
            stats.add(T.fix(second, north: second * metersPerSecond, knots: 5.5))
        }
        let result = stats.statistics
        #expect(abs(TripStatistics.knots(result.averageSpeed) - 5.5) < 0.001)
        #expect(result.maximumSpeed >= result.averageSpeed)
        #expect(abs(TripStatistics.knots(result.maximumSpeed) - 5.5) < 0.001)
        #expect(abs((result.currentSpeed ?? 0) - 5.5 * PositionFix.metersPerSecondPerKnot) < 1e-12)
    }

    @Test("maximum: the best stretch of at least 30 s, not one noisy segment; a lone far fix is an outlier")
    func sustainedMaximum() {
        var stats = TripStatisticsAccumulator(startedAt: T.start, geometry: T.geometry)
        // At anchor at 10 Hz with one fix 30 m off (5 m accuracy): it would read 300 m/s over its segment; it is
        // an outlier (30 m in 0.1 s is past 50 kn and both accuracies), so nothing moves.
        for tenth in 0...300 { stats.add(T.fix(Double(tenth) / 10, north: tenth == 150 ? 30 : 0)) }
        expectEqual(stats.statistics.maximumSpeed, 0)
        expectEqual(stats.statistics.distanceMeters, 0)
        expectEqual(stats.track.outlierCount, 1)
        var burst = TripStatisticsAccumulator(startedAt: T.start, geometry: T.geometry)
        burst.add(T.fix(0))
        burst.add(T.fix(5, north: 50))  // 10 m/s for 5 s, then stopped for 10 minutes
        burst.add(T.fix(605, north: 50))
        burst.finish(at: T.start.addingTimeInterval(605))
        // No stretch of 30 s or more is faster than the whole track: 50 m over 605 s, the average.
        #expect(abs(burst.statistics.maximumSpeed - 50.0 / 605) < 1e-4)
        #expect(burst.statistics.maximumSpeed >= burst.statistics.averageSpeed)
        var short = TripStatisticsAccumulator(startedAt: T.start, geometry: T.geometry)
        short.add(T.fix(0))
        short.add(T.fix(4, north: 40))  // a track shorter than 30 s: its own average
        #expect(abs(short.statistics.maximumSpeed - 10) < 1e-4)
    }

    @Test("fuel: litres over moving time, cost rounded to kuruş half away from zero")
    func fuel() {
        var stats = TripStatistics(startedAt: T.start)
        stats.movingTime = 5400  // 1.5 h
        let profile = FuelProfile(litersPerHour: 12.345, pricePerLiter: Decimal(string: "47.89"))
        expectEqual(profile.exactLiters(stats), Decimal(string: "18.5175"))
        #expect(profile.litersUsed(stats) == Decimal(string: "18.518"))  // 18.5175 → 18.518
        // From the exact litres, rounded once at the end: 18.5175 × 47.89 = 886.803075 → 886.80 (rounding the
        // litres first would give 18.518 × 47.89 = 886.82702 → 886.83).
        expectEqual(profile.cost(stats), Decimal(string: "886.8"))
        #expect(FuelProfile(litersPerHour: 10).cost(stats) == nil)
        let figures = stats.withFuel(profile)
        #expect(figures.fuelLiters == Decimal(string: "18.518") && figures.fuelCost == Decimal(string: "886.8"))
    }

    @Test(
        "fuel cost rounds half away from zero at the kuruş",
        arguments: [
            // (L/h, moving s, TRY/L, cost): 15 L/h × 1799 s = 7.4958333… L × 45 = 337.3125 → 337.31;
            // 10 L/h × 0.5 h = 5 L × 1.001 = 5.005 → 5.01 (half away from zero); 4 L/h × 0.25 h × 2.5 = 2.5.
            (15.0, 1799.0, "45", "337.31"), (10.0, 1800.0, "1.001", "5.01"), (4.0, 900.0, "2.5", "2.5"),
            (0.0, 3600.0, "45", "0"),
        ])
    func fuelRounding(_ rate: Double, _ moving: Double, _ price: String, _ cost: String) {
        var stats = TripStatistics(startedAt: T.start)
        stats.movingTime = moving
        #expect(
            FuelProfile(litersPerHour: rate, pricePerLiter: Decimal(string: price)).cost(stats) == Decimal(string: cost)
        )
    }

    @Test("Douglas–Peucker drops points within the tolerance in metres and keeps a real bend")
    func simplification() {
        let straight: [PositionFix] = (0...20).map { (index: Int) -> PositionFix in
            let second = Double(index)
            return T.fix(second, north: second * 100, east: index == 10 ? 8 : 0)
        }
        expectEqual(TrackSimplifier.simplify(straight, tolerance: 8.1).count, 2)
        // The 8 m bump is kept; its neighbours are 7.2 m off the new lines.
        expectEqual(TrackSimplifier.simplify(straight, tolerance: 7.9).count, 3)
        let bend: [PositionFix] = (0...20).map { (index: Int) -> PositionFix in
            let north = Double(min(index, 10)) * 100
            let east = Double(max(0, index - 10)) * 100
            return T.fix(Double(index), north: north, east: east)
        }
        let kept = TrackSimplifier.keptIndices(bend.map { ($0.latitude, $0.longitude) }, tolerance: 1)
        expectEqual(kept, [0, 10, 20])
        #expect(TrackSimplifier.simplify([], tolerance: 5).isEmpty)
        expectEqual(TrackSimplifier.simplify(Array(straight.prefix(2)), tolerance: 5).count, 2)
    }

    @Test("recorder writes batches on time and size, and everything on stop")
    func recorder() throws {
        let store = InMemoryTripStore()
        let recorder = TripRecorder(store: store, geometry: T.geometry, batchSize: 5, flushInterval: 2)
        try recorder.start(at: T.start) { _ in }
        for second in 0..<12 {
            // 2 m/s by position and by the receiver's SOG: 11 m in 5.5 s.
            let fix = T.fix(Double(second) * 0.5, north: Double(second), knots: 2 / PositionFix.metersPerSecondPerKnot)
            try recorder.ingest(fix, now: fix.time) { _ in }
        }
        #expect(store.batchSizes == [5, 4])  // 5 by size at 2.0 s; 4 more by time at 4.0 s
        try recorder.stop(at: T.start.addingTimeInterval(6)) { _ in }
        let trip = try #require(try store.trips().first)
        #expect(try store.positions(ofTrip: trip.id).count == 12)
        expectEqual(trip.endedAt, T.start.addingTimeInterval(6))
        expectEqual(trip.statistics?.positionCount, 12)
        #expect(abs((trip.statistics?.distanceMeters ?? 0) - 11) < 1e-6)
        #expect(trip.statistics?.fuelLiters == nil)  // no boat profile given
    }

    @Test("with the boat's fuel profile the stored, stopped and running figures carry fuel and cost")
    func recorderFuel() throws {
        let store = InMemoryTripStore()
        let recorder = TripRecorder(store: store, geometry: T.geometry)
        recorder.fuel = FuelProfile(litersPerHour: 36, pricePerLiter: Decimal(string: "50.5"))
        try recorder.start(at: T.start) { _ in }
        for minute in 0...10 {  // 10 minutes at a tenth of an arc minute per minute (≈ 6 kn): all moving
            let fix = T.fix(Double(minute) * 60, north: Double(minute) * T.metresPerArcMinute / 10)
            try recorder.ingest(fix, now: fix.time) { _ in }
        }
        #expect(recorder.statistics?.fuelLiters == 6)  // 36 L/h × 600 s
        try recorder.stop(at: T.start.addingTimeInterval(600)) { _ in }
        let trip = try #require(try store.trips().first)
        expectEqual(trip.statistics?.fuelLiters, 6)
        #expect(trip.statistics?.fuelCost == 303)  // 6 L × 50.5 TRY/L
        expectEqual(recorder.lastStoppedTrip?.statistics?.fuelCost, 303)
        #expect(recorder.statistics == nil)
    }

    @Test("a failed batch stays buffered and is written by the next flush")
    func failedBatch() throws {
        let store = InMemoryTripStore()
        let recorder = TripRecorder(store: store, geometry: T.geometry, batchSize: 2, flushInterval: 60)
        try recorder.start(at: T.start) { _ in }
        try recorder.ingest(T.fix(0), now: T.start) { _ in }
        store.failNextAppend = NMEARejection.malformedField
        #expect(throws: NMEARejection.self) { try recorder.ingest(T.fix(1, north: 1), now: T.start) { _ in } }
        expectEqual(recorder.pendingCount, 2)
        try recorder.flush(now: T.start)
        expectEqual(store.batchSizes, [2])
    }
}
