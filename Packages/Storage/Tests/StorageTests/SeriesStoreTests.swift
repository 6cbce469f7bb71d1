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
        let endless = SeriesRow(time: Date(timeIntervalSince1970: .infinity), values: [1, 2, 3, 4, 5])
        for bad in [
            [narrow], [tooWide], [Self.position(1), narrow], [SeriesRow(time: Self.start, values: [])], [endless],
        ] {
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

    @Test(arguments: StoreBackend.allCases)
    func overlappingBatchesComeBackInTimeOrderTiesInAppendOrder(backend: StoreBackend) throws {
        let (series, keepAlive) = try backend.makeSeries()
        defer { withExtendedLifetime(keepAlive) {} }
        func row(_ second: Double, _ tag: Double) -> SeriesRow {
            SeriesRow(time: Self.start.addingTimeInterval(second), values: [tag])
        }
        try series.append([row(9, 1)], to: "s")
        try series.append([row(20, 2), row(0, 2), row(9, 2)], to: "s")  // unsorted batch, earlier than the first
        try series.append([row(5, 3), row(9, 3)], to: "s")
        let expected = [row(0, 2), row(5, 3), row(9, 1), row(9, 2), row(9, 3), row(20, 2)]
        #expect(try series.rows(in: "s") == expected)
        let window = Self.start.addingTimeInterval(5)..<Self.start.addingTimeInterval(10)
        #expect(try series.rows(in: "s", during: window) == Array(expected[1...4]))
        #expect(try series.timeSpan(of: "s") == Self.start...Self.start.addingTimeInterval(20))
    }

    /// A range inside one long batch is found although the batch starts long before the range.
    @Test(arguments: StoreBackend.allCases)
    func rangeInsideALongBatchIsFound(backend: StoreBackend) throws {
        let (series, keepAlive) = try backend.makeSeries()
        defer { withExtendedLifetime(keepAlive) {} }
        let sparse = [0, 550, 1_000].map { SeriesRow(time: Self.start.addingTimeInterval($0), values: [$0]) }
        try series.append(sparse, to: "s")
        try series.append([SeriesRow(time: Self.start.addingTimeInterval(2_000), values: [2_000])], to: "s")
        let window = Self.start.addingTimeInterval(500)..<Self.start.addingTimeInterval(600)
        #expect(try series.rows(in: "s", during: window) == [sparse[1]])
    }

    /// A batch longer than one chunk (1,024 rows in the SQLite store) is stored whole and read back in order.
    @Test(arguments: StoreBackend.allCases)
    func largeBatchRoundTrips(backend: StoreBackend) throws {
        let (series, keepAlive) = try backend.makeSeries()
        defer { withExtendedLifetime(keepAlive) {} }
        let rows = (0..<2_500).reversed().map { Self.position($0) }
        try series.append(rows, to: "long")
        #expect(try series.count(in: "long") == 2_500)
        #expect(try series.rows(in: "long") == rows.reversed())
        let window = Self.start.addingTimeInterval(1_000)..<Self.start.addingTimeInterval(1_100)
        #expect(try series.rows(in: "long", during: window) == (1_000..<1_100).map { Self.position($0) })
    }
}
