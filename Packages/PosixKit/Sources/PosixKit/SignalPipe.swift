import Glibc

/// The write end of the self-pipe, written by the signal handler (set before any handler is installed).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Turns signals into bytes on a pipe an event loop polls (the self-pipe pattern).
///
/// The handler only calls `write(2)`, which is async-signal-safe; everything else happens in the loop. One per
/// process: a second instance takes the handlers over.
public final class SignalPipe {
    /// The read end to poll.
    public let readEnd: Int32

    /// Creates the pipe and installs handlers for `signals`; SIGPIPE is ignored (writes to closed sockets
    /// then fail with EPIPE instead of killing the process).
    public init(signals: [Signal]) throws(SystemCallError) {
        let ends = try Descriptor.pipe(nonBlocking: true)
        readEnd = ends.read
        signalPipeWriteEnd = ends.write
        signal(SIGPIPE, SIG_IGN)
        for wanted in signals {
            signal(wanted.rawValue) { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(signalPipeWriteEnd, &byte, 1)
            }
        }
    }

    /// The signals received since the last call, in order.
    public func drain() -> [Signal] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var received: [Signal] = []
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[0..<count].map { Signal(rawValue: Int32($0)) }
        }
        return received
    }
}
