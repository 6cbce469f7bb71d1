import Expectations
import Foundation
import Testing

@testable import PDFWriting

@Suite struct TrueTypeFontTests {
    @Test func readsDejaVuSansMetrics() throws {
        let font = try TrueTypeFont(bytes: PDFTestSupport.fontBytes("DejaVuSans.ttf"))
        expectEqual(font.postScriptName, "DejaVuSans")
        expectEqual(font.unitsPerEm, 2048)
        expectEqual(font.ascender, 1901)
        expectEqual(font.descender, -483)
        expectEqual(font.capHeight, 1493)
        expectEqual(font.boundingBox, [-2090, -948, 3673, 2524])
        expectEqual(font.italicAngle, 0)
        expectEqual(font.glyphCount, 6253)
    }

    @Test(arguments: [
        ("A", 1401), (" ", 651), ("İ", 604), ("ı", 569), ("ş", 1067), ("ğ", 1300), ("₺", 1303), ("0", 1303),
    ])
    func measuresAdvanceWidths(text: String, units: Int) throws {
        let font = try TrueTypeFont(bytes: PDFTestSupport.fontBytes("DejaVuSans.ttf"))
        let scalar = try #require(text.unicodeScalars.first)
        expectEqual(font.advance(of: font.glyph(for: scalar)), units)
        expectEqual(font.width(of: text, size: 2048), Double(units))
    }

    @Test func coversTurkishAndReportsMissingCharacters() throws {
        let font = try TrueTypeFont(bytes: PDFTestSupport.fontBytes("DejaVuSans.ttf"))
        expectEqual(font.missingCharacters(in: "çğıİöşüÇĞÖŞÜ ₺ €"), [])
        expectEqual(font.missingCharacters(in: "日本語 ok 日"), ["日", "本", "語"])
        expectEqual(font.glyph(for: "日"), 0)
        expectEqual(font.advance(of: 65_000), font.advance(of: UInt16(font.glyphCount - 1)))
    }

    /// The character map is searched, not expanded: for the faces the tools use, every code point the subtable
    /// maps is found by the search with the same glyph, and the code points just outside each segment are not.
    @Test(arguments: [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    ])
    func characterMapSearchFindsEveryMapping(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { return }  // the fallback is optional
        let map = try TrueTypeFont(bytes: [UInt8](data)).characterMap
        let all = map.allMappings
        #expect(all.count > 3000)
        #expect(all.allSatisfy { map[code: $0.key] == $0.value })
        let outside = map.segments.flatMap { [$0.first &- 1, $0.last &+ 1] }.filter { all[$0] == nil }
        #expect(!outside.isEmpty)
        #expect(outside.allSatisfy { map[code: $0] == nil })
        #expect(stride(from: 0, to: 0x11_0000, by: 7).allSatisfy { map[code: UInt32($0)] == all[UInt32($0)] })
    }

    @Test func readsFormat12AndNonBMPCharacters() throws {
        let font = try TrueTypeFont(bytes: PDFTestSupport.fontBytes("DejaVuSans.ttf"))
        let emoji = try #require(Unicode.Scalar(0x1F600))
        expectNotEqual(font.glyph(for: emoji), 0)
    }

    @Test func rejectsNonFonts() throws {
        #expect(throws: FontParseError.notTrueType) { try TrueTypeFont(bytes: Array("%PDF-1.7 not a font".utf8)) }
        #expect(throws: FontParseError.truncated("directory")) { try TrueTypeFont(bytes: [0, 1]) }
        #expect(throws: FontParseError.notTrueType) { try TrueTypeFont(bytes: Array("OTTO".utf8) + [0, 0, 0, 0]) }
    }

    @Test func reportsMissingAndTruncatedTables() throws {
        let bytes = try PDFTestSupport.fontBytes("DejaVuSans.ttf")
        let directory = try FontTableDirectory(bytes)
        var renamed = bytes
        let tags: [[UInt8]] = (0..<directory.tables.count).map { Array(bytes[(12 + $0 * 16)..<(16 + $0 * 16)]) }
        let cmapRecord = try #require(tags.firstIndex(of: Array("cmap".utf8)))
        renamed.replaceSubrange((12 + cmapRecord * 16)..<(16 + cmapRecord * 16), with: Array("cmaq".utf8))
        #expect(throws: FontParseError.missingTable("cmap")) { try TrueTypeFont(bytes: renamed) }
        #expect(throws: FontParseError.truncated("prep")) {
            try TrueTypeFont(bytes: Array(bytes.prefix(bytes.count - 10)))
        }
    }

    @Test func subsetsToUsedGlyphsAndComponents() throws {
        let font = try TrueTypeFont(bytes: PDFTestSupport.fontBytes("DejaVuSans.ttf"))
        let glyphs = Set("İşçi ₺".unicodeScalars.map(font.glyph(for:)))
        let closure = try FontSubsetter.closure(of: glyphs, in: font)
        #expect(closure.isSuperset(of: glyphs))
        let subset = try FontSubsetter.subset(font, glyphs: glyphs)
        #expect(subset.count < 120_000)
        let reread = try FontTableDirectory(subset)
        #expect(
            reread.tables.keys.sorted() == ["cvt ", "fpgm", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "prep"])
        expectEqual(FontFileAssembler.checksum(subset), 0xB1B0_AFBA)
        #expect(try FontSubsetter.subset(font, glyphs: glyphs) == subset)
    }
}
