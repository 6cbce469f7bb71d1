// Linux only, like PosixKit, which it calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import Foundation
    import MarineTracking
    import PosixKit

    /// The fixes of a live or replayed ``StreamSource``, ``DatagramSource``, ``SerialSource`` or ``ReplaySource`` as
    /// an `AsyncSequence`.
    ///
    /// A dedicated thread reads the source: it waits in `poll(2)` (no busy loop) and reads only when the next fix is
    /// asked for, so a fast replay is read no faster than it is consumed. The sequence
    /// - ends at the end of the input (a replay's end of file; a TCP peer closing the connection; a serial device's
    ///   end of file),
    /// - throws the source's `SystemCallError` when a TCP connection fails or breaks (without `reconnects`),
    /// - with `reconnects`, lets the source reconnect with its back-off (``ReconnectBackoff``) and goes on until
    ///   cancelled,
    /// - ends (nil) when its task is cancelled or its iterator is dropped; the source's descriptor is closed then.
    ///
    /// Iterate it once: the source is consumed.
    public struct PositionFixes: AsyncSequence, Sendable {
        /// Each element is one fix.
        public typealias Element = PositionFix
        /// The source's errors.
        public typealias Failure = SystemCallError

        private let reader: PositionFixReader

        /// Wraps `source`, which the sequence owns from now on (it closes it).
        ///
        /// - Parameters:
        ///   - source: a MarineGPSLive source, not yet serviced.
        ///   - clock: the wall clock, for live sources' time-only NMEA sentences and gpsd's epoch settle time.
        ///   - reconnects: whether a lost connection is retried with the source's back-off (TCP, serial) instead of
        ///     ending the sequence.
        /// - Throws: `SystemCallError` when the wake pipe cannot be created (the source is closed then).
        public init(
            source: sending any PositionSource, clock: @escaping @Sendable () -> Date, reconnects: Bool = false
        ) throws(SystemCallError) {
            reader = try PositionFixReader(source: source, clock: clock, reconnects: reconnects)
        }

        /// The iterator; the reading thread starts on its first ``Iterator/next()``.
        public func makeAsyncIterator() -> Iterator {
            Iterator(handle: Iterator.Handle(reader: reader))
        }

        /// Hands out the fixes of the batches the reading thread delivers.
        public struct Iterator: AsyncIteratorProtocol {
            /// Each element is one fix.
            public typealias Element = PositionFix
            /// The source's errors.
            public typealias Failure = SystemCallError

            /// Ends the reading thread when the last copy of the iterator goes away.
            final class Handle: Sendable {
                let reader: PositionFixReader
                init(reader: PositionFixReader) { self.reader = reader }
                deinit { reader.cancel() }
            }

            private let handle: Handle
            private var pending: [PositionFix] = []
            private var index = 0
            private var done = false

            init(handle: Handle) {
                self.handle = handle
            }

            /// The next fix; nil at the end of the input or once the task is cancelled.
            ///
            /// - Throws: the source's `SystemCallError` (a refused or broken TCP connection, a failed `poll(2)`).
            public mutating func next() async throws(SystemCallError) -> PositionFix? {
                if index < pending.count {
                    defer { index += 1 }
                    return pending[index]
                }
                guard !done else { return nil }
                let reader = handle.reader
                let batch = await withTaskCancellationHandler {
                    await withCheckedContinuation { reader.request($0) }
                } onCancel: {
                    reader.cancel()
                }
                switch batch {
                case .success(let fixes?) where !fixes.isEmpty:
                    (pending, index) = (fixes, 1)
                    return fixes[0]
                case .success:
                    done = true
                    return nil
                case .failure(let error):
                    done = true
                    throw error
                }
            }
        }
    }
#endif
