import Expectations
import Testing

@testable import PDFWriting

@Suite struct CharacterMapReaderTests {
    private static func be16(_ values: [Int]) -> [UInt8] {
        values.flatMap { [UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] }
    }

    /// A cmap with one Windows Unicode BMP subtable of format 4 and three segments: A–C by delta (glyphs 10–12),
    /// İ–ı through the glyph array (glyph 20, then 0 = unmapped), and the closing 0xFFFF segment.
    private static let format4: [UInt8] = {
        let header = be16([0, 1, 3, 1]) + [0, 0, 0, 12]
        let segments = 3
        let ends = [0x43, 0x131, 0xFFFF]
        let starts = [0x41, 0x130, 0xFFFF]
        let deltas = [10 - 0x41, 0, 1]
        // The second segment's idRangeOffset points from its own slot to glyphIdArray[0]: 2 slots on = 4 bytes.
        let rangeOffsets = [0, 4, 0]
        let body =
            be16(ends) + [0, 0] + be16(starts) + be16(deltas.map { $0 & 0xFFFF }) + be16(rangeOffsets)
            + be16([20, 0])
        let length = 14 + body.count
        return header + be16([4, length, 0, segments * 2, 4, 1, 2]) + body
    }()

    @Test func readsFormat4Segments() throws {
        let map = try CharacterMapReader.read(FontByteReader(bytes: Self.format4, table: "cmap"), at: 0)
        expectEqual(map.allMappings, [0x41: 10, 0x42: 11, 0x43: 12, 0x130: 20])
        let looked = (0x40...0x132).compactMap { code in map[code: UInt32(code)].map { (UInt32(code), $0) } }
        expectEqual(Dictionary(uniqueKeysWithValues: looked), map.allMappings)
        #expect(map[code: 0xFFFF] == nil && map[code: 0x1_0000] == nil)
    }

    @Test func rejectsCmapsWithoutUnicodeSubtables() {
        var bytes = Self.format4
        bytes[5] = 1  // platform 1 (Macintosh) is not read
        #expect(throws: FontParseError.noUnicodeMapping) {
            try CharacterMapReader.read(FontByteReader(bytes: bytes, table: "cmap"), at: 0)
        }
        #expect(throws: FontParseError.truncated("cmap")) {
            try CharacterMapReader.read(FontByteReader(bytes: Array(Self.format4.prefix(30)), table: "cmap"), at: 0)
        }
    }
}

@Suite struct TextWrapperTests {
    @Test func wrapsAtSpacesNewlinesAndInsideOverlongWords() throws {
        let font = try TrueTypeFont(bytes: PDFTestSupport.fontBytes("DejaVuSans.ttf"))
        let wrapper = TextWrapper(fonts: PDFFonts(regular: font), style: .regular, size: 10)
        let width = font.width(of: "Arabuluculuk", size: 10)
        expectEqual(wrapper.lines("Arabuluculuk ücreti", width: width), ["Arabuluculuk", "ücreti"])
        expectEqual(wrapper.lines("a\n\nb", width: width), ["a", "", "b"])
        expectEqual(wrapper.lines("", width: width), [""])
        let long = String(repeating: "İ", count: 40)
        let pieces = wrapper.lines("x " + long, width: width)
        expectEqual(pieces.first, "x")
        expectEqual(pieces.dropFirst().joined(), long)
        #expect(pieces.allSatisfy { font.width(of: $0, size: 10) <= width })
    }
}
