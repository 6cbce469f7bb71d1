import Expectations
import Foundation
import Testing

@testable import PDFWriting

@Suite struct PDFFontLoaderTests {
    private static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = ["/tmp/not-a-font.ttf": Array("hello".utf8)]
        files[PDFFontLoader.defaultRegularPath] = try? PDFTestSupport.fontBytes("DejaVuSans.ttf")
        files[PDFFontLoader.defaultBoldPath] = try? PDFTestSupport.fontBytes("DejaVuSans-Bold.ttf")
        files["/fonts/custom.ttf"] = try? PDFTestSupport.fontBytes("DejaVuSerif.ttf")
        return files
    }()

    @Test func loadsTheDefaultFacesThroughTheInjectedReader() throws {
        let loader = PDFFontLoader { Self.files[$0] }
        let fonts = try loader.fonts()
        expectEqual(fonts.regular.postScriptName, "DejaVuSans")
        expectEqual(fonts.bold?.postScriptName, "DejaVuSans-Bold")
        let custom = try loader.fonts(customPath: "/fonts/custom.ttf")
        expectEqual(custom.regular.postScriptName, "DejaVuSerif")
        #expect(custom.bold == nil)
    }

    @Test func namesTheDebianPackageWhenTheDefaultFontIsMissing() {
        let loader = PDFFontLoader { _ in nil }
        #expect(
            throws: PDFFontLoadError.defaultFontMissing(
                path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core")
        ) { try loader.fonts() }
    }

    @Test func reportsUnreadableAndInvalidCustomFonts() {
        let loader = PDFFontLoader { Self.files[$0] }
        #expect(throws: PDFFontLoadError.unreadable(path: "/nope.ttf")) { try loader.fonts(customPath: "/nope.ttf") }
        #expect(throws: PDFFontLoadError.invalid(path: "/tmp/not-a-font.ttf", reason: .notTrueType)) {
            try loader.fonts(customPath: "/tmp/not-a-font.ttf")
        }
    }

    @Test func worksWithoutABoldFace() throws {
        let regularOnly = PDFFontLoader { $0 == PDFFontLoader.defaultRegularPath ? Self.files[$0] : nil }
        #expect(try regularOnly.fonts().bold == nil)
    }
}
