/// The bytes of an XML document, arriving in chunks, with the 1-based line and column of the next byte.
///
/// Only the current chunk is held, so memory does not grow with the document. Columns count characters
/// (UTF-8 continuation bytes do not advance them), as libxml2 and editors do.
struct XMLByteCursor {
    private var buffer: [UInt8] = []
    private var index = 0
    private let nextChunk: () throws(InterchangeError) -> [UInt8]?
    private var exhausted = false
    private var latin1 = false
    /// Line of the next byte, from 1.
    private(set) var line = 1
    /// Column of the next byte, from 1.
    private(set) var column = 1

    /// A cursor over the chunks `nextChunk` returns until it returns nil.
    init(nextChunk: @escaping () throws(InterchangeError) -> [UInt8]?) {
        self.nextChunk = nextChunk
    }

    /// The next byte without consuming it; nil at the end of the input.
    @inline(__always)
    mutating func peek() throws(InterchangeError) -> UInt8? {
        if index < buffer.count { return buffer[index] }
        return try refill() ? buffer[index] : nil
    }

    /// Consumes the byte `peek()` returned.
    @inline(__always)
    mutating func advance() {
        let byte = buffer[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Consumes and returns the next byte; nil at the end of the input.
    @inline(__always)
    mutating func next() throws(InterchangeError) -> UInt8? {
        guard let byte = try peek() else { return nil }
        advance()
        return byte
    }

    private mutating func refill() throws(InterchangeError) -> Bool {
        while !exhausted {
            guard let chunk = try nextChunk() else {
                exhausted = true
                break
            }
            if !chunk.isEmpty {
                buffer = latin1 ? Self.utf8(latin1: chunk) : chunk
                index = 0
                return true
            }
        }
        buffer = []
        index = 0
        return false
    }

    /// From the next byte on, reads the input as ISO 8859-1 and hands out its UTF-8 form.
    mutating func switchToLatin1() {
        latin1 = true
        buffer = Self.utf8(latin1: buffer[index...])
        index = 0
    }

    /// UTF-8 of ISO 8859-1 bytes (each byte is the code point of the same value, ISO/IEC 8859-1 §6).
    static func utf8(latin1 bytes: some Collection<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                result.append(byte)
            } else {
                result.append(0xC0 | byte >> 6)
                result.append(0x80 | byte & 0x3F)
            }
        }
        return result
    }
}
