import Dispatch
import Glibc
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
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }
    }

    /// The answers ready, oldest first; empties the pipe.
    func take() -> [(HTTPTicket, HTTPResponse)] {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &bytes, bytes.count) > 0 {}
        return finished.withLock { ready in
            defer { ready.removeAll() }
            return ready
        }
    }

    deinit {
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }
}
