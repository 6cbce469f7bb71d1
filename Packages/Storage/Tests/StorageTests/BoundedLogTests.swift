import Expectations
import Storage
import StorageTestSupport
import Testing

@Suite struct BoundedLogTests {
    static func entry(_ number: Int) -> SampleConversion {
        SampleConversion(input: "\(number) nmi", output: "\(number * 1852) m")
    }

    @Test(arguments: StoreBackend.allCases)
    func keepsTheNewestCapacityEntriesNewestFirst(backend: StoreBackend) throws {
        let (log, keepAlive) = try backend.makeLog(capacity: 100)
        defer { withExtendedLifetime(keepAlive) {} }
        for number in 1...150 { try log.append(Self.entry(number)) }
        #expect(try log.count() == 100)
        expectEqual(log.capacity, 100)
        let all = try log.entries()
        expectEqual(all.count, 100)
        expectEqual(all.first, Self.entry(150))
        expectEqual(all.last, Self.entry(51))
        #expect(try log.entries(limit: 2) == [Self.entry(150), Self.entry(149)])
        #expect(try log.entries(limit: 0).isEmpty)
        #expect(try log.entries(limit: -3).isEmpty)
    }

    @Test(arguments: StoreBackend.allCases)
    func clearEmptiesTheLog(backend: StoreBackend) throws {
        let (log, keepAlive) = try backend.makeLog(capacity: 3)
        defer { withExtendedLifetime(keepAlive) {} }
        try log.append(Self.entry(1))
        try log.clear()
        #expect(try log.count() == 0)
        try log.append(Self.entry(2))
        #expect(try log.entries() == [Self.entry(2)])
    }

    @Test func capacityBelowOneIsRefused() throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: StoreSchema.migrations)
        #expect { try SQLiteBoundedLog<SampleConversion>(database: database, name: "h", capacity: 0) } throws: {
            ($0 as? StorageError)?.kind == .invalidArgument
        }
        #expect { try InMemoryBoundedLog<SampleConversion>(capacity: 0) } throws: {
            ($0 as? StorageError)?.kind == .invalidArgument
        }
    }

    @Test func smallerCapacityPrunesAtTheNextAppendAndLogsAreIndependent() throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: StoreSchema.migrations)
        let wide = try SQLiteBoundedLog<SampleConversion>(database: database, name: "h", capacity: 10)
        let other = try SQLiteBoundedLog<SampleConversion>(database: database, name: "other", capacity: 10)
        for number in 1...10 { try wide.append(Self.entry(number)) }
        try other.append(Self.entry(0))
        let narrow = try SQLiteBoundedLog<SampleConversion>(database: database, name: "h", capacity: 2)
        try narrow.append(Self.entry(11))
        #expect(try narrow.entries() == [Self.entry(11), Self.entry(10)])
        #expect(try other.entries() == [Self.entry(0)])
    }
}
