/// A TrueType font (glyf outlines) read from bytes the caller supplies.
///
/// metrics for layout and the tables the PDF writer embeds. Library code never opens font files; the app layer reads
/// `/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf` (Debian `fonts-dejavu-core`) or a `--font FILE`.
///
/// Parsed tables (OpenType spec 1.9): `head` (units per em, bounding box, loca format), `hhea` (ascender,
/// descender, metric count), `maxp` (glyph count), `hmtx` (advance widths), `cmap` (format 12 or 4), `loca`/`glyf`
/// (for subsetting), and when present `OS/2` (cap height), `post` (italic angle), `name` (PostScript name).
/// There is no shaping: one Unicode scalar maps to one glyph, which suits Latin, Greek and Cyrillic text
/// (Turkish included) but not scripts that need ligatures or reordering.
public struct TrueTypeFont: Sendable {
    /// The font's PostScript name (`name` ID 6), `EmbeddedFont` when absent; only `A-Z a-z 0-9 - _` kept.
    public let postScriptName: String
    /// Design units per em (2048 for DejaVu Sans).
    public let unitsPerEm: Int
    /// Typographic ascender in design units (`hhea`), positive.
    public let ascender: Int
    /// Typographic descender in design units (`hhea`), negative.
    public let descender: Int
    /// Height of capital letters in design units (`OS/2` version ≥ 2, else the top of the `H` outline, else the
    /// ascender).
    public let capHeight: Int
    /// Glyph bounding box in design units: xMin, yMin, xMax, yMax (`head`).
    public let boundingBox: [Int]
    /// Italic angle in degrees (`post`), 0 for upright fonts.
    public let italicAngle: Double
    /// Number of glyphs (`maxp`).
    public let glyphCount: Int

    /// The original file.
    let bytes: [UInt8]
    /// Where the tables are.
    let directory: FontTableDirectory
    /// Unicode scalar → glyph.
    let characterMap: CharacterMap
    /// Where `hmtx` starts, and how many glyphs have their own advance width (at least 1; later ones share the last).
    ///
    /// Widths and glyph locations are read from `bytes` when asked for: a report uses a few dozen of a font's
    /// glyphs (Droid Sans Fallback has tens of thousands).
    private let metrics: (offset: Int, count: Int)
    /// Where `loca` starts, and whether its offsets are 32-bit (else 16-bit halves).
    private let locations: (offset: Int, long: Bool)

    /// Reads `bytes` as a TrueType font.
    /// - Throws: ``FontParseError`` when the bytes are not a usable TrueType font.
    public init(bytes: [UInt8]) throws(FontParseError) {
        self.bytes = bytes
        directory = try FontTableDirectory(bytes)
        let reader = FontByteReader(bytes: bytes, table: "head")
        let head = try directory.offset(of: "head")
        unitsPerEm = Int(try reader.uint16(head + 18))
        boundingBox = [
            Int(try reader.int16(head + 36)), Int(try reader.int16(head + 38)), Int(try reader.int16(head + 40)),
            Int(try reader.int16(head + 42)),
        ]
        let longOffsets = try reader.int16(head + 50) == 1
        let hhea = try directory.offset(of: "hhea")
        ascender = Int(try reader.reading("hhea").int16(hhea + 4))
        descender = Int(try reader.reading("hhea").int16(hhea + 6))
        let metricCount = Int(try reader.reading("hhea").uint16(hhea + 34))
        glyphCount = Int(try reader.reading("maxp").uint16(try directory.offset(of: "maxp") + 4))
        metrics = try Self.checkAdvances(reader.reading("hmtx"), directory, metricCount)
        locations = try Self.checkLocations(reader.reading("loca"), directory, glyphCount, longOffsets)
        characterMap = try CharacterMapReader.read(reader.reading("cmap"), at: try directory.offset(of: "cmap"))
        let outlineCapHeight = try Self.readOutlineTop(
            of: characterMap[code: 0x48], reader.reading("glyf"), directory, glyphCount, locations)
        capHeight = try Self.readCapHeight(reader.reading("OS/2"), directory) ?? outlineCapHeight ?? ascender
        italicAngle = try Self.readItalicAngle(reader.reading("post"), directory)
        postScriptName = FontNameReader.postScriptName(reader.reading("name"), directory) ?? "EmbeddedFont"
    }

