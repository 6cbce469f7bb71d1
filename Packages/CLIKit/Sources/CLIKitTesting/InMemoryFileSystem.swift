import CLIKit
import Foundation
import Synchronization

/// A `FileSystem` held in memory: files are byte arrays keyed by their path as given, folders a set of paths.
///
/// A test fills it (``init(files:folders:)``, ``write(_:to:)``), runs a command with it
/// (``ToolHarness/fileSystem``), and reads back what the command wrote (`contents(atPath:)`). Like
/// `LiveFileSystem`, `-` (and `/dev/stdout`) is the tool's standard output and a folder cannot be written over.
public final class InMemoryFileSystem: FileSystem {
    private struct State {
        var files: [String: [UInt8]]
        var folders: Set<String>
    }

    private let state: Mutex<State>

    /// Creates a file system with the given files and folders.
    ///
    /// - Parameters:
    ///   - files: contents by path.
    ///   - folders: paths that are folders.
    public init(files: [String: [UInt8]] = [:], folders: Set<String> = []) {
        state = Mutex(State(files: files, folders: folders))
    }

    /// Adds or replaces a file.
    ///
    /// - Parameters:
    ///   - text: the content, as UTF-8.
    ///   - path: the path.
    public func write(_ text: String, to path: String) {
        state.withLock { $0.files[path] = Array(text.utf8) }
    }

    /// Every file's path, sorted.
    public var paths: [String] { state.withLock { $0.files.keys.sorted() } }

    /// The file's content as UTF-8 text, or `nil` when there is no file at the path.
    ///
    /// - Parameter path: the path.
    /// - Returns: the text.
    public func text(atPath path: String) -> String? {
        state.withLock { $0.files[path] }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a file or folder is at the path.
    ///
    /// - Parameter path: the path.
    /// - Returns: true when one is there.
    public func fileExists(atPath path: String) -> Bool {
        state.withLock { $0.files[path] != nil || $0.folders.contains(path) }
    }

    /// The file's size in bytes, or `nil` when there is no file at the path.
    ///
    /// - Parameter path: the path.
    /// - Returns: the size.
    public func size(ofFileAtPath path: String) -> Int? {
        state.withLock { $0.files[path]?.count }
    }

    /// The file opened for reading from its start, or `nil` when there is no file at the path.
    ///
    /// - Parameter path: the path.
    /// - Returns: the open file.
    public func openForReading(atPath path: String) -> (any ReadableFile)? {
        state.withLock { $0.files[path] }.map(InMemoryReadableFile.init)
    }

    /// Stores the bytes at the path (`-` and `/dev/stdout`: the standard output sink).
    ///
    /// - Parameters:
    ///   - bytes: the whole content.
    ///   - path: the path.
    ///   - newFileMode: ignored (the double keeps no modes).
    ///   - standardOutput: where `-` goes.
    /// - Throws: `OutputFileError.isDirectory(path:)` when a folder is at the path.
    public func writeFile(_ bytes: [UInt8], to path: String, newFileMode: mode_t, standardOutput: any OutputSink)
        throws(OutputFileError)
    {
        if OutputFile(path: path).isStandardOutput {
            do {
                try standardOutput.writeBytes(bytes)
            } catch {
                throw .writeFailed(path: path, code: POSIXErrorCode.EIO.rawValue)
            }
            return
        }
        let isFolder = state.withLock { $0.folders.contains(path) }
        if isFolder { throw .isDirectory(path: path) }
        state.withLock { $0.files[path] = bytes }
    }

    /// Records the folder and its parents.
    ///
    /// - Parameter path: the folder's path.
    /// - Throws: never (the double has no permissions).
    public func makeFolder(atPath path: String) throws(FolderOperationError) {
        state.withLock { state in
            var folder = path
            while !folder.isEmpty, folder != "/" {
                state.folders.insert(folder)
                folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
            }
        }
    }

    /// The names of the files and folders directly inside the folder, sorted.
    ///
    /// - Parameter path: the folder's path.
    /// - Returns: the names.
    public func entryNames(inFolderAtPath path: String) -> [String] {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let all = state.withLock { Array($0.files.keys) + Array($0.folders) }
        return Set(
            all.filter { $0.hasPrefix(prefix) }.compactMap { $0.dropFirst(prefix.count).split(separator: "/").first }
        )
        .map(String.init).sorted()
    }

    /// Removes the file.
    ///
    /// - Parameter path: the file's path.
    /// - Throws: `FolderOperationError` when no file is there.
    public func removeFile(atPath path: String) throws(FolderOperationError) {
        let removed = state.withLock { $0.files.removeValue(forKey: path) }
        if removed == nil { throw FolderOperationError(path: path, reason: "no such file") }
    }
}

/// A copy of an in-memory file's bytes with a read position.
private final class InMemoryReadableFile: ReadableFile {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func read(upToCount count: Int) throws -> Data? {
        guard offset < bytes.count else { return nil }
        let end = min(offset + max(1, count), bytes.count)
        defer { offset = end }
        return Data(bytes[offset..<end])
    }

    func close() {}
}
