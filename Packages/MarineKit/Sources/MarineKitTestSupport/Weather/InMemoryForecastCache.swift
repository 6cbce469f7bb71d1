import Foundation
import MarineWeather
import Synchronization

/// A `ForecastCache` in memory, with a switch that makes reads or writes fail.
public final class InMemoryForecastCache: ForecastCache {
    /// A failure injected into the cache.
    public struct Failure: Error, Equatable {
        /// Creates a failure.
        public init() {}
    }

    private let state = Mutex<(entries: [String: CachedAnswer], failReads: Bool, failWrites: Bool)>(([:], false, false))

    /// Creates an empty cache, or one holding `entries`.
    public init(entries: [String: CachedAnswer] = [:]) {
        state.withLock { $0.entries = entries }
    }

    /// Every stored entry.
    public var entries: [String: CachedAnswer] { state.withLock { $0.entries } }

    /// Makes every later read (`failReads`) or write (`failWrites`) throw ``Failure``.
    public func setFailures(reads: Bool, writes: Bool) {
        state.withLock {
            $0.failReads = reads
            $0.failWrites = writes
        }
    }

    /// The entry under `key`.
    public func answer(forKey key: String) throws -> CachedAnswer? {
        try state.withLock { current in
            if current.failReads { throw Failure() }
            return current.entries[key]
        }
    }

    /// Stores the entries.
    public func store(_ answers: [String: CachedAnswer]) throws {
        try state.withLock { current in
            if current.failWrites { throw Failure() }
            current.entries.merge(answers) { _, new in new }
        }
    }

    /// Removes entries fetched before `cutoff` or after `latest`.
    public func removeAnswers(fetchedBefore cutoff: Date, orAfter latest: Date) throws {
        try state.withLock { current in
            if current.failWrites { throw Failure() }
            current.entries = current.entries.filter { (cutoff...latest).contains($0.value.fetchedAt) }
        }
    }
}
