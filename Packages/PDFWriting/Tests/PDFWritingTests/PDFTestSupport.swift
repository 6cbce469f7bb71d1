import Foundation

@testable import PDFWriting

/// Fonts, clock and the poppler/qpdf tools the PDF tests use (CI installs fonts-dejavu-core, poppler-utils, qpdf).
enum PDFTestSupport {
    static let fontDirectory = "/usr/share/fonts/truetype/dejavu/"
    /// 2026-04-02T09:30:00+03:00.
    static let creationDate = Date(timeIntervalSince1970: 1_775_111_400)
    static let istanbul = TimeZone(identifier: "Europe/Istanbul") ?? .gmt

    static func fontBytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: fontDirectory + name)))
    }

    static func fonts() throws -> PDFFonts {
        PDFFonts(
            regular: try TrueTypeFont(bytes: fontBytes("DejaVuSans.ttf")),
            bold: try TrueTypeFont(bytes: fontBytes("DejaVuSans-Bold.ttf")))
    }

    static func metadata(_ title: String = "Arabuluculuk ücreti — İstanbul") -> PDFMetadata {
        PDFMetadata(
            title: title, creationDate: creationDate, timeZone: istanbul, author: "Ayşe Yılmaz", subject: "Test",
            creator: "denklem test", language: "tr")
    }

    /// Writes `bytes` to a fresh temporary file and returns its path.
    static func write(_ bytes: [UInt8], name: String = "test") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pdfwriting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("\(name).pdf")
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Runs a tool and returns its exit status and standard output.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func pdftotext(_ path: String, layout: Bool = false) throws -> String {
        try run("/usr/bin/pdftotext", (layout ? ["-layout"] : []) + ["-enc", "UTF-8", path, "-"]).output
    }

    static func pdfinfo(_ path: String) throws -> [String: String] {
        let output = try run("/usr/bin/pdfinfo", ["-isodates", path]).output
        var fields: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    static func qpdfCheck(_ path: String) throws -> (status: Int32, output: String) {
        try run("/usr/bin/qpdf", ["--check", path])
    }
}
