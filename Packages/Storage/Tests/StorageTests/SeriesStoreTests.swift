import Foundation
import Storage
import StorageTestSupport
import Testing

@Suite struct SeriesStoreTests {
    static let start = Date(timeIntervalSince1970: 1_782_900_000)

    /// A position row: latitude°, longitude°, speed m/s, course°, accuracy m, one second apart.
    static func position(_ second: Int, speed: Double? = 2.5) -> SeriesRow {
        SeriesRow(
            time: start.addingTimeInterval(Double(second)),
            values: [37.034_5 + Double(second) * 1e-5, 27.430_1, speed, 181.5, 4.0])
    }

    @Test(arguments: StoreBackend.allCases)
    func appendsAndReadsBackByHalfOpenTimeRange(backend: StoreBackend) throws {
        let (series, keepAlive) = try backend.makeSeries()
        defer { withExtendedLifetime(keepAlive) {} }
        try series.append((0..<10).map { Self.position($0) }, to: "trip-1")
        try series.append((10..<20).map { Self.position($0, speed: nil) }, to: "trip-1")
        let window = Self.start.addingTimeInterval(5)..<Self.start.addingTimeInterval(12)
        let rows = try series.rows(in: "trip-1", during: window)
        #expect(rows == (5..<10).map { Self.position($0) } + (10..<12).map { Self.position($0, speed: nil) })
        #expect(try series.count(in: "trip-1") == 20)
        #expect(try series.timeSpan(of: "trip-1") == Self.start...Self.start.addingTimeInterval(19))
    }

    @Test(arguments: StoreBackend.allCases)
    func rowsComeBackInTimeOrderEqualTimesInAppendOrder(backend: StoreBackend) throws {
        let (series, keepAlive) = try backend.makeSeries()
        defer { withExtendedLifetime(keepAlive) {} }
        let late = SeriesRow(time: Self.start.addingTimeInterval(9), values: [1])
        let tieA = SeriesRow(time: Self.start, values: [2])
        let tieB = SeriesRow(time: Self.start, values: [3])
        try series.append([late, tieA], to: "s")
        try series.append([tieB], to: "s")
        #expect(try series.rows(in: "s") == [tieA, tieB, late])
    }

    @Test(arguments: StoreBackend.allCases)
    func nanIsStoredAsMissing(backend: StoreBackend) throws {
        let (series, keepAlive) = try backend.makeSeries()
        defer { withExtendedLifetime(keepAlive) {} }
        try series.append([SeriesRow(time: Self.start, values: [.nan, 1])], to: "s")
        #expect(try series.rows(in: "s") == [SeriesRow(time: Self.start, values: [nil, 1])])
    }

    @Test(arguments: StoreBackend.allCases)
    func widthIsFixedPerSeriesAndLimitedToEight(backend: StoreBackend) throws {
        let (series, keepAlive) = try backend.makeSeries()
        defer { withExtendedLifetime(keepAlive) {} }
        try series.append([Self.position(0)], to: "s")
        let narrow = SeriesRow(time: Self.start, values: [1, 2])
        let tooWide = SeriesRow(time: Self.start, values: Array(repeating: 1, count: 9))
        for bad in [[narrow], [tooWide], [Self.position(1), narrow], [SeriesRow(time: Self.start, values: [])]] {
            #expect { try series.append(bad, to: "s") } throws: { ($0 as? StorageError)?.kind == .invalidArgument }
        }
        #expect(try series.count(in: "s") == 1)
    }

    @Test(arguments: StoreBackend.allCases)
    func unknownSeriesIsEmptyAndSeriesCanBeRemoved(backend: StoreBackend) throws {
        let (series, keepAlive) = try backend.makeSeries()
        defer { withExtendedLifetime(keepAlive) {} }
        #expect(try series.rows(in: "none").isEmpty)
        #expect(try series.rows(in: "none", during: Self.start..<Self.start.addingTimeInterval(1)).isEmpty)
        #expect(try series.count(in: "none") == 0)
        #expect(try series.timeSpan(of: "none") == nil)
        try series.append([], to: "empty")
        try series.append([Self.position(0)], to: "b")
        try series.append([Self.position(0)], to: "a")
        #expect(try series.seriesNames() == ["a", "b"])
        #expect(try series.removeSeries("a"))
        #expect(try !series.removeSeries("a"))
        #expect(try series.seriesNames() == ["b"])
        #expect(try series.rows(in: "a").isEmpty)
    }
}
