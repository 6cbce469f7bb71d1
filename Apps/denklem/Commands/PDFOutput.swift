import CLIKit
import Formatting
import Foundation
import Localization
import PDFWriting

/// `--pdf FILE`, `--font FILE` and `--paper` for the `denklem` commands.
///
/// Loads the report font (DejaVu Sans from Debian `fonts-dejavu-core` unless `--font` names another TrueType file),
/// lays out the report the command built and writes the file. The usual text or JSON output still goes to standard
/// output.
///
/// The creation date is the injected clock, or `SOURCE_DATE_EPOCH` when set (reproducible-builds.org), so the
/// same command gives the same file; dates are written in Türkiye's time (UTC+3).
enum PDFOutput {
    /// Paper sizes (CLIKit's, shared with `denizrota plan --pdf`).
    typealias Paper = PDFPaper

    static let pdf = Option<String>("pdf", valueName: "value.file", help: "pdf.option.pdf")
    static let font = Option<String>("font", valueName: "value.file", help: "pdf.option.font")
    static let paper = Option<Paper>("paper", valueName: "value.paper", help: "pdf.option.paper", default: .a4)

    /// The options every report-writing command adds.
    static let options: [any OptionDeclaration] = [pdf, font, paper]

    /// Refuses `--font`, `--paper` and the PDF-only `others` when `--pdf` is not given: they would do nothing.
    /// - Throws: `CommandError` with exit 64 naming the first such option.
    static func requirePDF(_ context: CommandContext, for others: [any OptionDeclaration] = []) throws {
        guard !context.arguments.isGiven(pdf) else { return }
        for option in [font, paper] + others where context.arguments.isGiven(option) {
            throw CommandError(.usage, key: "error.optionNotApplicable", "--\(option.spec.name)", "--pdf")
        }
    }

    /// Türkiye's civil time, UTC+3 all year since 2016.
    static let turkeyTime = TimeZone(secondsFromGMT: 3 * 3600) ?? .gmt

    /// When `--pdf` was given: builds the report with `fill` and writes it.
    /// - Throws: `CommandError` with exit 74 when the font cannot be found or the file cannot be written, 65 when
    ///   the font file is not a TrueType font.
    static func writeIfRequested(
        _ context: CommandContext, title: String, fill: (inout PDFReport, DenklemText) -> Void
    ) throws {
        guard let path = context.arguments[pdf] else { return }
        let fonts = try loadFonts(context)
        var report = context.pdfReport(title: title, paper: try paperSize(context), fonts: fonts, frame: frame)
        fill(&report, DenklemText(context: context, keepsAmountsTogether: true))
        let bytes = try context.renderPDF(report, fontPath: try? fontPath(context))
        // A case's figures are private: the file ends 0600 and the caller's (Docs/security.md; issue 28).
        try context.writeOutputFile(bytes, to: path, newFileMode: 0o600)
    }

    /// Whether `--pdf` sends the report to standard output (`-`, `/dev/stdout`): the text or JSON output is then
    /// left out, so standard output holds the PDF alone.
    static func isOnStandardOutput(_ context: CommandContext) -> Bool {
        context.isStandardOutputPath(context.arguments[pdf])
    }

    /// `--paper`, else `pdf.paper` of the config file, else A4.
    private static func paperSize(_ context: CommandContext) throws -> Paper {
        if context.arguments.isGiven(paper) { return context.arguments[paper] ?? .a4 }
        return try DenklemConfig.value("pdf.paper", context).flatMap(Paper.init(rawValue:)) ?? .a4
    }

    /// `--font`, else `pdf.font` of the config file, else the bundled default.
    private static func fontPath(_ context: CommandContext) throws -> String? {
        try context.arguments[font] ?? DenklemConfig.value("pdf.font", context)
    }

    private static func loadFonts(_ context: CommandContext) throws -> PDFFonts {
        let custom = try fontPath(context)
        if let custom, !context.fileSystem.fileExists(atPath: custom) {
            // A file that is not there is exit 66, like --holidays and --tariff-file (issue 31).
            throw CommandError(.noInput, key: "error.cannotReadFile", custom)
        }
        return try context.pdfFonts(customPath: custom)
    }

    /// denklem's metadata and footer: dates in Türkiye's time.
    private static let frame = PDFReportFrame(
        tool: "denklem", version: DenklemTool.version, timeZone: turkeyTime, footerKey: "pdf.footer",
        pageKey: "pdf.page")

    /// A catalog line such as `"Toplam:           {0}"` reduced to its label (`Toplam`), for table cells.
    static func label(_ context: CommandContext, _ key: String) -> String {
        var text = context.text(key, "").trimmingCharacters(in: .whitespaces)
        while let last = text.last, last == ":" || last == "：" { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
