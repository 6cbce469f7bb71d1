// Linux only, like PosixKit, which it calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import Foundation
    import MarineKit
    import PosixKit

    #if canImport(Glibc)
        import Glibc
    #endif

    /// What one curl child produced.
    struct CurlOutcome: Sendable {
        /// Standard output: the body, then curl's `--write-out` line.
        var bytes: [UInt8] = []
        /// More than the byte limit arrived; the child was killed.
        var overLimit = false
        /// The reader's deadline passed; the child was killed.
        var timedOut = false
        /// `posix_spawn`'s error when the child could not start.
        var spawnError: Int32?
    }

    /// Runs one curl child to its end on the calling thread: spawn (PosixKit's ``ProcessLauncher``), read standard
    /// output with `poll(2)` (blocking, no busy wait) until end of file, the byte limit or the deadline, then reap it
    /// with `waitpid(pid)` (only this child, never `-1`).
    struct CurlRun: Sendable {
        let executable: String
        let arguments: [String]
        let environment: [String: String]
        /// The registry group of the child.
        let group: String
        /// Bytes after which the child is killed.
        let byteLimit: Int
        /// Seconds after which the child is killed.
        let deadlineSeconds: Double

        func perform() -> CurlOutcome {
            guard let ends = try? Descriptor.pipe(nonBlocking: false) else { return CurlOutcome(spawnError: errno) }
            defer { Descriptor.close(ends.read) }
            let pid: Int32
            do throws(SystemCallError) {
                defer { Descriptor.close(ends.write) }
                // A daemon blocks SIGTERM for its signal pipe, and a test runner may ignore it: the child gets an
                // empty signal mask and default dispositions, so a shutdown's SIGTERM ends it.
                pid = try ProcessLauncher.spawn(
                    executable, arguments, environment: environment, standardInput: .null,
                    standardOutput: .descriptor(ends.write), standardError: .null, resetSignals: true)
            } catch {
                return CurlOutcome(spawnError: error.code)
            }
            CurlHTTPTransport.register(pid, group: group)
            defer { CurlHTTPTransport.unregister(pid) }
            var outcome = read(from: ends.read)
            if outcome.overLimit || outcome.timedOut { ProcessLauncher.send(SIGKILL, to: pid) }
            ProcessLauncher.waitForExit(pid)
            if outcome.timedOut { outcome.bytes = [] }
            return outcome
        }

        /// Reads until end of file, more than ``byteLimit`` bytes, or the deadline.
        private func read(from descriptor: Int32) -> CurlOutcome {
            var outcome = CurlOutcome()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let deadline = Date().addingTimeInterval(deadlineSeconds)
            while true {
                let remaining = deadline.timeIntervalSinceNow
                guard remaining > 0 else {
                    outcome.timedOut = true
                    return outcome
                }
                guard
                    Descriptor.waitReadable(descriptor, milliseconds: Int32(min(remaining * 1000, 60_000).rounded(.up)))
                else { continue }
                let count = Glibc.read(descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return outcome }
                outcome.bytes += buffer[0..<count]
                if outcome.bytes.count > byteLimit {
                    outcome.overLimit = true
                    return outcome
                }
            }
        }
    }
#endif