    /// The glyph for `scalar`, or 0 (`.notdef`, drawn as an empty box) when the font lacks it.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        characterMap[code: scalar.value] ?? 0
    }

    /// Advance width of `glyph` in design units.
    public func advance(of glyph: UInt16) -> Int {
        // In bounds: init read the last entry. Glyphs past the last long metric share its width.
        let entry = metrics.offset + min(Int(glyph), metrics.count - 1) * 4
        return Int(UInt16(bytes[entry]) << 8 | UInt16(bytes[entry + 1]))
    }

    /// Where glyph `index` starts in `glyf`, relative to the table (`index` in 0...glyphCount; the entry after the
    /// last glyph is where it ends).
    func glyphOffset(_ index: Int) -> Int {
        // In bounds: init read the last entry.
        let size = locations.long ? 4 : 2
        let entry = locations.offset + index * size
        let value = bytes[entry..<(entry + size)].reduce(0) { $0 << 8 | Int($1) }
        return locations.long ? value : value * 2
    }

    /// Width of `text` set at `size` points, in points (sum of advances; no kerning).
    public func width(of text: String, size: Double) -> Double {
        let units = text.unicodeScalars.reduce(0) { $0 + advance(of: glyph(for: $1)) }
        return Double(units) * size / Double(unitsPerEm)
    }

    /// The characters of `text` this font has no glyph for (whitespace and control characters excluded), in order
    /// of first appearance.
    public func missingCharacters(in text: String) -> [Character] {
        var missing: [Character] = []
        for character in text where !character.isWhitespace {
            let absent = character.unicodeScalars.contains { characterMap[code: $0.value] == nil }
            if absent && !missing.contains(character) { missing.append(character) }
        }
        return missing
    }

    /// `hmtx`'s offset and long-metric count (at least 1), after reading its last advance width.
    private static func checkAdvances(
        _ reader: FontByteReader, _ directory: FontTableDirectory, _ metricCount: Int
    ) throws(FontParseError) -> (offset: Int, count: Int) {
        let hmtx = try directory.offset(of: "hmtx")
        let count = max(metricCount, 1)
        _ = try reader.uint16(hmtx + (count - 1) * 4)
        return (hmtx, count)
    }

    /// `loca`'s offset and entry size, after reading its last entry (glyphCount + 1 entries).
    private static func checkLocations(
        _ reader: FontByteReader, _ directory: FontTableDirectory, _ glyphCount: Int, _ long: Bool
    ) throws(FontParseError) -> (offset: Int, long: Bool) {
        let loca = try directory.offset(of: "loca")
        _ = try directory.offset(of: "glyf")
        _ = long ? try reader.uint32(loca + glyphCount * 4) : UInt32(try reader.uint16(loca + glyphCount * 2))
        return (loca, long)
    }

    private static func readCapHeight(_ reader: FontByteReader, _ directory: FontTableDirectory) throws(FontParseError)
        -> Int?
    {
        guard let os2 = directory.tables["OS/2"], try reader.uint16(os2.offset) >= 2, os2.length >= 90 else {
            return nil
        }
        return Int(try reader.int16(os2.offset + 88))
    }

    /// yMax of a glyph's outline (`glyf` header), nil for a missing or empty glyph.
    private static func readOutlineTop(
        of glyph: UInt16?, _ reader: FontByteReader, _ directory: FontTableDirectory, _ glyphCount: Int,
        _ locations: (offset: Int, long: Bool)
    ) throws(FontParseError) -> Int? {
        guard let glyph, Int(glyph) < glyphCount else { return nil }
        let size = locations.long ? 4 : 2
        let read = { (index: Int) throws(FontParseError) -> Int in
            let entry = locations.offset + index * size
            return locations.long ? Int(try reader.uint32(entry)) : Int(try reader.uint16(entry)) * 2
        }
        let start = try read(Int(glyph))
        guard try read(Int(glyph) + 1) > start else { return nil }
        return Int(try reader.int16(try directory.offset(of: "glyf") + start + 8))
    }

    private static func readItalicAngle(_ reader: FontByteReader, _ directory: FontTableDirectory)
        throws(FontParseError) -> Double
    {
        guard let post = directory.tables["post"] else { return 0 }
        return Double(Int32(bitPattern: try reader.uint32(post.offset + 4))) / 65536
    }
}
