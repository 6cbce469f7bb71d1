/// Reads a holiday file: `{"schemaVersion": 1, "holidays": [{"date": "2026-04-23", "name": "…", "halfDay": false}]}`
/// with optional `sources` and `years` (the years the file covers completely, replacing other holidays of those years
/// when merged; by default the years of its dates, replacing nothing);
/// an entry may say `"unverified": true` (not checked against an official publication).
public enum HolidayParser {
    private struct Document: Decodable {
        struct Entry: Decodable {
            let date: String
            let name: String
            let halfDay: Bool?
            let unverified: Bool?
        }

        let schemaVersion: Int
        let years: [Int]?
        let holidays: [Entry]
    }

    private static let reader = DocumentReader { .invalidHolidayFile(field: $0, problem: $1) }

    /// Parses a holiday file.
    /// - Throws: ``TariffError/invalidHolidayFile(field:problem:)`` naming the field.
    public static func parse(_ bytes: [UInt8]) throws(TariffError) -> HolidayCalendar {
        let document = try reader.decode(Document.self, from: bytes)
        guard document.schemaVersion == 1 else {
            throw .invalidHolidayFile(field: "schemaVersion", problem: .unsupportedVersion)
        }
        let path = DocumentPath.root.key("holidays")
        var seen = Set<CivilDate>()
        var holidays: [Holiday] = []
        for (position, entry) in document.holidays.enumerated() {
            let date = try reader.date(entry.date, at: path.index(position).key("date"))
            guard seen.insert(date).inserted else {
                throw .invalidHolidayFile(field: path.index(position).key("date").text, problem: .duplicate)
            }
            holidays.append(
                Holiday(
                    date: date, name: entry.name, isHalfDay: entry.halfDay ?? false,
                    isUnverified: entry.unverified ?? false))
        }
        return HolidayCalendar(
            holidays: holidays, coveredYears: Set(document.years ?? holidays.map(\.date.year)),
            declaredYears: Set(document.years ?? []))
    }
}
