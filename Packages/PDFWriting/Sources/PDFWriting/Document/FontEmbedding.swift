/// The five objects that embed one TrueType face as a composite font (PDF 1.7 §9.7): a Type0 font with
/// `/Identity-H` encoding (two-byte glyph indices in text), its CIDFontType2 descendant with `/W` widths and
/// `/CIDToGIDMap /Identity`, the font descriptor, the subset font file (`/FontFile2`) and a ToUnicode CMap so text
/// can be searched and copied.
struct FontEmbedding {
    /// The face.
    let font: TrueTypeFont
    /// Glyphs used → the Unicode scalar each stands for.
    let usage: [UInt16: Unicode.Scalar]
    /// The first of five consecutive object numbers.
    let firstObject: Int

    /// The Type0 font object number (what page resources point to).
    var fontObject: Int { firstObject }

    /// The subset font's name: a six-letter tag derived from the glyph set, `+`, the PostScript name (§9.6.4).
    var baseFont: String {
        // FNV-1a over the name's bytes, then each used glyph id's two bytes (types spelled out: the one-expression
        // form took the type checker 0.6 s).
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte: UInt8 in font.postScriptName.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        for glyph: UInt16 in usage.keys.sorted() {
            hash = (hash ^ UInt64(glyph >> 8)) &* prime
            hash = (hash ^ UInt64(glyph & 0xFF)) &* prime
        }
        var tag = ""
        for index: UInt64 in 0..<6 {
            let letter: UInt64 = 65 + (hash >> (index * 8)) % 26
            tag.unicodeScalars.append(Unicode.Scalar(UInt8(letter)))
        }
        return tag + "+" + font.postScriptName
    }

    /// Writes the five objects.
    func write(to writer: inout PDFObjectWriter) throws(FontParseError) {
        let name = baseFont
        writer.object(
            firstObject,
            "<< /Type /Font /Subtype /Type0 /BaseFont /\(name) /Encoding /Identity-H /DescendantFonts "
                + "[\(firstObject + 1) 0 R] /ToUnicode \(firstObject + 4) 0 R >>")
        writer.object(
            firstObject + 1,
            "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /\(name) /CIDSystemInfo << /Registry (Adobe) "
                + "/Ordering (Identity) /Supplement 0 >> /FontDescriptor \(firstObject + 2) 0 R /DW \(scaled(font.advance(of: 0))) "
                + "/W [\(widths)] /CIDToGIDMap /Identity >>")
        writer.object(firstObject + 2, descriptor(name))
        let file = try FontSubsetter.subset(font, glyphs: Set(usage.keys))
        writer.stream(firstObject + 3, dictionary: "/Length1 \(file.count)", data: file)
        writer.stream(firstObject + 4, data: Array(toUnicode.utf8))
    }

    private func scaled(_ units: Int) -> String {
        PDFSyntax.number(Double(units) * 1000 / Double(font.unitsPerEm))
    }

    /// `/W` entries: `gid [width]` for each used glyph, in glyph order.
    private var widths: String {
        usage.keys.sorted().map { "\($0) [\(scaled(font.advance(of: $0)))]" }.joined(separator: " ")
    }

    private func descriptor(_ name: String) -> String {
        let box = font.boundingBox.map(scaled).joined(separator: " ")
        return "<< /Type /FontDescriptor /FontName /\(name) /Flags 32 /FontBBox [\(box)] /ItalicAngle "
            + "\(PDFSyntax.number(font.italicAngle)) /Ascent \(scaled(font.ascender)) /Descent \(scaled(font.descender)) "
            + "/CapHeight \(scaled(font.capHeight)) /StemV 80 /FontFile2 \(firstObject + 3) 0 R >>"
    }

    /// The ToUnicode CMap (Adobe Technical Note #5411), `bfchar` blocks of at most 100 entries.
    var toUnicode: String {
        var text = "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
        text += "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
        text += "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\n"
        text += "endcodespacerange\n"
        let entries = usage.keys.sorted().map { glyph in
            "<\(PDFSyntax.hex(glyph))> <\(String(usage[glyph].map(Character.init) ?? " ").utf16.map(PDFSyntax.hex).joined())>"
        }
        for start in stride(from: 0, to: entries.count, by: 100) {
            let block = entries[start..<min(start + 100, entries.count)]
            text += "\(block.count) beginbfchar\n" + block.joined(separator: "\n") + "\nendbfchar\n"
        }
        return text + "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"
    }
}
