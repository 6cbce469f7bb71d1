import Glibc

/// The size of a terminal window through `ioctl(2)` `TIOCGWINSZ`, for fitting help text to it.
public enum TerminalSize {
    /// The number of columns of the terminal open on `descriptor`.
    ///
    /// - Parameter descriptor: a file descriptor (1 for standard output).
    /// - Returns: the columns, or `nil` when the descriptor is no terminal or reports a width of 0.
    public static func columns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
