import Foundation

/// Splits a byte stream into lines and parses each one, counting garbage.
///
/// Chunks may end mid-line; the partial line is kept for the next chunk. Lines are terminated by LF
/// (CR before it is ignored); blank lines and `#` comment lines (gpsfake log headers) are skipped uncounted.
/// A line longer than ``maximumBufferedLine`` without a terminator is discarded as garbage, so binary noise
/// cannot grow memory.
package struct NMEAStreamDecoder: Sendable {
    /// Longest unterminated input kept between chunks, in bytes.
    public static let maximumBufferedLine = 1024

    /// Whether sentences without a checksum are rejected.
    public var requireChecksum: Bool
    /// Counts so far.
    public private(set) var counts = NMEADecodeCounts()
    private var partial: [UInt8] = []

    /// Creates a decoder.
    public init(requireChecksum: Bool = true) {
        self.requireChecksum = requireChecksum
    }

    /// Decodes a chunk, calling `handle` for every supported sentence in order.
    public mutating func decode(_ chunk: UnsafeRawBufferPointer, _ handle: (NMEASentence) -> Void) {
        let bytes = chunk.bindMemory(to: UInt8.self)
        var lineStart = 0
        var index = 0
        var sentence = NMEAStreamDecoder.blankSentence
        while let newline = nextNewline(bytes, from: index) {
            if partial.isEmpty {
                consume(UnsafeBufferPointer(rebasing: bytes[lineStart..<newline]), &sentence, handle)
            } else {
                partial.append(contentsOf: bytes[lineStart..<newline])
                let line = partial
                partial.removeAll(keepingCapacity: true)
                line.withUnsafeBufferPointer { consume($0, &sentence, handle) }
            }
            index = newline + 1
            lineStart = index
        }
        keepPartial(UnsafeBufferPointer(rebasing: bytes[lineStart...]))
    }

    /// Decodes a chunk given as an array.
    public mutating func decode(_ chunk: [UInt8], _ handle: (NMEASentence) -> Void) {
        chunk.withUnsafeBytes { decode($0, handle) }
    }

    /// Decodes what is left after the end of input (a last line without LF).
    public mutating func finish(_ handle: (NMEASentence) -> Void) {
        let line = partial
        partial.removeAll()
        var sentence = NMEAStreamDecoder.blankSentence
        if !line.isEmpty { line.withUnsafeBufferPointer { consume($0, &sentence, handle) } }
    }

    /// The scratch record each line is decoded into (the parser overwrites it for every sentence).
    private static var blankSentence: NMEASentence {
        NMEASentence(talker: NMEATalker(first: 0x47, second: 0x50), type: .rmc)
    }

    /// The index of the next LF at or after `start` (`memchr`, which scans many bytes per step).
    private func nextNewline(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, 0x0A, bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    private mutating func keepPartial(_ rest: UnsafeBufferPointer<UInt8>) {
        guard !rest.isEmpty else { return }
        if partial.count + rest.count > NMEAStreamDecoder.maximumBufferedLine {
            partial.removeAll(keepingCapacity: true)
            counts.lines += 1
            counts.rejected += 1
            return
        }
        partial.append(contentsOf: rest)
    }

    private mutating func consume(
        _ line: UnsafeBufferPointer<UInt8>, _ sentence: inout NMEASentence, _ handle: (NMEASentence) -> Void
    ) {
        // Blank lines and `#` comments are not input.
        guard let first = line.first(where: { $0 > 0x20 }), first != UInt8(ascii: "#") else { return }
        counts.lines += 1
        switch NMEAParser.parse(line, requireChecksum: requireChecksum, into: &sentence) {
        case .sentence:
            counts.sentences += 1
            handle(sentence)
        case .unsupported:
            counts.unsupported += 1
        case .rejected(let rejection):
            counts.rejected += 1
            if rejection == .badChecksum || rejection == .missingChecksum { counts.checksumErrors += 1 }
        }
    }
}
