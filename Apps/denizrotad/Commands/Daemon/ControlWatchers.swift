import PosixKit

/// The control socket's subscribers: clients that sent `{"command":"watch"}` (`denizrota watch`).
///
/// After the usual answer line they stay connected and get the live state (``LiveState``, the `GET /api/v1/state` document) as one
/// JSON line per ``publish(_:)`` until they hang up or the daemon ends.
///
/// Never holds up the loop: writes are non-blocking (`StreamTransfer`, no `SIGPIPE`); what a slow client has not
/// taken waits in its buffer, and a client more than ``maximumPendingBytes`` behind (or whose socket failed) is
/// dropped. At most ``maximumWatchers`` at once; a further `watch` is answered and closed.
final class ControlWatchers {
    /// Most subscribers at once.
    static let maximumWatchers = 8
    /// Bytes a subscriber may fall behind before it is dropped (about 200 state lines).
    static let maximumPendingBytes = 256 * 1024

    private var watchers: [(descriptor: Int32, pending: [UInt8])] = []
    /// Whether a subscriber joined since the last ``publish(_:)`` (it waits for its first state).
    private(set) var joined = false

    /// The subscribers' descriptors, polled for reading (a hang-up).
    var descriptors: [Int32] { watchers.map(\.descriptor) }

    /// How many subscribers are connected.
    var count: Int { watchers.count }

    /// Whether `descriptor` is a subscriber's.
    func contains(_ descriptor: Int32) -> Bool {
        watchers.contains { $0.descriptor == descriptor }
    }

    /// Keeps a client that asked to watch; false (the caller closes it) when there are too many.
    func add(_ descriptor: Int32) -> Bool {
        guard watchers.count < Self.maximumWatchers else { return false }
        watchers.append((descriptor, []))
        joined = true
        return true
    }

    /// A subscriber's descriptor is readable: anything it sends is ignored; end of file or an error drops it.
    func service(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 512)
        switch StreamTransfer.read(descriptor, into: &buffer) {
        case .bytes, .wouldBlock: return
        case .ended, .failed: drop(descriptor)
        }
    }

    /// Sends one line to every subscriber.
    func publish(_ line: [UInt8]) {
        joined = false
        for index in watchers.indices.reversed() {
            watchers[index].pending += line
            flush(index)
        }
    }

    /// Closes every subscriber (the daemon is ending: they see end of file).
    func close() {
        for watcher in watchers { Descriptor.close(watcher.descriptor) }
        watchers.removeAll()
    }

    private func flush(_ index: Int) {
        let descriptor = watchers[index].descriptor
        switch StreamTransfer.write(descriptor, watchers[index].pending[...]) {
        case .success(let written):
            watchers[index].pending.removeFirst(written)
            if watchers[index].pending.count > Self.maximumPendingBytes { drop(descriptor) }
        case .failure:
            drop(descriptor)
        }
    }

    private func drop(_ descriptor: Int32) {
        watchers.removeAll { $0.descriptor == descriptor }
        Descriptor.close(descriptor)
    }
}
