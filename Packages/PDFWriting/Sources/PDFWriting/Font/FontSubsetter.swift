/// Builds a smaller TrueType file that keeps only the glyphs a document uses, at their original glyph indices (so the
/// PDF can use `/CIDToGIDMap /Identity`).
///
/// unused glyphs become empty, composite glyphs keep their components, and only the tables a PDF renderer needs are
/// written (`head hhea maxp hmtx loca glyf` plus the hinting tables `cvt fpgm prep` when present). The result is
/// deterministic for the same font and glyph set.
enum FontSubsetter {
    /// Tables copied unchanged when present.
    private static let copiedTables = ["cvt ", "fpgm", "hhea", "hmtx", "maxp", "prep"]

    /// A TrueType file with only `glyphs` (plus glyph 0 and composite components) outlined.
    static func subset(_ font: TrueTypeFont, glyphs: Set<UInt16>) throws(FontParseError) -> [UInt8] {
        let kept = try closure(of: glyphs.union([0]), in: font)
        let glyf = try font.directory.offset(of: "glyf")
        var newGlyf: [UInt8] = []
        var newLoca: [UInt8] = []
        for glyph in 0..<font.glyphCount {
            newLoca.appendBigEndian(UInt32(newGlyf.count))
            guard kept.contains(UInt16(glyph)) else { continue }
            let start = font.glyphOffset(glyph)
            let end = font.glyphOffset(glyph + 1)
            guard end > start else { continue }
            newGlyf += try FontByteReader(bytes: font.bytes, table: "glyf").slice(glyf + start, count: end - start)
            while newGlyf.count % 4 != 0 { newGlyf.append(0) }
        }
        newLoca.appendBigEndian(UInt32(newGlyf.count))
        var tables: [String: [UInt8]] = ["glyf": newGlyf, "loca": newLoca]
        for tag in copiedTables {
            if let data = font.directory.data(of: tag, in: font.bytes) { tables[tag] = Array(data) }
        }
        tables["head"] = try longLocaHead(font)
        return FontFileAssembler.assemble(tables)
    }

    /// `glyphs` plus every component glyph their composites refer to, recursively.
    static func closure(of glyphs: Set<UInt16>, in font: TrueTypeFont) throws(FontParseError) -> Set<UInt16> {
        var result = Set<UInt16>()
        var pending = Array(glyphs.filter { Int($0) < font.glyphCount })
        while let glyph = pending.popLast() {
            guard result.insert(glyph).inserted else { continue }
            pending += try components(of: glyph, in: font).filter { !result.contains($0) && Int($0) < font.glyphCount }
        }
        return result
    }

    /// The glyphs a composite glyph is built from (OpenType spec, "glyf": composite glyph description).
    private static func components(of glyph: UInt16, in font: TrueTypeFont) throws(FontParseError) -> [UInt16] {
        let reader = FontByteReader(bytes: font.bytes, table: "glyf")
        let start = try font.directory.offset(of: "glyf") + font.glyphOffset(Int(glyph))
        guard font.glyphOffset(Int(glyph) + 1) > font.glyphOffset(Int(glyph)), try reader.int16(start) < 0 else {
            return []
        }
        var found: [UInt16] = []
        var offset = start + 10
        var flags: UInt16 = 0x20
        while flags & 0x20 != 0 {
            flags = try reader.uint16(offset)
            found.append(try reader.uint16(offset + 2))
            offset += 4 + (flags & 0x1 != 0 ? 4 : 2)
            offset += flags & 0x8 != 0 ? 2 : (flags & 0x40 != 0 ? 4 : (flags & 0x80 != 0 ? 8 : 0))
        }
        return found
    }

    /// The `head` table with long `loca` offsets and a zero checksum adjustment (set by the assembler).
    private static func longLocaHead(_ font: TrueTypeFont) throws(FontParseError) -> [UInt8] {
        guard let head = font.directory.data(of: "head", in: font.bytes), head.count >= 54 else {
            throw .truncated("head")
        }
        var bytes = Array(head)
        bytes.replaceSubrange(8..<12, with: [0, 0, 0, 0])
        bytes.replaceSubrange(50..<52, with: [0, 1])
        return bytes
    }
}
