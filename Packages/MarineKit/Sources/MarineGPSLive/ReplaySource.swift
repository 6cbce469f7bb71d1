// Linux only, like PosixKit, which it calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import Foundation
    import MarineTracking
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
                descriptor = try Descriptor.openForReading(path)
                name = path
            } else {
                descriptor = 0
                name = "-"
            }
            let kind = (try? FileStatus(descriptor: descriptor))?.kind
            if kind == .directory {
                Descriptor.close(descriptor)
                throw SystemCallError.isDirectory("open")
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
            switch buffer.withUnsafeMutableBytes({ Descriptor.read(descriptor, into: $0) }) {
            case .bytes(let count):
                buffer.withUnsafeBytes { decoder.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count]), deliver) }
                return .active
            case .again: return .active
            case .end, .failed: break
            }
            ended = true
            decoder.finish(deliver)
            return .ended
        }

        /// Closes the descriptor; the source is finished.
        public func close() {
            ended = true
            if descriptor > 0 { Descriptor.close(descriptor) }
            descriptor = -1
        }
    }
#endif
