import CLIKitTesting
import Foundation
import PDFWriting

/// Fonts and metadata for the route chart's PDF test, and the poppler/qpdf tools that read the result back (CI
/// installs fonts-dejavu-core, poppler-utils, qpdf).
enum ChartPDFSupport {
    static let fontDirectory = "/usr/share/fonts/truetype/dejavu/"

    static func fonts() throws -> PDFFonts {
        func bytes(_ name: String) throws -> [UInt8] {
            Array(try Data(contentsOf: URL(fileURLWithPath: fontDirectory + name)))
        }
        return PDFFonts(
            regular: try TrueTypeFont(bytes: bytes("DejaVuSans.ttf")),
            bold: try TrueTypeFont(bytes: bytes("DejaVuSans-Bold.ttf")))
    }

    /// Metadata dated 2026-04-02T09:30:00+03:00.
    static func metadata(_ title: String) -> PDFMetadata {
        PDFMetadata(
            title: title, creationDate: Date(timeIntervalSince1970: 1_775_111_400),
            timeZone: TimeZone(identifier: "Europe/Istanbul") ?? .gmt, language: "tr")
    }

    /// Writes `bytes` to a fresh temporary file and returns its path.
    static func write(_ bytes: [UInt8], name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chart-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("\(name).pdf")
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Runs a tool and returns its exit status and standard output.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try ToolRunner.run(tool, arguments)
        return (run.status, run.standardOutput)
    }

    static func pdftotext(_ path: String) throws -> String {
        try run("/usr/bin/pdftotext", ["-enc", "UTF-8", path, "-"]).output
    }

    static func qpdfCheck(_ path: String) throws -> (status: Int32, output: String) {
        try run("/usr/bin/qpdf", ["--check", path])
    }
}
