import Foundation

/// A file opened for reading by a ``FileSystem``.
public protocol ReadableFile: AnyObject {
    /// Reads the next piece of the file.
    ///
    /// - Parameter count: the largest piece in bytes.
    /// - Returns: the bytes read, or `nil` (or empty data) at the end of the file.
    /// - Throws: an error when reading fails.
    func read(upToCount count: Int) throws -> Data?

    /// Closes the file; reading after it is an error.
    func close()
}
