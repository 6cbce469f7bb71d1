import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A user-given output path (`--pdf FILE`, `-o FILE`), written without damaging what is there.
///
/// How the path is written depends on what it names (symbolic links are followed first, except those of another
/// user in a sticky folder anyone may write, such as `/tmp`: see below):
/// - `-` (and `/dev/stdout`, `/dev/fd/1`): the tool's standard output;
/// - a regular file or a new path: a temporary file in the same folder (created `O_EXCL | O_NOFOLLOW`), `fsync`,
///   then renamed over the path; the folder is opened once and the checks, the temporary file and the rename are
///   relative to it (`fstatat`, `openat`, `renameat`), so a folder or entry swapped for a link after the checks is
///   never followed; an existing file keeps its mode and owner, except for private output
///   (`newFileMode` with no group or other bits: it ends 0600 and the caller's, whatever was there), and on any
///   failure the temporary file is removed and the old file stays as it was;
/// - in a sticky folder anyone may write, a link, file or FIFO that belongs neither to the caller nor to the
///   folder's owner is refused (``OutputFileError/foreignLink(path:owner:)``, ``OutputFileError/foreignFile(path:owner:)``),
///   as the kernel's `fs.protected_symlinks` and `protected_regular` refuse a shell's `>`;
/// - a character device or a FIFO (`/dev/null`, `/dev/full`, a named pipe): opened and written through;
/// - a directory, a socket or a block device: refused (``OutputFileError``, exit 73).
///
/// ```swift
/// try OutputFile(path: "report.pdf").write(bytes, standardOutput: context.environment.standardOutput)
/// ```
public struct OutputFile: Sendable {
    /// The path as the user gave it; `-` is standard output.
    public let path: String
    /// Permission bits of a file this creates (less the umask); an existing file keeps its own mode.
    public let newFileMode: mode_t
    /// Runs between resolving the path and writing it: tests swap the path's folder for a link here, as an
    /// attacker racing the write would (issue 28).
    var afterResolving: (@Sendable () -> Void)?

    /// Creates the output for a path.
    ///
    /// - Parameters:
    ///   - path: the path as given on the command line; `-` means standard output.
    ///   - newFileMode: the mode of a new file before the umask: 0o666 as `creat(2)` users expect, 0o600 for
    ///     output that holds private data (`denizrota data export`: positions).
    public init(path: String, newFileMode: mode_t = 0o666) {
        self.path = path
        self.newFileMode = newFileMode
    }

    /// Whether the output holds private data (``newFileMode`` grants group and others nothing).
    var isPrivate: Bool { newFileMode & 0o077 == 0 }

    /// Whether the path names the tool's standard output (`-`, `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`).
    public var isStandardOutput: Bool { OutputTarget.streamAlias(path) == .standardOutput }

    /// Writes the bytes to the path.
    ///
    /// - Parameters:
    ///   - bytes: the whole content.
    ///   - standardOutput: where `-` goes (the tool's standard output sink).
    /// - Throws: ``OutputFileError``: exit 73 when the path cannot be created or is a directory or special file,
    ///   74 when writing fails (no space, an I/O error).
    public func write(_ bytes: [UInt8], standardOutput: any OutputSink) throws(OutputFileError) {
        do {
            try write(standardOutput: standardOutput) { write in try write(bytes) }
        } catch let error as OutputFileError {
            throw error
        } catch {
            throw .writeFailed(path: path, code: EIO)  // not reached: only OutputFileError is thrown above
        }
    }

    /// Writes the pieces `produce` hands to its `write` function, as they come, so the whole content is never held.
    ///
    /// A regular file is replaced as the whole-content `write(_:standardOutput:)` replaces it, when `produce` returns: when
    /// `produce` or a write throws, the temporary file is removed and the old file stays as it was. Standard output,
    /// a device or a FIFO gets each piece at once (what was written stays written).
    ///
    /// - Parameters:
    ///   - standardOutput: where `-` goes.
    ///   - produce: writes the content through `write`, in pieces of any size.
    /// - Throws: ``OutputFileError`` (exit 73 or 74), or what `produce` throws.
    public func write(
        standardOutput: any OutputSink, producing produce: (_ write: ([UInt8]) throws -> Void) throws -> Void
    ) throws {
        let target = try OutputTarget.resolve(path)
        afterResolving?()
        switch target {
        case .standardOutput:
            try produce { bytes throws(OutputFileError) in
                do {
                    try standardOutput.writeBytes(bytes)
                } catch {
                    throw .writeFailed(path: path, code: (error as? POSIXError)?.code.rawValue ?? EIO)
                }
            }
        case .descriptor(let descriptor):
            try produce { bytes throws(OutputFileError) in try writeThrough(bytes, to: descriptor) }
        case .stream(let folder, let name):
            defer { close(folder) }
            try writeStream(to: name, in: folder, produce)
        case .file(let folder, let name, let existing):
            defer { close(folder) }
            // Private output is the caller's and 0600 whatever was there (issue 28): the old file is not kept.
            try replace(name, in: folder, keeping: isPrivate ? nil : existing, produce)
        }
    }

