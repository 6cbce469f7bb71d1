import Foundation

/// Reads and validates a tariff file (schema versions 1 and 2, documented in `Docs/denklem.md`).
///
/// Every failure is ``TariffError/invalidTariffFile(field:problem:)`` naming the JSON field, e.g.
/// `bands[2].singlePercent` with ``DataProblem/notADecimal``.
public enum TariffParser {
    /// The schema version written (`denklem tariff --json`, ``Tariff``'s encoding): 2 since that output became a
    /// tariff file, its `series.minimumFiles` a number (a string under 1).
    public static let schemaVersion = 2

    /// The schema versions read: 1 (every tariff file before) and 2, whose members are the same (a tariff file's
    /// `series.minimumFiles` was always a number; only `denklem tariff --json` wrote a string under 1).
    public static let readableVersions = 1...2

    /// The years a tariff file may name, 2013–2100; a year outside is a typing error, never a tariff.
    ///
    /// 2013 is the first year of mediation under HUAK 6325 (in force a year after its publication in Resmî Gazete
    /// 22.06.2012, number 28331); 2100 is ours (the range denklem's date options accept).
    public static let years = 2013...2100

    private static let reader = DocumentReader { .invalidTariffFile(field: $0, problem: $1) }

    /// Parses a tariff from the bytes of a JSON file.
    /// - Throws: ``TariffError/invalidTariffFile(field:problem:)``.
    public static func parse(_ bytes: [UInt8]) throws(TariffError) -> Tariff {
        try tariff(try reader.decode(TariffDocument.self, from: bytes))
    }

    /// Validates a decoded tariff document.
    /// - Throws: ``TariffError/invalidTariffFile(field:problem:)``.
    static func tariff(_ document: TariffDocument) throws(TariffError) -> Tariff {
        let root = DocumentPath.root
        guard readableVersions.contains(document.schemaVersion) else {
            throw .invalidTariffFile(field: "schemaVersion", problem: .unsupportedVersion)
        }
        guard document.year > 0 else { throw .invalidTariffFile(field: "year", problem: .notPositive) }
        let isPartial = try status(document.status)
        let from = try reader.date(document.effectiveFrom, at: root.key("effectiveFrom"))
        let until = try document.effectiveUntil.map { (text) throws(TariffError) in
            try reader.date(text, at: root.key("effectiveUntil"))
        }
        if let until, until < from { throw .invalidTariffFile(field: "effectiveUntil", problem: .endBeforeStart) }
        guard isYear(document.year, of: from) else { throw .invalidTariffFile(field: "year", problem: .yearOutOfRange) }
        let gazette = GazetteReference(
            date: try reader.date(document.gazette.date, at: root.key("gazette").key("date")),
            number: document.gazette.number, url: document.gazette.url)
        let tariff = Tariff(
            year: document.year, title: document.title, isPartial: isPartial, effectiveFrom: from,
            effectiveUntil: until, gazette: gazette, sources: document.sources ?? [],
            hourlyRates: try hourlyLines(document.hourlyRates), bands: try bands(document.bands),
            minimumFees: try minimums(document.minimumFees), series: try series(document.series))
        if !isPartial { try requireCompleteness(tariff) }
        return tariff
    }

    /// Whether `year` is in ``years`` and is the year of `effectiveFrom`, or the next one for a tariff that takes
    /// effect in the December before its year.
    private static func isYear(_ year: Int, of effectiveFrom: CivilDate) -> Bool {
        years.contains(year)
            && (year == effectiveFrom.year || (year == effectiveFrom.year + 1 && effectiveFrom.month == 12))
    }

    /// `complete` → false, `partial` → true.
    private static func status(_ text: String) throws(TariffError) -> Bool {
        switch text {
        case "complete": return false
        case "partial": return true
        default: throw .invalidTariffFile(field: "status", problem: .unknownStatus)
        }
    }

    private static func hourlyLines(_ lines: [TariffDocument.Line]) throws(TariffError) -> [HourlyRateLine] {
        let path = DocumentPath.root.key("hourlyRates")
        guard !lines.isEmpty else { throw .invalidTariffFile(field: path.text, problem: .empty) }
        var seen = Set<DisputeType>()
        var result: [HourlyRateLine] = []
        for (position, line) in lines.enumerated() {
            let linePath = path.index(position)
            let types = try disputeTypes(line.types, at: linePath.key("types"), seen: &seen)
            result.append(
                HourlyRateLine(
                    line: line.line, types: types,
                    perPartyTwoPersons: try reader.positiveDecimal(
                        line.perPartyTwoPersons, at: linePath.key("perPartyTwoPersons")),
                    threeToFivePersons: try reader.positiveDecimal(
                        line.threeToFivePersons, at: linePath.key("threeToFivePersons")),
                    sixToTenPersons: try reader.positiveDecimal(
                        line.sixToTenPersons, at: linePath.key("sixToTenPersons")),
                    elevenOrMorePersons: try reader.positiveDecimal(
                        line.elevenOrMorePersons, at: linePath.key("elevenOrMorePersons"))))
        }
        return result
    }

