import Foundation

/// Why a folder operation of a ``FileSystem`` failed.
public struct FolderOperationError: Error, Sendable, Equatable {
    /// The path the operation was about.
    public let path: String
    /// The system's description of the failure (English), for the message.
    public let reason: String

    /// Creates the error.
    ///
    /// - Parameters:
    ///   - path: the path.
    ///   - reason: the system's description.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Folders a tool keeps its own files in (`$XDG_DATA_HOME/denklem/tariffs`): creating one, listing it, removing a
/// file from it. A file system that does not keep folders (the default) has none and refuses to make any.
extension FileSystem {
    /// Creates the folder and any missing parents (nothing when it exists).
    ///
    /// - Parameter path: the folder's path.
    /// - Throws: ``FolderOperationError``.
    public func makeFolder(atPath path: String) throws(FolderOperationError) {
        throw FolderOperationError(path: path, reason: "this file system keeps no folders")
    }

    /// The names of the entries in a folder, sorted; empty when the folder does not exist.
    ///
    /// - Parameter path: the folder's path.
    /// - Returns: the names (not paths).
    public func entryNames(inFolderAtPath path: String) -> [String] { [] }

    /// Removes a file.
    ///
    /// - Parameter path: the file's path.
    /// - Throws: ``FolderOperationError``.
    public func removeFile(atPath path: String) throws(FolderOperationError) {
        throw FolderOperationError(path: path, reason: "this file system keeps no folders")
    }
}
