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

    private func writePartOne() {
        context.writeLine(context.text("tariff.partOne"))
        for line in tariff.hourlyRates {
            let names = line.types.map(text.disputeType).joined(separator: ", ")
            context.writeLine(
                "  "
                    + context.text(
                        "tariff.partOneLine", line.line, names, text.money(line.perPartyTwoPersons),
                        text.money(line.threeToFivePersons), text.money(line.sixToTenPersons),
                        text.money(line.elevenOrMorePersons)))
        }
    }

    private func writePartTwo() {
        context.writeLine(context.text("tariff.partTwo"))
        for (index, band) in tariff.bands.enumerated() {
            let range =
                band.upperBound.map { context.text("tariff.bandRange", text.money(band.lowerBound), text.money($0)) }
                ?? context.text("tariff.bandOpen", text.money(band.lowerBound))
            context.writeLine(
                "  "
                    + context.text(
                        "tariff.bandLine", String(index + 1), range, text.percent(band.singlePercent),
                        text.percent(band.multiplePercent)))
        }
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
