import Glibc

/// Terminal echo through termios(3), for reading a password at a prompt.
public enum TerminalEcho {
    /// Whether `descriptor` is a terminal (`isatty(3)`).
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Runs `body` with echo turned off on terminal `descriptor`, then restores the previous settings (also when
    /// `body` throws); on a descriptor that is not a terminal `body` simply runs.
    public static func withEchoOff<Result, Failure: Error>(
        _ descriptor: Int32, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return try body() }
        var silent = settings
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(descriptor, TCSANOW, &silent)
        defer { tcsetattr(descriptor, TCSANOW, &settings) }
        return try body()
    }
}
