import Dispatch
import HTTPServing
import PosixKit
import Synchronization

/// A thread for the dashboard's heavy answers (coastline, route land checks, tracks, downloads), so that no
/// request can hold up the daemon's loop and its recording: the loop hands it a closure over a snapshot and polls
/// ``readEnd``; the worker leaves each answer in a locked list and wakes the loop through a pipe.
final class DashboardWorker: Sendable {
    private let queue = DispatchQueue(label: "denizrotad.dashboard", qos: .utility)
    private let finished = Mutex<[(HTTPTicket, HTTPResponse)]>([])
    /// The end the loop polls.
    let readEnd: Int32
    private let writeEnd: Int32

    /// Creates the pipe (both ends non-blocking, close-on-exec).
    init() throws(SystemCallError) {
        let ends = try Descriptor.pipe(nonBlocking: true)
        readEnd = ends.read
        writeEnd = ends.write
    }

    /// Runs `work` on the worker's thread (one at a time, in order) and leaves its answer for ``take()``.
    func start(_ ticket: HTTPTicket, _ work: @escaping @Sendable () -> HTTPResponse) {
        queue.async { [self] in
            let response = work()
            // The answer's temporaries (decoded rings, JSON text) are free now; glibc keeps a thread's arena
            // otherwise, and that alone was most of the RSS a viewed route added (Docs/denizrotad-api.md).
            HeapTrim.release()
            finished.withLock { $0.append((ticket, response)) }
            Descriptor.wake(writeEnd)
        }
    }

    /// The answers ready, oldest first; empties the pipe.
    func take() -> [(HTTPTicket, HTTPResponse)] {
        Descriptor.drain(readEnd)
        return finished.withLock { ready in
            defer { ready.removeAll() }
            return ready
        }
    }

    deinit {
        Descriptor.close(readEnd)
        Descriptor.close(writeEnd)
    }
}
