/// Parses single NMEA 0183 sentences from bytes (marine.md §4.1, §4.3).
///
/// Works on raw bytes without Foundation string splitting: one pass computes the checksum, one pass finds
/// the commas, and fields are read in place. Any input is safe: every failure is a ``NMEARejection``.
public enum NMEAParser {
    /// Longest line accepted, in bytes.
    ///
    /// The standard allows 82 including `$` and CR LF (gpsd `NMEA.adoc`);
    /// real receivers (NMEA 4.1 RMC, long proprietary sentences) exceed it, so we allow headroom and reject
    /// longer lines as garbage.
    public static let maximumLineLength = 160

    /// Most fields accepted in one sentence.
    static let maximumFieldCount = 40

    /// Parses a line given as text.
    public static func parse(_ line: String, requireChecksum: Bool = true) -> NMEAParseResult {
        var copy = line
        return copy.withUTF8 { parse($0, requireChecksum: requireChecksum) }
    }

    /// Parses one line (with or without its CR LF; bytes before `$` are skipped).
    ///
    /// - Parameters:
    ///   - line: The bytes of one line.
    ///   - requireChecksum: When true (the default), a sentence without `*hh` is rejected.
    /// - Returns: The decoded sentence, `.unsupported` for a valid sentence of another type, or the rejection.
    public static func parse(_ line: UnsafeBufferPointer<UInt8>, requireChecksum: Bool = true) -> NMEAParseResult {
        guard let start = line.firstIndex(where: { $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "!") }) else {
            return .rejected(.noStart)
        }
        var end = line.count
        while end > start, line[end - 1] <= 0x20 { end -= 1 }
        guard end - start <= maximumLineLength else { return .rejected(.tooLong) }
        let bodyEnd: Int
        switch verifyChecksum(line, from: start + 1, to: end) {
        case .success(let star): bodyEnd = star
        case .failure(.missingChecksum) where !requireChecksum: bodyEnd = end
        case .failure(let rejection): return .rejected(rejection)
        }
        guard line[start] == UInt8(ascii: "$") else { return .unsupported }  // `!` is AIS encapsulation
        return parseBody(UnsafeBufferPointer(rebasing: line[(start + 1)..<bodyEnd]))
    }

    /// XORs the bytes up to `*` and compares with the two hex digits after it (either case).
    private static func verifyChecksum(_ line: UnsafeBufferPointer<UInt8>, from: Int, to end: Int)
        -> Result<Int, NMEARejection>
    {
        var checksum: UInt8 = 0
        var index = from
        while index < end, line[index] != UInt8(ascii: "*") {
            checksum ^= line[index]
            index += 1
        }
        guard index < end else { return .failure(.missingChecksum) }
        guard end - index == 3, let high = hexValue(line[index + 1]), let low = hexValue(line[index + 2]) else {
            return .failure(.badChecksum)
        }
        return high << 4 | low == checksum ? .success(index) : .failure(.badChecksum)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    /// Splits the body at commas into a stack buffer and decodes the fields.
    private static func parseBody(_ body: UnsafeBufferPointer<UInt8>) -> NMEAParseResult {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: maximumFieldCount) { starts in
            var count = 1
            starts[0] = 0
            for index in 0..<body.count where body[index] == UInt8(ascii: ",") {
                guard count < maximumFieldCount else { return .rejected(.malformedField) }
                starts[count] = index + 1
                count += 1
            }
            return decode(NMEAFields(body: body, starts: starts, count: count))
        }
    }

    /// Reads the address and dispatches on the sentence type.
    private static func decode(_ fields: NMEAFields) -> NMEAParseResult {
        let address = fields[0]
        guard address.count >= 5, address.allSatisfy(isAddressByte) else { return .rejected(.badAddress) }
        if address[0] == UInt8(ascii: "P") || address.count != 5 { return .unsupported }  // proprietary / query
        guard let type = NMEASentenceType.from(address[2], address[3], address[4]) else { return .unsupported }
        var sentence = NMEASentence(talker: NMEATalker(first: address[0], second: address[1]), type: type)
        do {
            try NMEASentenceReader.read(type, fields, into: &sentence)
            return .sentence(sentence)
        } catch {
            return .rejected(error)
        }
    }

    private static func isAddressByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
    }
}
