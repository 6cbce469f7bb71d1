import CLIKit
import Formatting
import Foundation
import PDFWriting

/// `--pdf FILE`, `--font FILE` and `--paper a4|letter` of `denizrota plan` (the same options as `denklem`'s reports,
/// Docs/pdf.md).
///
/// Loads the report font (DejaVu Sans from Debian `fonts-dejavu-core` unless `--font` names another TrueType file),
/// lays out the report and writes the file; the usual text or JSON output still goes to standard output. The
/// creation date is the injected clock, or `SOURCE_DATE_EPOCH` when set (reproducible-builds.org), in UTC like every
/// time in the plan.
enum PlanPDFOutput {
    /// Paper sizes (CLIKit's, shared with `denklem`'s reports).
    typealias Paper = PDFPaper

    static let pdf = Option<String>("pdf", valueName: "plan.value.file", help: "plan.option.pdf")
    static let font = Option<String>("font", valueName: "plan.value.file", help: "plan.option.font")
    static let paper = Option<Paper>("paper", valueName: "plan.value.paper", help: "plan.option.paper", default: .a4)

    /// The options `plan` adds for the report.
    static let options: [any OptionDeclaration] = [pdf, font, paper]

    /// UTC, the zone of every time in a plan.
    static let utc = TimeZone(secondsFromGMT: 0) ?? .gmt

    /// The font, checked before any network work so a missing font fails fast; nil without `--pdf`.
    ///
    /// - Throws: `CommandError` with exit 74 when the font cannot be found or read, 65 when it is not TrueType.
    static func fontsIfRequested(_ context: CommandContext) throws -> PDFFonts? {
        guard context.arguments[pdf] != nil else { return nil }
        return try fonts(context, customPath: context.arguments[font])
    }

    /// The fonts of a PDF: the file at `customPath`, else the first system font found (PDFWriting's list); CLIKit's
    /// `pdfFonts(customPath:)`, which denklem's PDFs use too (files read within 32 MiB).
    ///
    /// - Throws: a data error for a font file that cannot be used or is over 32 MiB (a device, a FIFO), an I/O error
    ///   when it is missing or none is found.
    static func fonts(_ context: CommandContext, customPath: String?) throws -> PDFFonts {
        try context.pdfFonts(customPath: customPath)
    }

    /// Lays out the report with `fill` and writes it to the `--pdf` file.
    ///
    /// - Throws: `CommandError` with exit 74 when the file cannot be written, 65 when the font's outlines are
    ///   damaged.
    static func write(
        _ context: CommandContext, fonts: PDFFonts, title: String, fill: (inout PDFReport) -> Void
    ) throws {
        guard let path = context.arguments[pdf] else { return }
        try context.writeOutputFile(
            try bytes(context, fonts: fonts, title: title, paper: context.arguments[paper] ?? .a4, fill: fill), to: path
        )
    }

    /// The PDF of a report: `title` and the footer (creation date, version, page numbers) on `paper`, filled by
    /// `fill`; `plan --pdf` and `trip export --format pdf` share it.
    ///
    /// - Throws: a data error naming the font when a page cannot be rendered with it.
    static func bytes(
        _ context: CommandContext, fonts: PDFFonts, title: String, paper: Paper, fill: (inout PDFReport) -> Void
    ) throws -> [UInt8] {
        let frame = PDFReportFrame(
            tool: "denizrota", version: DenizrotaTool.version, timeZone: utc, footerKey: "plan.pdf.footer",
            pageKey: "plan.pdf.page", subject: context.text("plan.pdf.subject"))
        var report = context.pdfReport(title: title, paper: paper, fonts: fonts, frame: frame)
        fill(&report)
        return try context.renderPDF(report, fontPath: context.arguments[font])
    }

    /// Whether `--pdf` sends the report to standard output (`-`, `/dev/stdout`): the text or JSON output is then
    /// left out, so standard output holds the PDF alone.
    static func isOnStandardOutput(_ context: CommandContext) -> Bool {
        context.isStandardOutputPath(context.arguments[pdf])
    }
}
