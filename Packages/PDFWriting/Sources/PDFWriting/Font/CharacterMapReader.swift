/// Reads the Unicode `cmap` subtable of a TrueType font (format 12 preferred, else format 4) into a scalar → glyph
/// dictionary (OpenType spec, "cmap — Character to Glyph Index Mapping Table").
enum CharacterMapReader {
    /// Unicode scalar value → glyph index for every mapped character.
    static func read(_ reader: FontByteReader, at cmapOffset: Int) throws(FontParseError) -> [UInt32: UInt16] {
        let count = Int(try reader.uint16(cmapOffset + 2))
        var format4: Int?
        for index in 0..<count {
            let record = cmapOffset + 4 + index * 8
            let platform = try reader.uint16(record)
            let encoding = try reader.uint16(record + 2)
            let subtable = cmapOffset + Int(try reader.uint32(record + 4))
            let isUnicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard isUnicode else { continue }
            switch try reader.uint16(subtable) {
            case 12: return try readFormat12(reader, at: subtable)
            case 4: format4 = format4 ?? subtable
            default: continue
            }
        }
        guard let format4 else { throw .noUnicodeMapping }
        return try readFormat4(reader, at: format4)
    }

    /// Segmented coverage (format 12): groups of consecutive code points.
    private static func readFormat12(_ reader: FontByteReader, at offset: Int) throws(FontParseError) -> [UInt32:
        UInt16]
    {
        var map: [UInt32: UInt16] = [:]
        let groups = Int(try reader.uint32(offset + 12))
        for group in 0..<groups {
            let record = offset + 16 + group * 12
            let first = try reader.uint32(record)
            let last = try reader.uint32(record + 4)
            let glyph = try reader.uint32(record + 8)
            guard last >= first, last - first < 0x11_0000 else { throw .truncated("cmap") }
            for code in first...last { map[code] = UInt16(truncatingIfNeeded: glyph + (code - first)) }
        }
        return map
    }

    /// Segment mapping to delta values (format 4), Basic Multilingual Plane only.
    private static func readFormat4(_ reader: FontByteReader, at offset: Int) throws(FontParseError) -> [UInt32: UInt16]
    {
        let segments = Int(try reader.uint16(offset + 6)) / 2
        let ends = offset + 14
        let starts = ends + segments * 2 + 2
        let deltas = starts + segments * 2
        let rangeOffsets = deltas + segments * 2
        var map: [UInt32: UInt16] = [:]
        for segment in 0..<segments {
            let end = try reader.uint16(ends + segment * 2)
            let start = try reader.uint16(starts + segment * 2)
            let delta = try reader.uint16(deltas + segment * 2)
            let rangeOffsetAddress = rangeOffsets + segment * 2
            let rangeOffset = Int(try reader.uint16(rangeOffsetAddress))
            guard start <= end, start != 0xFFFF else { continue }
            for code in start...end {
                let glyph = try format4Glyph(
                    reader, code: code, start: start, delta: delta, rangeOffset: rangeOffset,
                    address: rangeOffsetAddress)
                if glyph != 0 { map[UInt32(code)] = glyph }
            }
        }
        return map
    }

    private static func format4Glyph(
        _ reader: FontByteReader, code: UInt16, start: UInt16, delta: UInt16, rangeOffset: Int, address: Int
    ) throws(FontParseError) -> UInt16 {
        guard rangeOffset != 0 else { return code &+ delta }
        let glyph = try reader.uint16(address + rangeOffset + Int(code - start) * 2)
        return glyph == 0 ? 0 : glyph &+ delta
    }
}
