import Foundation

/// Where a tool reads its standard input from: the process's stdin, or fixed text in tests.
public protocol InputSource: Sendable {
    /// Reads everything up to end of input.
    ///
    /// - Returns: the bytes read.
    /// - Throws: an error when reading fails.
    func readAll() throws -> Data
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
