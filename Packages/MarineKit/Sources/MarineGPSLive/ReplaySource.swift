// Linux only, like PosixKit, which it calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import Foundation
    import Glibc
    import MarineKit
    import PosixKit

    /// Replays a file or standard input (NMEA or gpsd JSON) as fast as it can be read.
    public final class ReplaySource: PositionSource {
        /// The source as given (`gpsd://host:port`, a path, `-`).
        public let name: String
        /// Whether positions come from a recording rather than live.
        public let isReplay = true
        private var descriptor: Int32
        private let isRegularFile: Bool
        private let decoder = FixDecoder(format: .automatic)
        private var buffer = [UInt8](repeating: 0, count: 1 << 18)
        private var ended = false

        /// Opens a file, or wraps standard input when `path` is nil.
        public init(path: String?) throws(SystemCallError) {
            if let path {
                descriptor = open(path, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else { throw SystemCallError.last("open") }
                name = path
            } else {
                descriptor = 0
                name = "-"
            }
            let kind = (try? FileStatus(descriptor: descriptor))?.kind
            if kind == .directory {
                Descriptor.close(descriptor)
                throw SystemCallError(call: "open", code: EISDIR)
            }
            isRegularFile = kind == .regular
        }

        /// What the event loop waits for before calling ``service(now:deliver:)``.
        public var readiness: PositionSourceReadiness {
            if ended { return .finished }
            return isRegularFile ? .immediate : .descriptor(descriptor)
        }

        /// NMEA counts, for the daemon's summary.
        public var counts: NMEADecodeCounts { decoder.nmeaCounts }

        /// What the whole input held, once it has ended.
        public var inputSummary: FixDecoder.Summary { decoder.summary }

        /// Reads what is available and delivers the fixes decoded from it.
        public func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus {
            guard !ended else { return .ended }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.withUnsafeBytes { decoder.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count]), deliver) }
                return .active
            }
            if count < 0, errno == EINTR || errno == EAGAIN { return .active }
            ended = true
            decoder.finish(deliver)
            return .ended
        }

        /// Closes the descriptor; the source is finished.
        public func close() {
            ended = true
            if descriptor > 0 { Glibc.close(descriptor) }
            descriptor = -1
        }
    }
#endif
