import CLIKit
import Foundation
import TariffKit

/// A tariff as `denklem tariff --json` prints it: the same field names as the tariff file schema, plus the bands'
/// bounds.
///
/// Amounts are strings with two decimals, percentages plain.
struct TariffJSON: JSONDocument {
    struct Line: Encodable {
        let line: String
        let types: [String]
        let perPartyTwoPersons: String
        let threeToFivePersons: String
        let sixToTenPersons: String
        let elevenOrMorePersons: String
    }

    struct Band: Encodable {
        let from: String
        let upTo: String?
        let width: String?
        let singlePercent: String
        let multiplePercent: String
    }

    let year: Int
    let title: String
    let status: String
    let effectiveFrom: String
    let effectiveUntil: String?
    let gazette: [String: String]
    let sources: [String]
    let hourlyRates: [Line]
    let bands: [Band]
    let minimumFees: [String: String]
    let series: [String: String]

    init(_ tariff: Tariff) {
        let plain = DenklemText.plain
        year = tariff.year
        title = tariff.title
        status = tariff.isPartial ? "partial" : "complete"
        effectiveFrom = tariff.effectiveFrom.iso
        effectiveUntil = tariff.effectiveUntil?.iso
        gazette = ["date": tariff.gazette.date.iso, "number": tariff.gazette.number, "url": tariff.gazette.url]
            .compactMapValues { $0 }
        sources = tariff.sources
        hourlyRates = tariff.hourlyRates.map {
            Line(
                line: $0.line, types: $0.types.map(\.rawValue), perPartyTwoPersons: plain($0.perPartyTwoPersons),
                threeToFivePersons: plain($0.threeToFivePersons), sixToTenPersons: plain($0.sixToTenPersons),
                elevenOrMorePersons: plain($0.elevenOrMorePersons))
        }
        bands = tariff.bands.map {
            Band(
                from: plain($0.lowerBound), upTo: $0.upperBound.map(plain), width: $0.width.map(plain),
                singlePercent: "\($0.singlePercent)", multiplePercent: "\($0.multiplePercent)")
        }
        minimumFees = [
            "general": tariff.minimumFees.general.map(plain),
            "commercial": tariff.minimumFees.commercial.map(plain),
        ].compactMapValues { $0 }
        series = [
            "minimumFiles": tariff.series.minimumFiles.map(String.init),
            "commercialPerFile": tariff.series.commercialPerFile.map(plain),
            "otherPerFile": tariff.series.otherPerFile.map(plain),
        ].compactMapValues { $0 }
    }
}
