import Glibc

/// An `errno` value as a typed value (errno(3)), so callers compare failures without importing the C library.
///
/// The numbers are Linux's; any number is accepted (``init(rawValue:)``). ``SystemCallError/errorCode`` gives the
/// code of a failed call.
public struct SystemErrorCode: RawRepresentable, Hashable, Sendable {
    /// The `errno` number, for example 2 for ENOENT.
    public let rawValue: Int32

    /// A code by its number.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// EACCES: permission denied.
    public static let permissionDenied = SystemErrorCode(rawValue: EACCES)
    /// EADDRINUSE: the address (a socket path or port) is in use.
    public static let addressInUse = SystemErrorCode(rawValue: EADDRINUSE)
    /// EAGAIN (= EWOULDBLOCK on Linux): nothing to read or no room to write now, on a non-blocking descriptor.
    public static let wouldBlock = SystemErrorCode(rawValue: EAGAIN)
    /// EEXIST: the file exists.
    public static let fileExists = SystemErrorCode(rawValue: EEXIST)
    /// EINTR: a signal interrupted the call.
    public static let interrupted = SystemErrorCode(rawValue: EINTR)
    /// EIO: an input/output error.
    public static let inputOutput = SystemErrorCode(rawValue: EIO)
    /// EISDIR: the path is a directory.
    public static let isDirectory = SystemErrorCode(rawValue: EISDIR)
    /// ENAMETOOLONG: a path is too long (PosixKit gives it too for a Unix socket path longer than `sun_path`).
    public static let nameTooLong = SystemErrorCode(rawValue: ENAMETOOLONG)
    /// ENOENT: no such file or directory.
    public static let noSuchFile = SystemErrorCode(rawValue: ENOENT)
    /// ENOSPC: no space left on the device (`/dev/full` always).
    public static let noSpace = SystemErrorCode(rawValue: ENOSPC)
    /// ENOTDIR: a component of the path is not a directory.
    public static let notDirectory = SystemErrorCode(rawValue: ENOTDIR)
    /// ENOTTY: the descriptor is not a terminal (a serial line's settings cannot be applied to it).
    public static let notATerminal = SystemErrorCode(rawValue: ENOTTY)
}
