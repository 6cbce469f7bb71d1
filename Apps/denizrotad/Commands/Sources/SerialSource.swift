import Foundation
import Glibc
import MarineKit

/// Raw NMEA 0183 from a serial device (USB GPS, NMEA multiplexer) at a fixed baud rate, 8N1, raw mode.
///
/// When the device goes away (USB unplugged: read returns 0 or EIO) it is reopened with back-off.
/// A path that is not a terminal (a FIFO, a pty under test) is read as is.
final class SerialSource: PositionSource {
    /// Baud rates accepted by `--baud`, with their termios constants.
    ///
    /// NMEA 0183 is 4800 baud,
    /// NMEA 0183-HS and AIS 38 400 (IEC 61162-1/-2).
    static let baudRates: [Int: speed_t] = [
        4800: speed_t(B4800), 9600: speed_t(B9600), 19_200: speed_t(B19200), 38_400: speed_t(B38400),
        57_600: speed_t(B57600), 115_200: speed_t(B115200), 230_400: speed_t(B230400),
    ]

    let name: String
    let isReplay = false
    private let path: String
    private let speed: speed_t
    private var descriptor: Int32 = -1
    private var retryAt = Date.distantPast
    private var backoff = ReconnectBackoff()
    private var decoder = FixDecoder(format: .nmea)
    private var buffer = [UInt8](repeating: 0, count: 4096)
    private var closed = false

    /// Creates a source; nil when the baud rate is not supported.
    init?(path: String, baud: Int) {
        guard let speed = Self.baudRates[baud] else { return nil }
        self.path = path
        self.speed = speed
        self.name = "\(path)@\(baud)"
    }

    var readiness: PositionSourceReadiness {
        if closed { return .finished }
        return descriptor >= 0 ? .descriptor(descriptor) : .after(retryAt)
    }

    func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus {
        guard !closed else { return .ended }
        guard descriptor >= 0 else { return reopen(now: now) }
        decoder.setFallbackDate(now)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            backoff.reset()
            buffer.withUnsafeBytes { decoder.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count]), deliver) }
            return .active
        }
        if count < 0, errno == EINTR || errno == EAGAIN { return .active }
        Glibc.close(descriptor)
        descriptor = -1
        decoder.finish(deliver)
        decoder = FixDecoder(format: .nmea)
        return scheduleRetry(now: now)
    }

    func close() {
        closed = true
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    private func reopen(now: Date) -> PositionSourceStatus {
        guard now >= retryAt else { return .active }
        let opened = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard opened >= 0 else { return scheduleRetry(now: now) }
        configure(opened)
        descriptor = opened
        return .connected
    }

    private func scheduleRetry(now: Date) -> PositionSourceStatus {
        let delay = backoff.take()
        retryAt = now.addingTimeInterval(delay)
        return .disconnected(retryAfter: delay)
    }

    /// Raw 8N1 at the configured speed; ignored for descriptors that are not terminals.
    private func configure(_ descriptor: Int32) {
        var settings = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return }
        cfmakeraw(&settings)
        settings.c_cflag |= tcflag_t(CLOCAL | CREAD)
        cfsetispeed(&settings, speed)
        cfsetospeed(&settings, speed)
        tcsetattr(descriptor, TCSANOW, &settings)
    }
}
