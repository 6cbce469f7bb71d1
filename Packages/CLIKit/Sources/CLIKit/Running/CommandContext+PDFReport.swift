import Formatting
import Foundation
import PDFWriting

/// The paper of a PDF report: `--paper a4|letter` (and a tool's `pdf.paper` setting), A4 by default.
public enum PDFPaper: String, CaseIterable, Sendable, ArgumentValue {
    /// ISO 216 A4, 210 × 297 mm.
    case a4
    /// US Letter, 8.5 × 11 in.
    case letter

    /// The page size.
    public var size: PDFPageSize { self == .a4 ? .a4 : .letter }
}

/// The frame a tool puts around every PDF report's content: the document's subject, the tool that made
/// it, the time zone its dates are written in, and the catalog keys of its footer (`{0}` the creation date, `{1}`
/// the version) and page label (`{0}` the page, `{1}` the pages).
public struct PDFReportFrame: Sendable {
    /// The tool's name (`denklem`).
    public var tool: String
    /// The tool's version.
    public var version: String
    /// The zone of the creation date (Türkiye's time for denklem's documents, UTC for a plan).
    public var timeZone: TimeZone
    /// The footer's catalog key.
    public var footerKey: String
    /// The page label's catalog key.
    public var pageKey: String
    /// The document's subject, when it has one.
    public var subject: String?

    /// Creates a frame.
    public init(
        tool: String, version: String, timeZone: TimeZone, footerKey: String, pageKey: String, subject: String? = nil
    ) {
        self.tool = tool
        self.version = version
        self.timeZone = timeZone
        self.footerKey = footerKey
        self.pageKey = pageKey
        self.subject = subject
    }
}

extension CommandContext {
    /// When a document is made: `SOURCE_DATE_EPOCH` when set (reproducible-builds.org: the same command gives the
    /// same file), else the injected clock.
    public var documentCreationDate: Date {
        let epoch = environment.variables["SOURCE_DATE_EPOCH"].flatMap { Int($0) }
        return epoch.map { Date(timeIntervalSince1970: Double($0)) } ?? now
    }

    /// An empty report with the tool's metadata (title, ``documentCreationDate``, creator and producer naming the
    /// tool and version, the run's language) and footer (creation date in the frame's zone and language, version,
    /// page numbers): the PDFs of `denklem … --pdf`, `denizrota plan --pdf` and `trip export --format pdf`.
    public func pdfReport(title: String, paper: PDFPaper, fonts: PDFFonts, frame: PDFReportFrame) -> PDFReport {
        var report = PDFReport(
            pageSize: paper.size, fonts: fonts,
            metadata: PDFMetadata(
                title: title, creationDate: documentCreationDate, timeZone: frame.timeZone, subject: frame.subject,
                creator: "\(frame.tool) \(frame.version)", producer: "\(frame.tool) \(frame.version) (PDFWriting)",
                language: language.tag))
        let created = DateTextFormatter(timeZone: frame.timeZone).longDate(
            report.metadata.creationDate, conventions: LanguageConventions(tag: language.tag))
        report.footerText = text(frame.footerKey, created, frame.version)
        report.pageLabel = text(frame.pageKey, "{page}", "{pages}")
        return report
    }

    /// The report's bytes.
    ///
    /// - Parameters:
    ///   - report: the filled report.
    ///   - fontPath: the user's font file, named in the error.
    /// - Returns: the PDF file's bytes.
    /// - Throws: `CommandError` 65 naming the font when a page cannot be rendered with it.
    public func renderPDF(_ report: PDFReport, fontPath: String?) throws(CommandError) -> [UInt8] {
        do {
            return try report.render()
        } catch {
            throw CommandError(.dataError, wrapping: PDFFontLoadError.invalid(path: fontPath ?? "", reason: error))
        }
    }

    /// Whether a `--pdf` path is standard output (`-`, `/dev/stdout`): the text or JSON output is then left out, so
    /// standard output holds the PDF alone.
    public func isStandardOutputPath(_ path: String?) -> Bool {
        path.map { OutputFile(path: $0).isStandardOutput } ?? false
    }
}
