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
    /// Paper sizes.
    enum Paper: String, CaseIterable, ArgumentValue {
        case a4
        case letter

        var size: PDFPageSize { self == .a4 ? .a4 : .letter }
    }

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
        var report = PDFReport(
            pageSize: try paperSize(context).size, fonts: fonts, metadata: metadata(context, title: title))
        let created = DateTextFormatter(timeZone: turkeyTime).longDate(
            report.metadata.creationDate, conventions: LanguageConventions(tag: context.language.tag))
        report.footerText = context.text("pdf.footer", created, DenklemTool.version)
        report.pageLabel = context.text("pdf.page", "{page}", "{pages}")
        fill(&report, DenklemText(context: context, keepsAmountsTogether: true))
        let bytes: [UInt8]
        do {
            bytes = try report.render()
        } catch {
            throw CommandError(
                .dataError, wrapping: PDFFontLoadError.invalid(path: (try? fontPath(context)) ?? "", reason: error))
        }
        // A case's figures are private: the file ends 0600 and the caller's (Docs/security.md; issue 28).
        try context.writeOutputFile(bytes, to: path, newFileMode: 0o600)
    }

    /// Whether `--pdf` sends the report to standard output (`-`, `/dev/stdout`): the text or JSON output is then
    /// left out, so standard output holds the PDF alone.
    static func isOnStandardOutput(_ context: CommandContext) -> Bool {
        context.arguments[pdf].map { OutputFile(path: $0).isStandardOutput } ?? false
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

    private static func metadata(_ context: CommandContext, title: String) -> PDFMetadata {
        let epoch = context.environment.variables["SOURCE_DATE_EPOCH"].flatMap { Int($0) }
        let date = epoch.map { Date(timeIntervalSince1970: Double($0)) } ?? context.now
        return PDFMetadata(
            title: title, creationDate: date, timeZone: turkeyTime, creator: "denklem \(DenklemTool.version)",
            producer: "denklem \(DenklemTool.version) (PDFWriting)", language: context.language.tag)
    }

    /// A catalog line such as `"Toplam:           {0}"` reduced to its label (`Toplam`), for table cells.
    static func label(_ context: CommandContext, _ key: String) -> String {
        var text = context.text(key, "").trimmingCharacters(in: .whitespaces)
        while let last = text.last, last == ":" || last == "：" { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
