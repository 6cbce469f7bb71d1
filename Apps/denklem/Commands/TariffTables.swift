import CLIKit
import Foundation
import TariffKit

/// `denklem tariff`'s text output: publication data, Part 1, Part 2, minimums and series fees.
struct TariffTables {
    /// The command's context.
    let context: CommandContext
    /// The tariff shown.
    let tariff: Tariff

    private var text: DenklemText { DenklemText(context: context) }

    /// Writes every table.
    func write() {
        context.writeLine("\(tariff.title) (\(text.gazette(tariff.gazette)))")
        context.writeLine(
            context.text("tariff.inForce", shortDate(tariff.effectiveFrom), tariff.effectiveUntil.map(shortDate) ?? "…")
        )
        if tariff.isPartial { context.writeLine(context.text("tariff.partialNote")) }
        context.writeLine()
        writePartOne()
        context.writeLine()
        writePartTwo()
        context.writeLine()
        writeMinimumsAndSeries()
    }

    /// `01.01.2026` in Turkish (as Turkish documents write dates), ISO `2026-01-01` otherwise.
    private func shortDate(_ date: CivilDate) -> String {
        context.language == .turkish ? date.dotted : date.iso
    }

    /// Part 1 as a table with column heads: the line, its dispute types, and the hourly fee of each bracket.
    private func writePartOne() {
        context.writeLine(context.text("tariff.partOne"))
        var table = TextTable(
            headers: ["", "type", "twoPersons", "threeToFive", "sixToTen", "elevenOrMore"].map(heading),
            alignments: [.trailing, .leading, .trailing, .trailing, .trailing, .trailing])
        for line in tariff.hourlyRates {
            table.append([
                "\(line.line).", line.types.map(text.disputeType).joined(separator: ", "),
                text.money(line.perPartyTwoPersons), text.money(line.threeToFivePersons),
                text.money(line.sixToTenPersons), text.money(line.elevenOrMorePersons),
            ])
        }
        for row in table.lines() { context.writeLine("  " + row) }
    }

    /// Part 2 as a table with column heads: the band, its range, and the rate for one and for several mediators.
    private func writePartTwo() {
        context.writeLine(context.text("tariff.partTwo"))
        var table = TextTable(
            headers: ["", "range", "single", "multiple"].map(heading),
            alignments: [.trailing, .leading, .trailing, .trailing])
        for (index, band) in tariff.bands.enumerated() {
            let range =
                band.upperBound.map { context.text("tariff.bandRange", text.money(band.lowerBound), text.money($0)) }
                ?? context.text("tariff.bandOpen", text.money(band.lowerBound))
            table.append([
                "\(index + 1).", range, text.percent(band.singlePercent), text.percent(band.multiplePercent),
            ])
        }
        for row in table.lines() { context.writeLine("  " + row) }
    }

    /// A column head (`tariff.column.<id>`); the numbering column has none.
    private func heading(_ id: String) -> String {
        id.isEmpty ? "" : context.text("tariff.column.\(id)")
    }

    private func writeMinimumsAndSeries() {
        let unknown = context.text("tariff.unknown")
        let minimums = tariff.minimumFees
        context.writeLine(
            context.text(
                "tariff.minimums", minimums.general.map(text.money) ?? unknown,
                minimums.commercial.map(text.money) ?? unknown))
        let series = tariff.series
        let commercial = series.commercialPerFile.map(text.money) ?? unknown
        let other = series.otherPerFile.map(text.money) ?? unknown
        guard let files = series.minimumFiles else {
            context.writeLine(context.text("tariff.seriesNoThreshold", commercial, other))
            return
        }
        context.writeLine(context.text("tariff.series", String(files), commercial, other))
    }
}
