import Foundation

/// The real file system: reads through `FileHandle`, writes through ``OutputFile``.
public struct LiveFileSystem: FileSystem {
    /// Creates the live file system.
    public init() {}

    /// Whether the path exists (`FileManager.fileExists`).
    ///
    /// - Parameter path: the path.
    /// - Returns: true when it exists.
    public func fileExists(atPath path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The size from the file's attributes.
    ///
    /// - Parameter path: the path.
    /// - Returns: the size in bytes, or `nil` when the attributes cannot be read.
    public func size(ofFileAtPath path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }

    /// Opens the file with `FileHandle(forReadingAtPath:)`.
    ///
    /// - Parameter path: the path.
    /// - Returns: the open file, or `nil` when it cannot be opened.
    public func openForReading(atPath path: String) -> (any ReadableFile)? {
        FileHandle(forReadingAtPath: path).map(LiveReadableFile.init)
    }

    /// Reads at most `maximumBytes` without ever waiting for a FIFO's writer (``FileSystem/contents(atPath:maximumBytes:)``).
    ///
    /// - Parameters:
    ///   - path: the path.
    ///   - maximumBytes: the largest content accepted, bytes.
    /// - Returns: the bytes.
    /// - Throws: ``InputFileError``.
    public func contents(atPath path: String, maximumBytes: Int) throws(InputFileError) -> [UInt8] {
        try BoundedFileRead.contents(atPath: path, limit: maximumBytes)
    }

    /// Writes through ``OutputFile`` (temporary file and rename, devices written through, folders refused).
    ///
    /// - Parameters:
    ///   - bytes: the whole content.
    ///   - path: the path as the user gave it.
    ///   - newFileMode: the mode of a new file before the umask.
    ///   - standardOutput: where `-` goes.
    /// - Throws: ``OutputFileError``.
    public func writeFile(_ bytes: [UInt8], to path: String, newFileMode: mode_t, standardOutput: any OutputSink)
        throws(OutputFileError)
    {
        try OutputFile(path: path, newFileMode: newFileMode).write(bytes, standardOutput: standardOutput)
    }

    /// Writes the pieces through ``OutputFile`` as they come.
    public func writeFile(
        to path: String, newFileMode: mode_t, standardOutput: any OutputSink,
        producing produce: (_ write: ([UInt8]) throws -> Void) throws -> Void
    ) throws {
        try OutputFile(path: path, newFileMode: newFileMode).write(standardOutput: standardOutput, producing: produce)
    }

    /// `FileManager.createDirectory(atPath:withIntermediateDirectories: true)`.
    ///
    /// - Parameter path: the folder's path.
    /// - Throws: ``FolderOperationError``.
    public func makeFolder(atPath path: String) throws(FolderOperationError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FolderOperationError(path: path, reason: error.localizedDescription)
        }
    }

    /// `FileManager.contentsOfDirectory(atPath:)`, sorted; empty when the folder cannot be read.
    ///
    /// - Parameter path: the folder's path.
    /// - Returns: the names.
    public func entryNames(inFolderAtPath path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Holds an exclusive `flock(2)` on `PATH.lock` while `body` runs (``FileSystem/withExclusiveLock(onFileAtPath:_:)``).
    ///
    /// - Parameters:
    ///   - path: the file whose changes are serialized; its folder must exist.
    ///   - body: the read-change-write.
    /// - Throws: ``OutputFileError/cannotCreate(path:code:)`` naming the lock file, or what `body` throws.
    public func withExclusiveLock(onFileAtPath path: String, _ body: () throws -> Void) throws {
        let descriptor = try PosixWriting.lockExclusively(path: path + ".lock").get()
        defer { PosixWriting.unlock(descriptor) }
        try body()
    }

    /// `FileManager.removeItem(atPath:)`.
    ///
    /// - Parameter path: the file's path.
    /// - Throws: ``FolderOperationError``.
    public func removeFile(atPath path: String) throws(FolderOperationError) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw FolderOperationError(path: path, reason: error.localizedDescription)
        }
    }
}

/// A `FileHandle` as a ``ReadableFile``.
private final class LiveReadableFile: ReadableFile {
    let handle: FileHandle

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func read(upToCount count: Int) throws -> Data? {
        try handle.read(upToCount: count)
    }

    func close() {
        try? handle.close()
    }
}
