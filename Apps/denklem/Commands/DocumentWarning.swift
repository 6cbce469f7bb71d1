import CLIKit
import Foundation
import PDFWriting
import TariffKit

/// TariffKit's caveat about a result is part of the document, so it is said on standard error and printed in the text
/// report, the JSON (`warnings`, each with a stable `key` and the `text` in the run's language) and the PDF (issue 31
/// item 4).
extension DocumentWarning {
    /// Makes the warning and says it on standard error.
    static func issue(_ context: CommandContext, _ key: String, _ arguments: String...) -> DocumentWarning {
        let text = context.localizer.text(key, arguments: arguments)
        context.diagnostics.warning(text)
        return DocumentWarning(key: key, text: text)
    }

    /// Writes a "Warnings:" section of the text report (nothing when there are none).
    static func writeText(_ warnings: [DocumentWarning], _ context: CommandContext) {
        guard !warnings.isEmpty else { return }
        context.writeLine(context.text("report.warnings"))
        for warning in warnings { context.writeLine("  ! " + warning.text) }
        context.writeLine()
    }
}

extension DocumentWarning {
    /// Adds a "Warnings" section to a PDF, right after the header, so no caveat is missed on a filed copy.
    static func fill(_ warnings: [DocumentWarning], _ report: inout PDFReport, context: CommandContext) {
        guard !warnings.isEmpty else { return }
        report.heading(PDFOutput.label(context, "report.warnings"))
        for warning in warnings { report.paragraph(warning.text, style: .bold) }
    }
}
