import CLIKit
import Foundation
import MarineKit

/// Reads a GPX file for `route import` in 1 MiB chunks through MarineKit's ``GPXReader``, so memory does not
/// grow with the file; a file over the reader's byte limit is refused before it is read.
///
/// Opening (``open(_:context:reader:)``) and parsing (``read(routes:)``) are apart, so that `route import` opens
/// its input (and reads standard input whole) before it takes the database's write lock, and parses inside the
/// transaction that stores the routes as they are read.
final class GPXFileReader {
    /// Bytes per read.
    static let chunkSize = 1 << 20

    /// Where the bytes come from.
    private enum Source {
        case file(any ReadableFile)
        case bytes(Data)
    }

    private let path: String
    private let source: Source
    private let reader: GPXReader
    private let context: CommandContext

    private init(path: String, source: Source, reader: GPXReader, context: CommandContext) {
        self.path = path
        self.source = source
        self.reader = reader
        self.context = context
    }

    deinit {
        if case .file(let handle) = source { handle.close() }
    }

    /// Opens the file (or, for `-`, reads standard input whole: a pipe has no size to check first; a FIFO or a
    /// device is read whole too, at most the reader's ``GPXReader/maximumBytes``, without waiting for a writer).
    /// - Throws: `CommandError` 66 when the file does not exist, 74 when it or standard input cannot be read; 65
    ///   with `FILE: ` and MarineKit's ``InterchangeError`` message when it is too large (a FIFO or device over the
    ///   limit: CLIKit's ``InputFileError`` message).
    static func open(_ path: String, context: CommandContext, reader: GPXReader = GPXReader()) throws -> GPXFileReader {
        if path == "-" {
            let data: Data
            do {
                data = try context.environment.standardInput.readAll()
            } catch {
                throw CommandError(.ioError, key: "error.readStandardInput", context.describe(error))
            }
            try refuseOversize(data.count, path: "-", reader: reader, context: context)
            return GPXFileReader(path: "-", source: .bytes(data), reader: reader, context: context)
        }
        guard context.fileSystem.fileExists(atPath: path) else {
            throw CommandError(.noInput, key: "denizrota.error.read", path)
        }
        if streamsWithoutSize(path) {
            // A FIFO or a device has no size to check first, and opening a FIFO without a writer would wait for
            // one: read it bounded and non-blocking (a FIFO without a writer reads as empty; /dev/zero is 65).
            let bytes = try context.readInputFile(path, maximumBytes: reader.maximumBytes)
            return GPXFileReader(path: path, source: .bytes(Data(bytes)), reader: reader, context: context)
        }
        guard let size = context.fileSystem.size(ofFileAtPath: path),
            let handle = context.fileSystem.openForReading(atPath: path)
        else { throw CommandError(.ioError, key: "denizrota.error.read", path) }
        let opened = GPXFileReader(path: path, source: .file(handle), reader: reader, context: context)
        try refuseOversize(size, path: path, reader: reader, context: context)
        return opened
    }

    /// Whether `path` is a FIFO, a device or a socket (read whole, bounded, rather than streamed).
    private static func streamsWithoutSize(_ path: String) -> Bool {
        [.fifo, .characterDevice, .blockDevice, .socket].contains(FileKind.followingLinks(path))
    }

    private static func refuseOversize(_ size: Int, path: String, reader: GPXReader, context: CommandContext) throws {
        guard size > reader.maximumBytes else { return }
        let error = InterchangeError.tooLarge(bytes: size, limit: reader.maximumBytes)
        throw CommandError(.dataError, key: "denizrota.error.inFile", path, context.localizer.message(for: error))
    }

    /// Parses the document.
    /// - Parameter sink: where the routes go point by point (``GPXRouteSink``); nil keeps them in the document.
    /// - Throws: `CommandError` 74 when the file cannot be read; 65 with `FILE: ` and MarineKit's
    ///   ``InterchangeError`` message when it is not acceptable GPX.
    func read(routes sink: (any GPXRouteSink)? = nil) throws -> GPXDocument {
        var readFailed = false
        let nextChunk = chunks(onFailure: { readFailed = true })
        do throws(InterchangeError) {
            return try reader.read(chunks: nextChunk, routes: sink)
        } catch {
            if readFailed { throw CommandError(.ioError, key: "denizrota.error.read", path) }
            throw CommandError(.dataError, key: "denizrota.error.inFile", path, context.localizer.message(for: error))
        }
    }

    /// The source in chunks of ``chunkSize`` bytes; a failed read ends the input after calling `onFailure`.
    private func chunks(onFailure: @escaping () -> Void) -> () throws(InterchangeError) -> Data? {
        switch source {
        case .file(let handle):
            return { () throws(InterchangeError) -> Data? in
                do {
                    return try handle.read(upToCount: Self.chunkSize)
                } catch {
                    onFailure()
                    return nil
                }
            }
        case .bytes(let data):
            var offset = data.startIndex
            return { () throws(InterchangeError) -> Data? in
                guard offset < data.endIndex else { return nil }
                let end = min(offset + Self.chunkSize, data.endIndex)
                defer { offset = end }
                return data.subdata(in: offset..<end)
            }
        }
    }
}
