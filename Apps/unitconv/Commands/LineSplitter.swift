/// Cuts a byte stream into lines at `\n` (a `\r` before it is dropped), holding only the unfinished line.
struct LineSplitter {
    private var pending: [UInt8] = []

    /// Hands every line completed by `bytes` to `body`, without its line ending.
    mutating func append(_ bytes: UnsafeRawBufferPointer, _ body: (ArraySlice<UInt8>) -> Void) {
        var start = 0
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if pending.isEmpty {
                body(Self.trimmed(ArraySlice(bytes[start..<end])))
            } else {
                pending.append(contentsOf: bytes[start..<end])
                body(Self.trimmed(pending[...]))
                pending.removeAll(keepingCapacity: true)
            }
            start = end + 1
        }
        pending.append(contentsOf: bytes[start...])
    }

    /// Hands the last line to `body` when the input did not end with a newline.
    mutating func finish(_ body: (ArraySlice<UInt8>) -> Void) {
        guard !pending.isEmpty else { return }
        body(Self.trimmed(pending[...]))
        pending.removeAll()
    }

    /// The line without a trailing `\r`.
    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
}
