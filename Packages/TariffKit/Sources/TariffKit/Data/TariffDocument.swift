import Foundation

/// The JSON form of a tariff, both ways: a tariff file (schema version 1 or 2, decoded as-is before validation) and
/// `denklem tariff --json` (Docs/schemas/denklem-tariff.schema.json), which is a valid tariff file with each band's
/// bounds added (`from`, `upTo`; not read).
///
/// Amounts and percentages are JSON strings holding plain decimals (`"1170.00"`, `"7.5"`) so that no value ever
/// passes through a binary floating-point number. `Docs/denklem.md` documents the schema for users.
struct TariffDocument: Codable {
    struct Gazette: Codable {
        let date: String
        let number: String?
        let url: String?
    }

    struct Line: Codable {
        let line: String
        let types: [String]
        let perPartyTwoPersons: String
        let threeToFivePersons: String
        let sixToTenPersons: String
        let elevenOrMorePersons: String
    }

    struct Band: Codable {
        /// The band's lower bound (written, not read: the widths define it).
        var from: String?
        /// The band's upper bound, absent for the open last band (written, not read).
        var upTo: String?
        let width: String?
        let singlePercent: String
        let multiplePercent: String
    }

    struct Minimums: Codable {
        let general: String?
        let commercial: String?
        let commercialTypes: [String]
    }

    struct Series: Codable {
        let minimumFiles: Int?
        let commercialPerFile: String?
        let otherPerFile: String?
    }

    let schemaVersion: Int
    let year: Int
    let title: String
    let status: String
    let effectiveFrom: String
    let effectiveUntil: String?
    let gazette: Gazette
    let sources: [String]?
    let hourlyRates: [Line]
    let bands: [Band]
    let minimumFees: Minimums
    let series: Series
}

extension TariffDocument {
    /// The document of a tariff: amounts with two decimals, percentages as written (`"7.5"`).
    init(_ tariff: Tariff) {
        let money = MoneyText.text
        self.init(
            schemaVersion: TariffParser.schemaVersion, year: tariff.year, title: tariff.title,
            status: tariff.isPartial ? "partial" : "complete", effectiveFrom: tariff.effectiveFrom.iso,
            effectiveUntil: tariff.effectiveUntil?.iso,
            gazette: Gazette(date: tariff.gazette.date.iso, number: tariff.gazette.number, url: tariff.gazette.url),
            sources: tariff.sources,
            hourlyRates: tariff.hourlyRates.map {
                Line(
                    line: $0.line, types: $0.types.map(\.rawValue), perPartyTwoPersons: money($0.perPartyTwoPersons),
                    threeToFivePersons: money($0.threeToFivePersons), sixToTenPersons: money($0.sixToTenPersons),
                    elevenOrMorePersons: money($0.elevenOrMorePersons))
            },
            bands: tariff.bands.map {
                Band(
                    from: money($0.lowerBound), upTo: $0.upperBound.map(money), width: $0.width.map(money),
                    singlePercent: "\($0.singlePercent)", multiplePercent: "\($0.multiplePercent)")
            },
            minimumFees: Minimums(
                general: tariff.minimumFees.general.map(money), commercial: tariff.minimumFees.commercial.map(money),
                commercialTypes: tariff.minimumFees.commercialTypes.map(\.rawValue)),
            series: Series(
                minimumFiles: tariff.series.minimumFiles, commercialPerFile: tariff.series.commercialPerFile.map(money),
                otherPerFile: tariff.series.otherPerFile.map(money)))
    }
}
