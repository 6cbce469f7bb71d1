import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a tool reads its standard input from: the process's stdin, or fixed text in tests.
public protocol InputSource: Sendable {
    /// Reads everything up to end of input.
    ///
    /// - Returns: the bytes read.
    /// - Throws: an error when reading fails.
    func readAll() throws -> Data

    /// Reads the input in pieces of at most `chunkSize` bytes, in order, without holding all of it.
    ///
    /// The buffer passed to `body` is valid only during the call. Use it for inputs that may be large (an NMEA
    /// log of a day is over 10 MB); the default implementation reads everything with ``readAll()`` first.
    ///
    /// - Parameters:
    ///   - chunkSize: the largest piece in bytes (at least 1).
    ///   - body: called once per piece; an error it throws ends reading and is rethrown.
    /// - Throws: an error when reading fails, or the error `body` threw.
    func readChunks(chunkSize: Int, _ body: (UnsafeRawBufferPointer) throws -> Void) throws
}

extension InputSource {
    /// Reads everything with ``readAll()``, then hands it to `body` in pieces of at most `chunkSize` bytes.
    ///
    /// - Parameters:
    ///   - chunkSize: the largest piece in bytes (at least 1).
    ///   - body: called once per piece.
    /// - Throws: an error when reading fails, or the error `body` threw.
    public func readChunks(chunkSize: Int, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let data = try readAll()
        let size = max(1, chunkSize)
        try data.withUnsafeBytes { bytes in
            for start in stride(from: 0, to: bytes.count, by: size) {
                try body(UnsafeRawBufferPointer(rebasing: bytes[start..<min(start + size, bytes.count)]))
            }
        }
    }
}

/// The process's standard input.
public struct StandardInput: InputSource {
    /// Creates the live source.
    public init() {}

    /// Reads standard input to its end.
    ///
    /// - Returns: the bytes read.
    /// - Throws: an error when reading fails.
    public func readAll() throws -> Data {
        try FileHandle.standardInput.readToEnd() ?? Data()
    }

    /// Reads standard input with `read(2)` into one reused buffer of `chunkSize` bytes (retrying on EINTR).
    ///
    /// - Parameters:
    ///   - chunkSize: the buffer size in bytes (at least 1; 1 MiB is a good size for files).
    ///   - body: called once per `read(2)` that returned data.
    /// - Throws: `POSIXError` when `read(2)` fails, or the error `body` threw.
    public func readChunks(chunkSize: Int, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, chunkSize), alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(STDIN_FILENO, buffer.baseAddress, buffer.count)
            if count > 0 {
                try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            } else if count == 0 {
                return
            } else if errno != EINTR {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
    }
}

/// Fixed input for tests.
public struct FixedInput: InputSource {
    /// The bytes returned by `readAll()`.
    public let data: Data

    /// Creates an input from text.
    ///
    /// - Parameter text: the text, as UTF-8.
    public init(_ text: String = "") {
        data = Data(text.utf8)
    }

    /// Returns the fixed bytes.
    ///
    /// - Returns: the bytes.
    public func readAll() -> Data {
        data
    }
}
