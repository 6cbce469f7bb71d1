import Glibc

/// Terminal echo and raw input through termios(3): a password at a prompt, a line editor's keys.
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

    /// Runs `body` with terminal `descriptor` in raw input mode.
    ///
    /// Raw: no canonical lines, no echo, no signals from
    /// Ctrl-C/Ctrl-Z, no CR→NL or XON/XOFF; reads return each byte as it comes; output processing stays on, so `\n`
    /// is still a new line), then restores the previous settings (also when `body` throws). `body` gets `false`,
    /// and nothing is changed, when `descriptor` is not a terminal.
    public static func withRawInput<Result, Failure: Error>(
        _ descriptor: Int32, _ body: (_ isRaw: Bool) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var settings = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return try body(false) }
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return try body(false) }
        defer { tcsetattr(descriptor, TCSANOW, &settings) }
        return try body(true)
    }
}
