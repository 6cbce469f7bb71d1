// Linux only, like PosixKit, which it calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import Foundation
    import MarineTracking
    import PosixKit

    /// Raw NMEA 0183 from a serial device (USB GPS, NMEA multiplexer) at a fixed baud rate, 8N1, raw mode
    /// (`SerialPort` in PosixKit; the rates of `--baud` are `SerialPort.baudRates`).
    ///
    /// When the device goes away (USB unplugged: read returns 0 or EIO) it is reopened with back-off.
    /// A path that is not a terminal (a FIFO, a pty under test) is read as is.
    public final class SerialSource: PositionSource {
        /// The source as given (`gpsd://host:port`, a path, `-`).
        public let name: String
        /// Whether positions come from a recording rather than live.
        public let isReplay = false
        private let path: String
        private let baud: Int
        private var descriptor: Int32 = -1
        private var retryAt = Date.distantPast
        private var backoff = ReconnectBackoff()
        private var decoder = FixDecoder(format: .nmea)
        private var buffer = [UInt8](repeating: 0, count: 4096)
        private var closed = false

        /// Creates a source; nil when the baud rate is not supported.
        public init?(path: String, baud: Int) {
            guard SerialPort.baudRates.contains(baud) else { return nil }
            self.path = path
            self.baud = baud
            self.name = "\(path)@\(baud)"
        }

        /// What the event loop waits for before calling ``service(now:deliver:)``.
        public var readiness: PositionSourceReadiness {
            if closed { return .finished }
            return descriptor >= 0 ? .descriptor(descriptor) : .after(retryAt)
        }

        /// Time-only fixes dated from the computer's clock since the last (re)connection.
        public var clockDatedFixes: Int { decoder.clockDatedFixes }

        /// Reads what is available and delivers the fixes decoded from it.
        public func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus {
            guard !closed else { return .ended }
            guard descriptor >= 0 else { return reopen(now: now) }
            decoder.setFallbackDate(now)
            switch buffer.withUnsafeMutableBytes({ Descriptor.read(descriptor, into: $0) }) {
            case .bytes(let count):
                backoff.reset()
                buffer.withUnsafeBytes { decoder.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count]), deliver) }
                return .active
            case .again: return .active
            case .end, .failed: break
            }
            Descriptor.close(descriptor)
            descriptor = -1
            decoder.finish(deliver)
            decoder = FixDecoder(format: .nmea)
            return scheduleRetry(now: now)
        }

        /// Closes the descriptor; the source is finished.
        public func close() {
            closed = true
            if descriptor >= 0 { Descriptor.close(descriptor) }
            descriptor = -1
        }

        private func reopen(now: Date) -> PositionSourceStatus {
            guard now >= retryAt else { return .active }
            guard let opened = try? SerialPort.open(path, baud: baud) else { return scheduleRetry(now: now) }
            descriptor = opened
            return .connected
        }

        private func scheduleRetry(now: Date) -> PositionSourceStatus {
            let delay = backoff.take()
            retryAt = now.addingTimeInterval(delay)
            return .disconnected(retryAfter: delay)
        }
    }
#endif
