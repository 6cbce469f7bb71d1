/// The JSON form of a tariff file (schema version 1), decoded as-is before validation.
///
/// Amounts and percentages are JSON strings holding plain decimals (`"1170.00"`, `"7.5"`) so that no value ever
/// passes through a binary floating-point number. `Docs/denklem.md` documents the schema for users.
struct TariffDocument: Decodable {
    struct Gazette: Decodable {
        let date: String
        let number: String?
        let url: String?
    }

    struct Line: Decodable {
        let line: String
        let types: [String]
        let perPartyTwoPersons: String
        let threeToFivePersons: String
        let sixToTenPersons: String
        let elevenOrMorePersons: String
    }

    struct Band: Decodable {
        let width: String?
        let singlePercent: String
        let multiplePercent: String
    }

    struct Minimums: Decodable {
        let general: String?
        let commercial: String?
        let commercialTypes: [String]
    }

    struct Series: Decodable {
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
