/// Writes a TrueType file from tables: sorted table directory with checksums, 4-byte aligned tables, and the
/// `head` checksum adjustment (0xB1B0AFBA − file checksum), per the OpenType spec "Table Directory" and "head".
enum FontFileAssembler {
    /// A complete font file holding `tables` (tag → bytes).
    static func assemble(_ tables: [String: [UInt8]]) -> [UInt8] {
        let tags = tables.keys.sorted()
        let count = tags.count
        var power = 1
        var log2 = 0
        while power * 2 <= count {
            power *= 2
            log2 += 1
        }
        var file: [UInt8] = []
        file.appendBigEndian(UInt32(0x0001_0000))
        file.appendBigEndian(UInt16(count))
        file.appendBigEndian(UInt16(power * 16))
        file.appendBigEndian(UInt16(log2))
        file.appendBigEndian(UInt16(count * 16 - power * 16))
        var offset = 12 + count * 16
        var body: [UInt8] = []
        var headOffset = 0
        for tag in tags {
            let data = tables[tag] ?? []
            if tag == "head" { headOffset = offset }
            file += Array(tag.utf8)
            file.appendBigEndian(checksum(data))
            file.appendBigEndian(UInt32(offset))
            file.appendBigEndian(UInt32(data.count))
            body += data
            while body.count % 4 != 0 { body.append(0) }
            offset = 12 + count * 16 + body.count
        }
        file += body
        let adjustment = 0xB1B0_AFBA &- checksum(file)
        file.replaceSubrange((headOffset + 8)..<(headOffset + 12), with: adjustment.bigEndianBytes)
        return file
    }

    /// The sum of the big-endian 32-bit words of `data`, zero-padded, modulo 2³².
    static func checksum(_ data: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var index = 0
        while index < data.count {
            var word: UInt32 = 0
            for byte in 0..<4 { word = word << 8 | UInt32(index + byte < data.count ? data[index + byte] : 0) }
            sum = sum &+ word
            index += 4
        }
        return sum
    }
}

extension UInt32 {
    /// The four bytes, most significant first.
    var bigEndianBytes: [UInt8] {
        [UInt8(self >> 24), UInt8(self >> 16 & 0xFF), UInt8(self >> 8 & 0xFF), UInt8(self & 0xFF)]
    }
}

extension [UInt8] {
    /// Appends `value` most significant byte first.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: value.bigEndianBytes)
    }

    /// Appends `value` most significant byte first.
    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}
