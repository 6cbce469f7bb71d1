// Linux only, like PosixKit, which it calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import Foundation
    import MarineTracking
    import PosixKit

    /// NMEA 0183 over UDP (each datagram one or more sentences), as chart plotters and multiplexers broadcast it.
    public final class DatagramSource: PositionSource {
        /// The source as given (`gpsd://host:port`, a path, `-`).
        public let name: String
        /// Whether positions come from a recording rather than live.
        public let isReplay = false
        private var descriptor: Int32
        private let decoder = FixDecoder(format: .nmea)
        private var buffer = [UInt8](repeating: 0, count: 65_536)

        /// Binds the port.
        public init(host: String?, port: UInt16) throws(SystemCallError) {
            descriptor = try Socket.bindUDP(host: host, port: port)
            name = "nmea-udp://\(host ?? ""):\(port)"
        }

        /// What the event loop waits for before calling ``service(now:deliver:)``.
        public var readiness: PositionSourceReadiness {
            descriptor >= 0 ? .descriptor(descriptor) : .finished
        }

        /// Time-only fixes dated from the computer's clock since the last (re)connection.
        public var clockDatedFixes: Int { decoder.clockDatedFixes }

        /// Reads what is available and delivers the fixes decoded from it.
        public func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus {
            decoder.setFallbackDate(now)
            while true {
                let received = buffer.withUnsafeMutableBytes {
                    Descriptor.receive(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: $0.dropLast()))
                }
                guard case .bytes(let count) = received else { break }
                if buffer[count - 1] != 0x0A {
                    buffer[count] = 0x0A  // a datagram ends its last sentence
                }
                let length = buffer[count - 1] == 0x0A ? count : count + 1
                buffer.withUnsafeBytes { decoder.feed(UnsafeRawBufferPointer(rebasing: $0[0..<length]), deliver) }
            }
            return .active
        }

        /// Closes the descriptor; the source is finished.
        public func close() {
            if descriptor >= 0 { Descriptor.close(descriptor) }
            descriptor = -1
        }
    }
#endif
