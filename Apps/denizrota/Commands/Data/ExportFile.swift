import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The one place `denizrota data export` writes its archive to the path the user gave.
///
/// Until CLISupport's shared `OutputFile` is merged, this writes a temporary file beside the target (created 0600
/// with `O_EXCL`, so nothing else can slip in), syncs it, and renames it over the target: a reader sees the old
/// file or the whole new one, never half an archive. The export holds positions, so it stays 0600.
enum ExportFile {
    /// Why the archive could not be written.
    struct Failure: Error {
        /// `strerror` of the failing call.
        var reason: String
    }

    /// Writes `bytes` to `path`.
    static func save(_ bytes: [UInt8], to path: String) throws(Failure) {
        let temporary = "\(path).partial-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count, failure == 0 {
                let count = write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if count < 0, errno != EINTR { failure = errno } else if count > 0 { written += count }
            }
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw Failure(reason: String(cString: strerror(failure)))
        }
    }
}
