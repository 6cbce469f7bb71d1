import CLIKit
import Foundation
import MarineKit

/// Reads a GPX file for `route import` in 1 MiB chunks through MarineKit's ``GPXReader``, so memory does not
/// grow with the file; a file over the reader's byte limit is refused before it is read.
enum GPXFileReader {
    /// Bytes per read.
    static let chunkSize = 1 << 20

    /// The parsed document.
    /// - Throws: `CommandError` 66 when the file does not exist, 74 when it cannot be read; 65 with `FILE: ` and
    ///   MarineKit's ``InterchangeError`` message when it is too large or not acceptable GPX.
    static func read(_ path: String, context: CommandContext, reader: GPXReader = GPXReader()) throws -> GPXDocument {
        if path == "-" { return try readStandardInput(context: context, reader: reader) }
        guard context.fileSystem.fileExists(atPath: path) else {
            throw CommandError(.noInput, key: "denizrota.error.read", path)
        }
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

    /// `route import -`: the document on standard input, read whole (a pipe has no size to check first), then
    /// handed to the reader in chunks.
    /// - Throws: `CommandError` 74 when standard input cannot be read; 65 as for a file.
    static func readStandardInput(context: CommandContext, reader: GPXReader) throws -> GPXDocument {
        let data: Data
        do {
            data = try context.environment.standardInput.readAll()
        } catch {
            throw CommandError(.ioError, key: "error.readStandardInput", context.describe(error))
        }
        do throws(InterchangeError) {
            guard data.count <= reader.maximumBytes else {
                throw InterchangeError.tooLarge(bytes: data.count, limit: reader.maximumBytes)
            }
            var offset = 0
            return try reader.read { () throws(InterchangeError) -> Data? in
                guard offset < data.count else { return nil }
                let end = min(offset + chunkSize, data.count)
                defer { offset = end }
                return data.subdata(in: offset..<end)
            }
        } catch {
            throw CommandError(.dataError, key: "denizrota.error.inFile", "-", context.localizer.message(for: error))
        }
    }
}
