import Glibc

/// A failed system call: its name and `errno`.
struct PosixError: Error, Equatable, CustomStringConvertible {
    /// The call, for example `connect`.
    let call: String
    /// The `errno` value.
    let code: Int32

    /// The error of the last failed call.
    static func last(_ call: String) -> PosixError {
        PosixError(call: call, code: errno)
    }

    /// `connect: Connection refused`.
    var description: String {
        "\(call): \(String(cString: strerror(code)))"
    }
}

/// Descriptor flag helpers (`pipe2`/`accept4` are GNU extensions Swift's Glibc module does not import).
enum Descriptor {
    /// Creates a pipe with both ends close-on-exec, optionally non-blocking.
    static func pipe(nonBlocking: Bool) throws(PosixError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { throw PosixError.last("pipe") }
        for end in ends { setFlags(end, nonBlocking: nonBlocking) }
        return (ends[0], ends[1])
    }

    /// Sets close-on-exec and, when asked, O_NONBLOCK.
    static func setFlags(_ descriptor: Int32, nonBlocking: Bool) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        if nonBlocking { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
    }
}