    /// Writes UTF-8 text to the path (see ``write(_:standardOutput:)``).
    ///
    /// - Parameters:
    ///   - text: the whole content.
    ///   - standardOutput: where `-` goes.
    /// - Throws: ``OutputFileError``.
    public func write(_ text: String, standardOutput: any OutputSink) throws(OutputFileError) {
        try write(Array(text.utf8), standardOutput: standardOutput)
    }

    private func writeThrough(_ bytes: [UInt8], to descriptor: Int32) throws(OutputFileError) {
        let code = PosixWriting.writeAll(bytes, to: descriptor)
        guard code == 0 else { throw .writeFailed(path: path, code: code) }
    }

    /// Opens the device or FIFO `name` of `folder` without following a link (one swapped in after the check) and
    /// writes through it.
    private func writeStream(to name: String, in folder: Int32, _ produce: (([UInt8]) throws -> Void) throws -> Void)
        throws
    {
        let descriptor = openat(folder, name, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW)
        guard descriptor >= 0 else { throw OutputFileError.cannotCreate(path: path, code: errno) }
        defer { close(descriptor) }
        try produce { bytes throws(OutputFileError) in try writeThrough(bytes, to: descriptor) }
    }

    /// Temporary file beside the target in the open `folder`, owner and mode copied, content written and synced,
    /// renamed over `name` in the same folder (`renameat`: no path is looked up again, issue 28).
    private func replace(
        _ name: String, in folder: Int32, keeping existing: OutputTarget.FileIdentity?,
        _ produce: (([UInt8]) throws -> Void) throws -> Void
    ) throws {
        let (temporary, descriptor) = try createTemporary(
            beside: name, in: folder, mode: existing == nil ? newFileMode : 0o600)
        var open = true
        do {
            if let existing { try keep(existing, on: descriptor) }
            try produce { bytes throws(OutputFileError) in try writeThrough(bytes, to: descriptor) }
            guard fsync(descriptor) == 0 else { throw OutputFileError.writeFailed(path: path, code: errno) }
            open = false
            guard close(descriptor) == 0 else { throw OutputFileError.writeFailed(path: path, code: errno) }
            guard renameat(folder, temporary, folder, name) == 0 else {
                throw OutputFileError.writeFailed(path: path, code: errno)
            }
        } catch {
            if open { close(descriptor) }
            unlinkat(folder, temporary, 0)
            throw error
        }
        _ = fsync(folder)  // makes the rename durable; some file systems cannot sync a folder
    }

    /// Creates `.<name>.<random>.tmp` in `folder` with `O_EXCL | O_NOFOLLOW` (never an existing file or link).
    private func createTemporary(beside name: String, in folder: Int32, mode: mode_t) throws(OutputFileError)
        -> (String, Int32)
    {
        for _ in 0..<100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = "." + name.prefix(200) + "." + suffix + ".tmp"
            let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
            if descriptor >= 0 { return (temporary, descriptor) }
            guard errno == EEXIST else { throw .cannotCreate(path: path, code: errno) }
        }
        throw .cannotCreate(path: path, code: EEXIST)
    }

    /// Gives the temporary file the replaced file's owner (first: `chown` clears set-id bits) and mode.
    private func keep(_ identity: OutputTarget.FileIdentity, on descriptor: Int32) throws(OutputFileError) {
        if identity.owner != geteuid() || identity.group != getegid() {
            guard fchown(descriptor, identity.owner, identity.group) == 0 else { throw .ownerNotKept(path: path) }
        }
        guard fchmod(descriptor, identity.mode) == 0 else { throw .cannotCreate(path: path, code: errno) }
    }
}
