import CLIKit
import Foundation
import MarineKit

/// Reads a GPX file for `route import` in 1 MiB chunks through MarineKit's ``GPXReader``, so memory does not
/// grow with the file; a file over the reader's byte limit is refused before it is read.
enum GPXFileReader {
    /// Bytes per read.
    static let chunkSize = 1 << 20

    /// The parsed document.
    /// - Throws: `CommandError` 74 when the file cannot be read; 65 with `FILE: ` and MarineKit's
    ///   ``InterchangeError`` message when it is too large or not acceptable GPX.
    static func read(_ path: String, context: CommandContext, reader: GPXReader = GPXReader()) throws -> GPXDocument {
        let size = context.fileSystem.size(ofFileAtPath: path)
        guard let size, let handle = context.fileSystem.openForReading(atPath: path) else {
            throw CommandError(.ioError, key: "denizrota.error.read", path)
        }
        defer { handle.close() }
        var readFailed = false
        do throws(InterchangeError) {
            guard size <= reader.maximumBytes else {
                throw InterchangeError.tooLarge(bytes: size, limit: reader.maximumBytes)
            }
            return try reader.read { () throws(InterchangeError) -> Data? in
                do {
                    return try handle.read(upToCount: chunkSize)
                } catch {
                    readFailed = true
                    return nil
                }
            }
        } catch {
            if readFailed { throw CommandError(.ioError, key: "denizrota.error.read", path) }
            throw CommandError(.dataError, key: "denizrota.error.inFile", path, context.localizer.message(for: error))
        }
    }
}
