import CLIKit
import Formatting
import Foundation
import PDFWriting

/// The case a PDF belongs to, printed in a header block so the document can be filed: `--file-no`, `--party`
/// (repeatable, `person:NAME` or `company:NAME`), `--mediator`, `--sicil` (the mediator's registry number).
struct CaseHeader {
    /// One party of the case.
    struct Party: Equatable {
        /// `person` (gerçek kişi) or `company` (tüzel kişi).
        let kind: String
        /// The name as typed.
        let name: String
    }

    static let fileNumber = Option<String>("file-no", valueName: "value.text", help: "case.option.fileNo")
    static let party = Option<String>(
        "party", valueName: "value.party", help: "case.option.party", isRepeatable: true)
    static let mediator = Option<String>("mediator", valueName: "value.text", help: "case.option.mediator")
    static let sicil = Option<String>("sicil", valueName: "value.text", help: "case.option.sicil")

    /// The options, added by every command that writes a PDF.
    static let options: [any OptionDeclaration] = [fileNumber, party, mediator, sicil]

    /// The arbitration office file number (büro dosya no), as typed.
    let fileNumber: String?
    /// The parties in the order given.
    let parties: [Party]
    /// The mediator's name.
    let mediator: String?
    /// The mediator's registry number (arabulucu sicil no).
    let sicil: String?

    /// No case data.
    static let empty = CaseHeader(fileNumber: nil, parties: [], mediator: nil, sicil: nil)

    private init(fileNumber: String?, parties: [Party], mediator: String?, sicil: String?) {
        self.fileNumber = fileNumber
        self.parties = parties
        self.mediator = mediator
        self.sicil = sicil
    }

    /// Reads the options.
    /// - Throws: `UsageError.invalidValue` (exit 64) for a `--party` without `person:` or `company:`; a bare
    ///   name is refused rather than guessed (the SMM and who withholds depend on it).
    init(_ context: CommandContext) throws {
        fileNumber = context.arguments[Self.fileNumber]
        // `denklem config set mediator.name …` once; the option still wins.
        mediator = try context.arguments[Self.mediator] ?? DenklemConfig.value("mediator.name", context)
        sicil = try context.arguments[Self.sicil] ?? DenklemConfig.value("mediator.sicil", context)
        parties = try context.arguments.all(Self.party).map { text in
            let parts = text.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, ["person", "company"].contains(parts[0]), !parts[1].isEmpty else {
                throw UsageError.invalidValue(
                    text, for: "--party", expectationKey: "value.expected.party", choices: ["person:", "company:"])
            }
            return Party(kind: parts[0], name: parts[1])
        }
    }

    /// Whether anything was given.
    var isEmpty: Bool { fileNumber == nil && parties.isEmpty && mediator == nil && sicil == nil }

    /// The header rows, labelled in the user's language.
    func rows(_ context: CommandContext) -> [(label: String, value: String)] {
        var rows: [(label: String, value: String)] = []
        if let fileNumber { rows.append((context.text("case.fileNo"), fileNumber)) }
        for (index, party) in parties.enumerated() {
            rows.append(
                (
                    context.text("case.party", String(index + 1)),
                    "\(party.name) (\(context.text("case.kind.\(party.kind)")))"
                ))
        }
        if let mediator { rows.append((context.text("case.mediator"), mediator)) }
        if let sicil { rows.append((context.text("case.sicil"), sicil)) }
        return rows
    }

    /// Adds the header block to a report when anything was given.
    func fill(_ report: inout PDFReport, context: CommandContext) {
        guard !isEmpty else { return }
        report.keyValues(rows(context))
    }
}
