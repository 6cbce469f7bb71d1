import Foundation

/// Parses single NMEA 0183 sentences from bytes (NMEA 0183 framing, checksum and field layouts as documented in gpsd's
/// `www/NMEA.adoc`).
///
/// Works on raw bytes without Foundation string splitting: `memchr` finds the `*`, the checksum is an XOR of 8-byte
/// words folded to one byte, one pass finds the commas, and fields are read in place. The sentence is decoded into
/// a caller's variable (``parse(_:requireChecksum:into:)``), so the stream decoder never copies the record (copies
/// of it were a fifth of the decoding time, measured with `perf record`; Docs/denizrotad.md). Any input is safe:
/// every failure is a ``NMEARejection``.
public enum NMEAParser {
    /// Longest line accepted, in bytes.
    ///
    /// The standard allows 82 including `$` and CR LF (gpsd `NMEA.adoc`);
    /// real receivers (NMEA 4.1 RMC, long proprietary sentences) exceed it, so we allow headroom and reject
    /// longer lines as garbage.
    public static let maximumLineLength = 160

    /// Most fields accepted in one sentence.
    static let maximumFieldCount = 40

    /// What became of one line parsed into a caller's sentence.
    public enum Outcome: Sendable, Equatable {
        /// The sentence variable now holds a supported sentence.
        case sentence
        /// A well-formed sentence of a type this decoder does not read; the variable is unspecified.
        case unsupported
        /// The line is not an NMEA sentence or is damaged; the variable is unspecified.
        case rejected(NMEARejection)
    }

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
        var sentence = NMEASentence(talker: NMEATalker(first: 0x47, second: 0x50), type: .rmc)
        switch parse(line, requireChecksum: requireChecksum, into: &sentence) {
        case .sentence: return .sentence(sentence)
        case .unsupported: return .unsupported
        case .rejected(let rejection): return .rejected(rejection)
        }
    }

    /// Parses one line into `sentence`, which is overwritten completely when the outcome is `.sentence`.
    ///
    /// - Parameters:
    ///   - line: The bytes of one line (with or without its CR LF; bytes before `$` are skipped).
    ///   - requireChecksum: When true, a sentence without `*hh` is rejected.
    ///   - sentence: Receives the decoded sentence.
    /// - Returns: Whether `sentence` holds a sentence, or why not.
    public static func parse(
        _ line: UnsafeBufferPointer<UInt8>, requireChecksum: Bool, into sentence: inout NMEASentence
    ) -> Outcome {
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
        return parseBody(UnsafeBufferPointer(rebasing: line[(start + 1)..<bodyEnd]), into: &sentence)
    }

    /// XORs the bytes up to `*` and compares with the two hex digits after it (either case).
    private static func verifyChecksum(_ line: UnsafeBufferPointer<UInt8>, from: Int, to end: Int)
        -> Result<Int, NMEARejection>
    {
        guard from < end, let base = line.baseAddress else { return .failure(.missingChecksum) }
        guard let found = memchr(base + from, Int32(UInt8(ascii: "*")), end - from) else {
            return .failure(.missingChecksum)
        }
        let star = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        guard end - star == 3, let high = hexValue(line[star + 1]), let low = hexValue(line[star + 2]) else {
            return .failure(.badChecksum)
        }
        return high << 4 | low == xor(base + from, count: star - from) ? .success(star) : .failure(.badChecksum)
    }

    /// The XOR of `count` bytes: 8 bytes at a time, folded to one byte (XOR is associative), then the rest.
    private static func xor(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt8 {
        var word: UInt64 = 0
        var index = 0
        while index + 8 <= count {
            word ^= UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        word ^= word >> 32
        word ^= word >> 16
        word ^= word >> 8
        var checksum = UInt8(truncatingIfNeeded: word)
        while index < count {
            checksum ^= bytes[index]
            index += 1
        }
        return checksum
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
    private static func parseBody(_ body: UnsafeBufferPointer<UInt8>, into sentence: inout NMEASentence) -> Outcome {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: maximumFieldCount) { starts in
            starts[0] = 0
            guard let count = splitAtCommas(body, into: starts) else { return .rejected(.malformedField) }
            return decode(NMEAFields(body: body, starts: starts, count: count), into: &sentence)
        }
    }

    /// Records the start of every field after the first in `starts` (8 bytes per step: the comma bytes of a
    /// word are found with exact per-byte bit arithmetic, then visited lowest first); nil when there are more
    /// than ``maximumFieldCount`` fields.
    private static func splitAtCommas(_ body: UnsafeBufferPointer<UInt8>, into starts: UnsafeMutableBufferPointer<Int>)
        -> Int?
    {
        guard let base = body.baseAddress else { return 1 }
        var count = 1
        var offset = 0
        while offset < body.count {
            var mask = commaMask(base + offset, available: body.count - offset)
            while mask != 0 {
                guard count < maximumFieldCount else { return nil }
                starts[count] = offset + mask.trailingZeroBitCount >> 3 + 1
                count += 1
                mask &= mask &- 1
            }
            offset += 8
        }
        return count
    }

    /// Bit 7 of byte i is set exactly when byte i of the next 8 (fewer at the end) is a comma.
    @inline(__always)
    private static func commaMask(_ bytes: UnsafePointer<UInt8>, available: Int) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var word: UInt64
        if available >= 8 {
            word = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        } else {
            word = 0
            for index in 0..<available { word |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        }
        let x = word ^ 0x2C2C_2C2C_2C2C_2C2C  // a comma byte becomes 0
        // High bit of ((x & 0x7F) + 0x7F) | x is clear exactly for a zero byte; no carry crosses bytes.
        var zeroBytes = ~(((x & low7) &+ low7) | x) & ~low7
        if available < 8 { zeroBytes &= (1 << (8 * UInt64(available))) &- 1 }
        return zeroBytes
    }

    /// Reads the address and dispatches on the sentence type.
    private static func decode(_ fields: NMEAFields, into sentence: inout NMEASentence) -> Outcome {
        let address = fields[0]
        // A proprietary address is `P` and a 3-letter manufacturer code, possibly followed by a sentence type
        // (IEC 61162-1 §7.3.4): `$PUBX`, `$PFEC`, `$PSTI`, `$PERC` have four characters.
        let isProprietary = address.first == UInt8(ascii: "P") && address.count >= 4
        guard address.count >= 5 || isProprietary, address.allSatisfy(isAddressByte) else {
            return .rejected(.badAddress)
        }
        if isProprietary || address.count != 5 { return .unsupported }  // proprietary / query
        guard let type = NMEASentenceType.from(address[2], address[3], address[4]) else { return .unsupported }
        sentence.reset(talker: NMEATalker(first: address[0], second: address[1]), type: type)
        do {
            try NMEASentenceReader.read(type, fields, into: &sentence)
            return .sentence
        } catch {
            return .rejected(error)
        }
    }

    private static func isAddressByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
    }
}
