// Linux only, like PosixKit, which it calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import Foundation
    import MarineTracking
    import PosixKit
    import Synchronization

    /// The dedicated thread behind ``PositionFixes``: it waits in `poll(2)` (PosixKit's `PollSet`) on the source's
    /// descriptor and a wake pipe, services the source only when one batch of fixes is asked for, and closes the
    /// source when it ends (the pipe goes with the reader, so a late ``cancel()`` never writes to a reused
    /// descriptor).
    ///
    /// `@unchecked Sendable`: `source` and `terminal` are touched by one thread at a time — the reader thread once
    /// it has started, ``deinit`` otherwise; the hand-over state is behind `state` (a `Mutex`).
    final class PositionFixReader: @unchecked Sendable {
        /// One answer to a request: fixes (never empty), nil at the end, or the source's error.
        typealias Batch = Result<[PositionFix]?, SystemCallError>

        private struct State {
            var waiting: CheckedContinuation<Batch, Never>?
            var started = false
            var cancelled = false
        }

        private enum Wait: Equatable {
            case ready, timedOut, finished, cancelled
            case failed(SystemCallError)
        }

        private let source: any PositionSource
        private let clock: @Sendable () -> Date
        private let reconnects: Bool
        private let wake: (read: Int32, write: Int32)
        private let demand = DispatchSemaphore(value: 0)
        private let state = Mutex(State())
        private var terminal: Batch?

        init(
            source: sending any PositionSource, clock: @escaping @Sendable () -> Date, reconnects: Bool
        ) throws(SystemCallError) {
            do {
                wake = try Descriptor.pipe(nonBlocking: true)
            } catch {
                source.close()
                throw error
            }
            self.source = source
            self.clock = clock
            self.reconnects = reconnects
        }

        deinit {
            if !state.withLock({ $0.started }) { source.close() }  // else the thread has closed it
            Descriptor.close(wake.read)
            Descriptor.close(wake.write)
        }

        /// Asks for the next batch; `continuation` is resumed from the reader thread (or at once when cancelled).
        func request(_ continuation: CheckedContinuation<Batch, Never>) {
            let (cancelled, start) = state.withLock { state -> (Bool, Bool) in
                guard !state.cancelled else { return (true, false) }
                state.waiting = continuation
                defer { state.started = true }
                return (false, !state.started)
            }
            if cancelled { return continuation.resume(returning: .success(nil)) }
            if start { Thread { self.run() }.start() }
            demand.signal()
        }

        /// Ends the sequence: a waiting request gets nil, the thread wakes from `poll(2)` and closes the source.
        func cancel() {
            let waiting = state.withLock { state -> CheckedContinuation<Batch, Never>? in
                guard !state.cancelled else { return nil }
                state.cancelled = true
                defer { state.waiting = nil }
                return state.waiting
            }
            waiting?.resume(returning: .success(nil))
            _ = Descriptor.writeAll(wake.write, [1])
            demand.signal()
        }

        private var isCancelled: Bool { state.withLock { $0.cancelled } }

        private func run() {
            defer { source.close() }
            while true {
                demand.wait()
                if isCancelled { return }
                let batch = nextBatch()
                let waiting = state.withLock { state in
                    defer { state.waiting = nil }
                    return state.waiting
                }
                guard let waiting else { return }
                waiting.resume(returning: batch)
                guard case .success(.some) = batch else { return }
            }
        }

        private func nextBatch() -> Batch {
            if let terminal { return terminal }
            var fixes: [PositionFix] = []
            while fixes.isEmpty, terminal == nil {
                let wait = waitForSource()
                switch wait {
                case .cancelled, .finished: return .success(nil)
                case .failed(let error): return .failure(error)
                case .ready, .timedOut: break
                }
                if let deadline = source.settleDeadline, clock() >= deadline {
                    source.settle(now: clock()) { fixes.append($0) }
                }
                guard wait == .ready else { continue }
                terminal = outcome(of: source.service(now: clock()) { fixes.append($0) })
            }
            return fixes.isEmpty ? (terminal ?? .success(nil)) : .success(fixes)
        }

        /// How a service status ends the sequence, or nil when it goes on.
        private func outcome(of status: PositionSourceStatus) -> Batch? {
            switch status {
            case .ended:
                return .success(nil)
            case .disconnected where !reconnects:
                if let stream = source as? StreamSource, !stream.closedByPeer, let error = stream.lastError {
                    return .failure(error)
                }
                return .success(nil)
            case .active, .connected, .disconnected:
                return nil
            }
        }

        private func waitForSource() -> Wait {
            var entries = [PollSet.Entry(descriptor: wake.read)]
            var deadline = source.settleDeadline
            switch source.readiness {
            case .finished: return .finished
            case .immediate: return isCancelled ? .cancelled : .ready
            case .descriptor(let descriptor): entries.append(PollSet.Entry(descriptor: descriptor))
            case .writable(let descriptor):
                entries.append(PollSet.Entry(descriptor: descriptor, wantsRead: false, wantsWrite: true))
            case .after(let date): deadline = min(deadline ?? date, date)
            }
            var set = PollSet(entries)
            switch set.wait(milliseconds: Self.milliseconds(until: deadline, now: clock())) {
            case .failure(let error): return error.code == EINTR ? .timedOut : .failed(error)
            case .success: break
            }
            if set.entries[0].isReadable { return .cancelled }
            guard set.entries.count > 1 else { return .ready }  // the back-off delay has passed
            return set.entries[1].isReadable || set.entries[1].isWritable ? .ready : .timedOut
        }

        /// The `poll(2)` timeout for a deadline: -1 (forever) without one, at most a day.
        private static func milliseconds(until deadline: Date?, now: Date) -> Int32 {
            guard let deadline else { return -1 }
            let milliseconds = (deadline.timeIntervalSince(now) * 1000).rounded(.up)
            return Int32(max(0, min(milliseconds, 86_400_000)))
        }
    }
#endif
