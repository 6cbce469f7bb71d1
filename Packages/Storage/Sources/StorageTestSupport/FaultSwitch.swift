import Storage
import Synchronization

/// A one-shot failure that a test arms on an in-memory store: the next call throws it instead of running.
///
/// Lets a test check how its code reports `.diskFull`, `.readOnly` or `.busy` without a real database.
public final class FaultSwitch: Sendable {
    private let pending = Mutex<StorageError?>(nil)

    /// Creates a switch with nothing armed.
    public init() {}

    /// Makes the next store call throw `error`.
    public func failNextCall(with error: StorageError) {
        pending.withLock { $0 = error }
    }

    /// Throws and disarms the armed error, if any.
    func trip() throws(StorageError) {
        if let error = pending.withLock({ armed in
            defer { armed = nil }
            return armed
        }) {
            throw error
        }
    }
}
