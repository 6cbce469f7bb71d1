/// Bytes read from a stream, handed out a complete line at a time (without the newline).
struct LineBuffer {
    private var bytes: [UInt8]

    init(_ bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    /// Adds bytes read.
    mutating func append(_ more: ArraySlice<UInt8>) {
        bytes += more
    }

    /// The complete lines received so far, in order; a partial line stays.
    mutating func takeLines() -> [[UInt8]] {
        guard let last = bytes.lastIndex(of: 0x0A) else { return [] }
        let lines = bytes[..<last].split(separator: 0x0A, omittingEmptySubsequences: true).map(Array.init)
        bytes.removeFirst(last + 1)
        return lines
    }
}
