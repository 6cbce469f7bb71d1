import Foundation

/// Runs a command-line checker from Debian (`pdftotext`, `pdfinfo`, `pdffonts`, `qpdf`; scripts/install-deps) on a
/// generated report and returns its standard output (standard error is discarded).
enum ExternalTool {
    static func output(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
