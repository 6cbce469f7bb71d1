import Expectations
import Foundation
import Testing

@testable import MarineKit

@Suite("Fix filter")
struct FixFilterTests {
    typealias T = TrackingTestData

    @Test("accuracy worse than 50 m is dropped, 50 m and unknown accuracy are kept")
    func accuracy() {
        var filter = FixFilter(geometry: T.geometry)
        expectEqual(filter.check(T.fix(0, accuracy: 50.01)), .inaccurate)
        #expect(filter.check(T.fix(1, accuracy: 50)) == nil)
        #expect(filter.check(T.fix(2, accuracy: nil)) == nil)
        expectEqual(filter.check(T.fix(3, accuracy: .nan)), .inaccurate)
    }

    @Test("fixes not newer than the last accepted one are dropped")
    func order() {
        var filter = FixFilter(geometry: T.geometry)
        #expect(filter.check(T.fix(10)) == nil)
        expectEqual(filter.check(T.fix(10, north: 5)), .outOfOrder)
        expectEqual(filter.check(T.fix(9, north: 5)), .outOfOrder)
        #expect(filter.check(T.fix(11, north: 5)) == nil)
    }

    @Test("a jump over 1 km is dropped unless the reported speed explains it")
    func jumps() {
        var filter = FixFilter(geometry: T.geometry)
        #expect(filter.check(T.fix(0, knots: 6)) == nil)
        #expect(filter.check(T.fix(1, north: 999)) == nil)
        #expect(filter.check(T.fix(2, north: 2100)) == .jump)  // 1101 m in 1 s
        // 20 kn for 300 s is 3087 m; 3000 m in 300 s is consistent (≤ 1.5 × v × Δt).
        #expect(filter.check(T.fix(300, north: 3999, knots: 20)) == nil)
        // No speed anywhere: the 50 kn ceiling allows 1.5 × 25.7 m/s × 10 s = 386 m, not 5 km.
        expectEqual(filter.check(T.fix(310, north: 9000)), .jump)
    }

    @Test("three mutually consistent jumps re-anchor the filter; a lone outlier does not")
    func reanchor() {
        var filter = FixFilter(geometry: T.geometry)
        #expect(filter.check(T.fix(0)) == nil)
        expectEqual(filter.check(T.fix(1, north: 50_000)), .jump)
        #expect(filter.check(T.fix(2, north: 10)) == nil)
        expectEqual(filter.check(T.fix(3, north: 20_000)), .jump)
        expectEqual(filter.check(T.fix(4, north: 20_005)), .jump)
        #expect(filter.check(T.fix(5, north: 20_010)) == nil)
        #expect(filter.check(T.fix(6, north: 20_015)) == nil)
    }

    @Test("invalid coordinates are dropped")
    func invalid() {
        var filter = FixFilter(geometry: T.geometry)
        expectEqual(filter.check(PositionFix(time: T.start, latitude: 91, longitude: 0)), .invalidCoordinate)
        expectEqual(filter.check(PositionFix(time: T.start, latitude: .nan, longitude: 0)), .invalidCoordinate)
    }
}
