// Linux only, like PosixKit, which it calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import Foundation
    import MarineTracking
    import PosixKit

    /// A TCP source: gpsd (sends `?WATCH`, reads JSON) or raw NMEA over TCP; reconnects with back-off.
    public final class StreamSource: PositionSource {
        /// The watch request (gpsd_json.adoc; gpsfake's default client init).
        public static let watchRequest = #"?WATCH={"enable":true,"json":true}"# + "\n"

        /// The source as given (`gpsd://host:port`, a path, `-`).
        public let name: String
        /// Whether positions come from a recording rather than live.
        public let isReplay = false
        private let host: String
        private let port: UInt16
        private let speaksGPSD: Bool
        private var state: State = .waiting(until: .distantPast)
        private var decoder: FixDecoder
        private var backoff = ReconnectBackoff()
        private var buffer = [UInt8](repeating: 0, count: 65_536)
        /// The last connection error, for logs.
        public private(set) var lastError: SystemCallError?
        /// Whether the last connection ended because the peer closed it (end of stream) rather than on an error.
        public private(set) var closedByPeer = false

        private enum State {
            case waiting(until: Date)
            case connecting(Int32)
            case connected(Int32)
            case closed
        }

        /// Creates a gpsd (`gpsd: true`) or NMEA-over-TCP source.
        public init(host: String, port: UInt16, gpsd: Bool) {
            self.host = host
            self.port = port
            self.speaksGPSD = gpsd
            self.name = (gpsd ? "gpsd://" : "nmea-tcp://") + (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
            self.decoder = FixDecoder(format: gpsd ? .gpsdJSON : .nmea)
        }

        /// What the event loop waits for before calling ``service(now:deliver:)``.
        public var readiness: PositionSourceReadiness {
            switch state {
            case .waiting(let until): return .after(until)
            case .connecting(let descriptor): return .writable(descriptor)
            case .connected(let descriptor): return .descriptor(descriptor)
            case .closed: return .finished
            }
        }

        /// Time-only fixes dated from the computer's clock since the last (re)connection.
        public var clockDatedFixes: Int { decoder.clockDatedFixes }

        /// Reads what is available and delivers the fixes decoded from it.
        public func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus {
            switch state {
            case .waiting(let until):
                guard now >= until else { return .active }
                return startConnecting(now: now)
            case .connecting(let descriptor):
                if let error = Socket.connectResult(descriptor) { return fail(descriptor, error, now: now, deliver) }
                state = .connected(descriptor)
                closedByPeer = false
                if speaksGPSD { Descriptor.writeAll(descriptor, Array(Self.watchRequest.utf8)) }
                return .connected
            case .connected(let descriptor):
                return readAvailable(descriptor, now: now, deliver)
            case .closed:
                return .ended
            }
        }

        /// When a held gpsd epoch counts as complete, or nil.
        public var settleDeadline: Date? { decoder.settleDeadline }

        /// Delivers a held gpsd epoch once it has settled.
        public func settle(now: Date, deliver: (PositionFix) -> Void) {
            decoder.settle(now: now, deliver)
        }

        /// Closes the descriptor; the source is finished.
        public func close() {
            switch state {
            case .connecting(let descriptor), .connected(let descriptor): Descriptor.close(descriptor)
            default: break
            }
            state = .closed
        }

        private func startConnecting(now: Date) -> PositionSourceStatus {
            do {
                state = .connecting(try Socket.startTCPConnect(host: host, port: port))
                return .active
            } catch {
                lastError = error
                let delay = backoff.take()
                state = .waiting(until: now.addingTimeInterval(delay))
                return .disconnected(retryAfter: delay)
            }
        }

        private func readAvailable(_ descriptor: Int32, now: Date, _ deliver: (PositionFix) -> Void)
            -> PositionSourceStatus
        {
            decoder.setFallbackDate(now)
            let error: SystemCallError
            switch buffer.withUnsafeMutableBytes({ Descriptor.read(descriptor, into: $0) }) {
            case .bytes(let count):
                backoff.reset()
                buffer.withUnsafeBytes {
                    decoder.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count]), now: now, deliver)
                }
                return .active
            case .again: return .active
            case .end:
                closedByPeer = true
                error = .connectionReset("read")
            case .failed(let failure):
                closedByPeer = false
                error = failure
            }
            return fail(descriptor, error, now: now, deliver)
        }

        private func fail(_ descriptor: Int32, _ error: SystemCallError, now: Date, _ deliver: (PositionFix) -> Void)
            -> PositionSourceStatus
        {
            Descriptor.close(descriptor)
            decoder.finish(deliver)
            decoder = FixDecoder(format: speaksGPSD ? .gpsdJSON : .nmea)
            lastError = error
            let delay = backoff.take()
            state = .waiting(until: now.addingTimeInterval(delay))
            return .disconnected(retryAfter: delay)
        }
    }
#endif