    /// Reads a non-empty list of dispute types none of which was seen on an earlier line.
    private static func disputeTypes(
        _ texts: [String], at path: DocumentPath, seen: inout Set<DisputeType>
    ) throws(TariffError) -> [DisputeType] {
        guard !texts.isEmpty else { throw .invalidTariffFile(field: path.text, problem: .empty) }
        var types: [DisputeType] = []
        for (position, text) in texts.enumerated() {
            let type = try reader.disputeType(text, at: path.index(position))
            guard seen.insert(type).inserted else {
                throw .invalidTariffFile(field: path.index(position).text, problem: .duplicate)
            }
            types.append(type)
        }
        return types
    }

    private static func bands(
        _ rows: [TariffDocument.Band]
    ) throws(TariffError) -> [(width: Decimal?, singlePercent: Decimal, multiplePercent: Decimal)] {
        let path = DocumentPath.root.key("bands")
        guard !rows.isEmpty else { throw .invalidTariffFile(field: path.text, problem: .empty) }
        var result: [(width: Decimal?, singlePercent: Decimal, multiplePercent: Decimal)] = []
        for (position, row) in rows.enumerated() {
            let rowPath = path.index(position)
            let isLast = position == rows.count - 1
            guard (row.width == nil) == isLast else {
                throw .invalidTariffFile(field: rowPath.key("width").text, problem: .openBandNotLast)
            }
            result.append(
                (
                    width: try reader.optionalPositiveDecimal(row.width, at: rowPath.key("width")),
                    singlePercent: try reader.percent(row.singlePercent, at: rowPath.key("singlePercent")),
                    multiplePercent: try reader.percent(row.multiplePercent, at: rowPath.key("multiplePercent"))
                ))
        }
        return result
    }

    private static func minimums(_ minimums: TariffDocument.Minimums) throws(TariffError) -> MinimumFees {
        let path = DocumentPath.root.key("minimumFees")
        var seen = Set<DisputeType>()
        let types =
            minimums.commercialTypes.isEmpty
            ? [] : try disputeTypes(minimums.commercialTypes, at: path.key("commercialTypes"), seen: &seen)
        return MinimumFees(
            general: try reader.optionalPositiveDecimal(minimums.general, at: path.key("general")),
            commercial: try reader.optionalPositiveDecimal(minimums.commercial, at: path.key("commercial")),
            commercialTypes: types)
    }

    private static func series(_ series: TariffDocument.Series) throws(TariffError) -> SeriesFees {
        let path = DocumentPath.root.key("series")
        if let files = series.minimumFiles, files < 1 {
            throw .invalidTariffFile(field: path.key("minimumFiles").text, problem: .notPositive)
        }
        return SeriesFees(
            minimumFiles: series.minimumFiles,
            commercialPerFile: try reader.optionalPositiveDecimal(
                series.commercialPerFile, at: path.key("commercialPerFile")),
            otherPerFile: try reader.optionalPositiveDecimal(series.otherPerFile, at: path.key("otherPerFile")))
    }

    /// A tariff marked `complete` must price every dispute type and carry every minimum and series figure.
    private static func requireCompleteness(_ tariff: Tariff) throws(TariffError) {
        let required: [(String, Bool)] = [
            ("hourlyRates", tariff.hourlyRates.contains { $0.types.contains(.other) }),
            ("minimumFees.general", tariff.minimumFees.general != nil),
            ("minimumFees.commercial", tariff.minimumFees.commercial != nil),
            ("series.minimumFiles", tariff.series.minimumFiles != nil),
            ("series.commercialPerFile", tariff.series.commercialPerFile != nil),
            ("series.otherPerFile", tariff.series.otherPerFile != nil),
        ]
        if let missing = required.first(where: { !$0.1 }) {
            throw .invalidTariffFile(field: missing.0, problem: .missingInCompleteTariff)
        }
    }
}
