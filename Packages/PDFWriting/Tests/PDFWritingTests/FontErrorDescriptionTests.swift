import Expectations
import Foundation
import Testing

@testable import PDFWriting

/// Without CLIKit (which adds the seven-language texts), the font errors describe themselves in English, naming the
/// file and the package to install.
@Suite struct FontErrorDescriptionTests {
    @Test func loadErrorsNameTheFile() {
        let missing = PDFFontLoadError.defaultFontMissing(path: "/f.ttf", package: "fonts-dejavu-core")
        #expect(
            missing.localizedDescription
                == "font not found: “/f.ttf”; install the fonts-dejavu-core package or pass --font FILE")
        expectEqual("\(PDFFontLoadError.unreadable(path: "/x.ttf"))", "cannot read the font file “/x.ttf”")
        #expect(
            PDFFontLoadError.invalid(path: "/y.ttf", reason: .noUnicodeMapping).errorDescription
                == "“/y.ttf” is not a usable TrueType font")
    }

    @Test func parseErrorsNameTheTable() {
        expectEqual(FontParseError.missingTable("glyf").localizedDescription, "the font has no “glyf” table")
        #expect(FontParseError.truncated("cmap").description == "the font’s “cmap” table is cut short")
    }
}
