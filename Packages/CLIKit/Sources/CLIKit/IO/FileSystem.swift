import Foundation
import Synchronization

/// The files a command reads and writes by path: input files named on the command line (`--tariff-file`, a GPX
/// file, a GeoJSON coastline), output files (`-o`, `--pdf`) and existence checks.
///
/// Commands reach it through ``CommandContext/fileSystem`` (``ToolEnvironment/fileSystem``), never through
/// `FileManager`, so a test can run a command against `InMemoryFileSystem` (CLIKitTesting) without real files.
/// `main.swift` uses ``LiveFileSystem``. Databases are not files in this sense: Storage opens them itself.
public protocol FileSystem: Sendable {
    /// Whether something (a file, a folder, a device) exists at the path, following symbolic links.
    ///
    /// - Parameter path: the path as the user gave it.
    /// - Returns: true when it exists.
    func fileExists(atPath path: String) -> Bool

    /// The size in bytes of the file at the path.
    ///
    /// - Parameter path: the path as the user gave it.
    /// - Returns: the size, or `nil` when nothing readable is there.
    func size(ofFileAtPath path: String) -> Int?

    /// The whole content of a file the user named (a tariff, a font, a config file), at most `maximumBytes`.
    ///
    /// Never waits for a writer: a named pipe (FIFO) with no writer reads as empty at once; one with a writer is
    /// read as it is written, up to the limit. A regular file larger than the limit is refused by its size without
    /// reading it; a device or pipe (`/dev/zero`) once `maximumBytes` + 1 bytes have come. The default reads
    /// through ``openForReading(atPath:)`` (a test double); ``LiveFileSystem`` opens the path non-blocking.
    ///
    /// - Parameters:
    ///   - path: the path as the user gave it.
    ///   - maximumBytes: the largest content accepted, bytes (the caller documents its limit).
    /// - Returns: the bytes.
    /// - Throws: ``InputFileError``: 66 when nothing can be opened or it is a folder, 65 over the limit, 74 when
    ///   reading fails.
    func contents(atPath path: String, maximumBytes: Int) throws(InputFileError) -> [UInt8]

    /// Opens the file at the path for reading in pieces.
    ///
    /// - Parameter path: the path as the user gave it.
    /// - Returns: the open file, or `nil` when it is missing or cannot be opened.
    func openForReading(atPath path: String) -> (any ReadableFile)?

    /// Writes a whole output file, as ``OutputFile`` does (`-` is the tool's standard output).
    ///
    /// - Parameters:
    ///   - bytes: the whole content.
    ///   - path: the path as the user gave it.
    ///   - newFileMode: the permission bits of a file this creates, before the umask.
    ///   - standardOutput: where `-` goes.
    /// - Throws: ``OutputFileError`` (exit 73 or 74).
    func writeFile(_ bytes: [UInt8], to path: String, newFileMode: mode_t, standardOutput: any OutputSink)
        throws(OutputFileError)

    /// Writes an output file piece by piece, as ``OutputFile/write(standardOutput:producing:)`` does: a regular
    /// file is replaced only when `produce` returns, so a failure leaves the old one as it was. The default collects
    /// the pieces and calls ``writeFile(_:to:newFileMode:standardOutput:)``.
    ///
    /// - Parameters:
    ///   - path: the path as the user gave it.
    ///   - newFileMode: the permission bits of a file this creates, before the umask.
    ///   - standardOutput: where `-` goes.
    ///   - produce: writes the content through `write`, in pieces.
    /// - Throws: ``OutputFileError`` (exit 73 or 74), or what `produce` throws.
    func writeFile(
        to path: String, newFileMode: mode_t, standardOutput: any OutputSink,
        producing produce: (_ write: ([UInt8]) throws -> Void) throws -> Void
    ) throws

    /// Creates a folder and its missing parents (default: refused; see FileSystem+Folders.swift).
    func makeFolder(atPath path: String) throws(FolderOperationError)

    /// The names in a folder, sorted; empty when it does not exist (default: empty).
    func entryNames(inFolderAtPath path: String) -> [String]

    /// Removes a file (default: refused).
    func removeFile(atPath path: String) throws(FolderOperationError)

    /// Runs `body` while holding the exclusive lock of the file at `path`, so that two read-change-write cycles of
    /// one file (two `config set` at once) run one after the other instead of one losing the other's change.
    ///
    /// ``LiveFileSystem`` takes an advisory `flock(2)` on the sibling `PATH.lock` (created 0600 and kept; the lock
    /// belongs to the open descriptor, so a process that dies holds none), which excludes other processes and other
    /// callers in this one; readers need no lock, since files are replaced by renaming. The default (test doubles)
    /// takes a lock of this process only. Not reentrant: `body` must not lock again.
    ///
    /// - Parameters:
    ///   - path: the file whose changes are serialized; its folder must exist.
    ///   - body: the read-change-write.
    /// - Throws: ``OutputFileError/cannotCreate(path:code:)`` naming the lock file when it cannot be opened or
    ///   locked, or what `body` throws.
    func withExclusiveLock(onFileAtPath path: String, _ body: () throws -> Void) throws
}

/// The lock ``FileSystem/withExclusiveLock(onFileAtPath:_:)`` takes by default: one for the whole process.
private let processFileLock = Mutex(())

extension FileSystem {
    /// Runs `body` under one lock of this process (every path shares it): enough for a file system that lives
    /// in this process.
    public func withExclusiveLock(onFileAtPath path: String, _ body: () throws -> Void) throws {
        try processFileLock.withLock { _ in try body() }
    }

    /// Collects the pieces, then writes them as one file.
    public func writeFile(
        to path: String, newFileMode: mode_t, standardOutput: any OutputSink,
        producing produce: (_ write: ([UInt8]) throws -> Void) throws -> Void
    ) throws {
        var bytes: [UInt8] = []
        try produce { bytes += $0 }
        try writeFile(bytes, to: path, newFileMode: newFileMode, standardOutput: standardOutput)
    }

    /// Reads through ``openForReading(atPath:)`` in pieces, refusing a file whose ``size(ofFileAtPath:)`` or
    /// content is over `maximumBytes`.
    public func contents(atPath path: String, maximumBytes: Int) throws(InputFileError) -> [UInt8] {
        if let size = size(ofFileAtPath: path), size > maximumBytes {
            throw .tooLarge(path: path, limit: maximumBytes)
        }
        guard let file = openForReading(atPath: path) else { throw .cannotOpen(path: path) }
        defer { file.close() }
        var bytes: [UInt8] = []
        while true {
            let chunk: Data?
            do {
                chunk = try file.read(upToCount: min(1 << 16, maximumBytes + 1 - bytes.count))
            } catch {
                throw .readFailed(path: path)
            }
            guard let chunk, !chunk.isEmpty else { return bytes }
            bytes += chunk
            if bytes.count > maximumBytes { throw .tooLarge(path: path, limit: maximumBytes) }
        }
    }

    /// The whole content of the file at the path, however large, waiting for a FIFO's writer: for files the tool
    /// itself chose; a file the user named goes through ``contents(atPath:maximumBytes:)``.
    ///
    /// - Parameter path: the path as the user gave it.
    /// - Returns: the bytes, or `nil` when the file is missing or reading it fails.
    public func contents(atPath path: String) -> [UInt8]? {
        guard let file = openForReading(atPath: path) else { return nil }
        defer { file.close() }
        var bytes: [UInt8] = []
        do {
            while let chunk = try file.read(upToCount: 1 << 20), !chunk.isEmpty { bytes += chunk }
        } catch {
            return nil
        }
        return bytes
    }
}
