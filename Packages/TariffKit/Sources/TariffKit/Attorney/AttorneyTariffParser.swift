import Foundation

/// Reads and validates an AAÜT file (schema version 1, `Docs/denklem.md` "Adding an AAÜT"), so a newly published
/// Avukatlık Asgari Ücret Tarifesi can be added without a new release (issue 31).
///
/// Every failure is ``TariffError/invalidTariffFile(field:problem:)`` naming the JSON field, e.g.
/// `thirdPart[3].percent` with ``DataProblem/percentTooLarge``.
public enum AttorneyTariffParser {
    /// The value of `kind` that marks an AAÜT file.
    public static let kind = "attorneyTariff"
    /// The only schema version this library reads.
    public static let schemaVersion = 1

    private static let reader = DocumentReader { .invalidTariffFile(field: $0, problem: $1) }

    /// Parses an AAÜT from the bytes of a JSON file.
    /// - Throws: ``TariffError/invalidTariffFile(field:problem:)``.
    public static func parse(_ bytes: [UInt8]) throws(TariffError) -> AttorneyTariff {
        let document = try reader.decode(AttorneyTariffDocument.self, from: bytes)
        let root = DocumentPath.root
        guard document.kind == kind else { throw .invalidTariffFile(field: "kind", problem: .unknownValue) }
        guard document.schemaVersion == schemaVersion else {
            throw .invalidTariffFile(field: "schemaVersion", problem: .unsupportedVersion)
        }
        guard document.year > 0 else { throw .invalidTariffFile(field: "year", problem: .notPositive) }
        let gazette = try document.gazette.map { (gazette) throws(TariffError) in
            GazetteReference(
                date: try reader.date(gazette.date, at: root.key("gazette").key("date")), number: gazette.number,
                url: gazette.url)
        }
        let effectiveFrom = try reader.date(document.effectiveFrom, at: root.key("effectiveFrom"))
        // The mediation tariff's years (2013–2100); an AAÜT is published in the autumn before the year it is named
        // for ("2026": 04.11.2025), so its year is that of effectiveFrom or the next.
        guard TariffParser.years.contains(document.year), effectiveFrom.year...(effectiveFrom.year + 1) ~= document.year
        else { throw .invalidTariffFile(field: "year", problem: .yearOutOfRange) }
        return AttorneyTariff(
            year: document.year, effectiveFrom: effectiveFrom, gazette: gazette,
            partyCounselFee: try reader.positiveDecimal(document.partyCounselFee, at: root.key("partyCounselFee")),
            smallClaimCeiling: try reader.positiveDecimal(
                document.smallClaimCeiling, at: root.key("smallClaimCeiling")),
            courtFees: try courtFees(document.courtFees), thirdPart: try brackets(document.thirdPart))
    }

    /// One fee for each of the four courts, no other key.
    private static func courtFees(_ fees: [String: String]) throws(TariffError) -> [AttorneyCourt: Decimal] {
        let path = DocumentPath.root.key("courtFees")
        if let unknown = fees.keys.sorted().first(where: { AttorneyCourt(rawValue: $0) == nil }) {
            throw .invalidTariffFile(field: path.key(unknown).text, problem: .unknownValue)
        }
        var result: [AttorneyCourt: Decimal] = [:]
        for court in AttorneyCourt.allCases {
            guard let text = fees[court.rawValue] else {
                throw .invalidTariffFile(field: path.key(court.rawValue).text, problem: .missing)
            }
            result[court] = try reader.positiveDecimal(text, at: path.key(court.rawValue))
        }
        return result
    }

    /// The Third Part brackets: at least one, only the last open, each percent in (0, 100].
    private static func brackets(
        _ rows: [AttorneyTariffDocument.Bracket]
    ) throws(TariffError) -> [(width: Decimal?, percent: Decimal)] {
        let path = DocumentPath.root.key("thirdPart")
        guard !rows.isEmpty else { throw .invalidTariffFile(field: path.text, problem: .empty) }
        var result: [(width: Decimal?, percent: Decimal)] = []
        for (position, row) in rows.enumerated() {
            let rowPath = path.index(position)
            guard (row.width == nil) == (position == rows.count - 1) else {
                throw .invalidTariffFile(field: rowPath.key("width").text, problem: .openBandNotLast)
            }
            result.append(
                (
                    width: try reader.optionalPositiveDecimal(row.width, at: rowPath.key("width")),
                    percent: try reader.percent(row.percent, at: rowPath.key("percent"))
                ))
        }
        return result
    }
}
