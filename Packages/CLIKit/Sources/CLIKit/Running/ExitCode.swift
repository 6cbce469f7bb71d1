/// The process exit status of a tool (sysexits.h values for the failures a user can act on).
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// 0: success.
    case success = 0
    /// 1: the command failed at run time (a bug, an unexpected state).
    case failure = 1
    /// 64 (`EX_USAGE`): the command line is wrong: unknown option, missing or malformed value.
    case usage = 64
    /// 65 (`EX_DATAERR`): the input data is wrong: a value out of range, an unreadable file's content.
    case dataError = 65
    /// 66 (`EX_NOINPUT`): an input file does not exist, cannot be read, or is not a file (a directory).
    case noInput = 66
    /// 69 (`EX_UNAVAILABLE`): a service the command needs is unavailable (network API, gpsd).
    case unavailable = 69
    /// 73 (`EX_CANTCREAT`): an output file cannot be created (a directory at the path, no permission).
    case cannotCreate = 73
    /// 74 (`EX_IOERR`): reading or writing a file or stream failed.
    case ioError = 74
}
