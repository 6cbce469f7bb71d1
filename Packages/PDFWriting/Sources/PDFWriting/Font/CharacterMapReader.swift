/// Finds the Unicode `cmap` subtable of a TrueType font (format 12 preferred, else format 4) and reads its
/// segments into a ``CharacterMap`` (OpenType spec, "cmap — Character to Glyph Index Mapping Table").
enum CharacterMapReader {
    /// The scalar → glyph map of the font's Unicode subtable.
    /// - Throws: ``FontParseError/noUnicodeMapping`` without a Unicode subtable of format 4 or 12,
    ///   ``FontParseError/truncated(_:)`` when the subtable (or a glyph it points to) lies outside the file.
    static func read(_ reader: FontByteReader, at cmapOffset: Int) throws(FontParseError) -> CharacterMap {
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
            case 12:
                return CharacterMap(
                    bytes: reader.bytes, format4: false, segments: try readFormat12(reader, at: subtable))
            case 4: format4 = format4 ?? subtable
            default: continue
            }
        }
        guard let format4 else { throw .noUnicodeMapping }
        return CharacterMap(bytes: reader.bytes, format4: true, segments: try readFormat4(reader, at: format4))
    }

    /// Segmented coverage (format 12): groups of consecutive code points.
    private static func readFormat12(_ reader: FontByteReader, at offset: Int) throws(FontParseError)
        -> [CharacterMap.Segment]
    {
        let groups = Int(try reader.uint32(offset + 12))
        var segments: [CharacterMap.Segment] = []
        for group in 0..<groups {
            let record = offset + 16 + group * 12
            let first = try reader.uint32(record)
            let last = try reader.uint32(record + 4)
            let glyph = try reader.uint32(record + 8)
            guard last >= first, last - first < 0x11_0000 else { throw .truncated("cmap") }
            segments.append(CharacterMap.Segment(first: first, last: last, value: glyph, glyphArray: nil))
        }
        return segments
    }

    /// Segment mapping to delta values (format 4), Basic Multilingual Plane only.
    private static func readFormat4(_ reader: FontByteReader, at offset: Int) throws(FontParseError)
        -> [CharacterMap.Segment]
    {
        let count = Int(try reader.uint16(offset + 6)) / 2
        let ends = offset + 14
        let starts = ends + count * 2 + 2
        let deltas = starts + count * 2
        let rangeOffsets = deltas + count * 2
        var segments: [CharacterMap.Segment] = []
        for segment in 0..<count {
            let end = try reader.uint16(ends + segment * 2)
            let start = try reader.uint16(starts + segment * 2)
            let delta = try reader.uint16(deltas + segment * 2)
            let rangeOffsetAddress = rangeOffsets + segment * 2
            let rangeOffset = Int(try reader.uint16(rangeOffsetAddress))
            guard start <= end, start != 0xFFFF else { continue }
            var glyphArray: Int?
            if rangeOffset != 0 {
                glyphArray = rangeOffsetAddress + rangeOffset
                _ = try reader.uint16(rangeOffsetAddress + rangeOffset + Int(end - start) * 2)  // the last entry
            }
            segments.append(
                CharacterMap.Segment(
                    first: UInt32(start), last: UInt32(end), value: UInt32(delta), glyphArray: glyphArray))
        }
        return segments
    }
}
