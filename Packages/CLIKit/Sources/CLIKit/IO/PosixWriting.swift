#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `write(2)` loops shared by the output sinks and ``OutputFile``, and the `flock(2)` that serializes a file's
/// read-change-write (``LiveFileSystem/withExclusiveLock(onFileAtPath:_:)``).
enum PosixWriting {
    /// Writes every byte to the descriptor, retrying on `EINTR` and short writes.
    ///
    /// - Parameters:
    ///   - bytes: the bytes.
    ///   - descriptor: an open, writable descriptor.
    /// - Returns: 0 when everything was written, otherwise the `errno` of the failed `write(2)` (`EIO` when it
    ///   wrote nothing without an error).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return 0
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, pointer, count)
        #else
            Darwin.write(descriptor, pointer, count)
        #endif
    }

    /// Opens the lock file (created 0600; a symbolic link is not followed) and waits for its exclusive `flock(2)`.
    ///
    /// - Parameter path: the lock file's path.
    /// - Returns: the open descriptor holding the lock (``unlock(_:)`` closes it), or the `errno` that stopped it.
    static func lockExclusively(path: String) -> Result<Int32, OutputFileError> {
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else { return .failure(.cannotCreate(path: path, code: errno)) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let code = errno
                close(descriptor)
                return .failure(.cannotCreate(path: path, code: code))
            }
        }
        return .success(descriptor)
    }

    /// Releases the lock ``lockExclusively(path:)`` took by closing its descriptor.
    ///
    /// - Parameter descriptor: the descriptor it returned.
    static func unlock(_ descriptor: Int32) {
        close(descriptor)
    }
}
