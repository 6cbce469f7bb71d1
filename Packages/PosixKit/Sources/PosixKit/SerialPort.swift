import Glibc

/// Serial devices through termios(3): open without becoming the controlling terminal, raw 8N1 at a set speed.
public enum SerialPort {
    /// Baud rates accepted, with their termios constants.
    ///
    /// NMEA 0183 is 4800 baud, NMEA 0183-HS and AIS 38 400 (IEC 61162-1/-2).
    static let speeds: [Int: speed_t] = [
        4800: speed_t(B4800), 9600: speed_t(B9600), 19_200: speed_t(B19200), 38_400: speed_t(B38400),
        57_600: speed_t(B57600), 115_200: speed_t(B115200), 230_400: speed_t(B230400),
    ]

    /// The supported baud rates, ascending.
    public static var baudRates: [Int] { speeds.keys.sorted() }

    /// Opens `path` read-only, non-blocking, close-on-exec, not as controlling terminal, and (when it is a
    /// terminal) sets raw 8N1 at `baud`; a FIFO or pty under test is returned as is.
    ///
    /// - Throws: `EINVAL` (call `cfsetspeed`) for an unsupported baud rate, `ENOTTY` (call `isatty`) for a
    ///   character device that is not a terminal (`/dev/zero`, `/dev/null`: reading them spins or ends at once),
    ///   or `open`'s error.
    public static func open(_ path: String, baud: Int) throws(SystemCallError) -> Int32 {
        guard let speed = speeds[baud] else { throw SystemCallError(call: "cfsetspeed", code: EINVAL) }
        let descriptor = try openChecked(path)
        var settings = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return descriptor }
        cfmakeraw(&settings)
        settings.c_cflag |= tcflag_t(CLOCAL | CREAD)
        cfsetispeed(&settings, speed)
        cfsetospeed(&settings, speed)
        tcsetattr(descriptor, TCSANOW, &settings)
        return descriptor
    }

    /// Why `path` cannot be read as a serial source now (opened as ``open(_:baud:)`` opens it, then closed), or
    /// nil when it can.
    ///
    /// - Returns: `ENOTTY` (call `isatty`) for a character device that is not a terminal, `open`'s error (`ENOENT`
    ///   for a device not plugged in yet), or nil.
    public static func problem(with path: String) -> SystemCallError? {
        do {
            Glibc.close(try openChecked(path))
            return nil
        } catch {
            return error
        }
    }

    /// Opens `path` and refuses a character device that is not a terminal.
    private static func openChecked(_ path: String) throws(SystemCallError) -> Int32 {
        let descriptor = Glibc.open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemCallError.last("open") }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFCHR, isatty(descriptor) != 1 {
            Glibc.close(descriptor)
            throw SystemCallError(call: "isatty", code: ENOTTY)
        }
        return descriptor
    }
}
