import Foundation

/// One year's *Arabuluculuk Asgari Ücret Tarifesi*: its publication data and all its figures.
///
/// Built by ``TariffParser`` from a JSON document (bundled or user-supplied) and validated there, so a `Tariff`
/// always has ascending bands ending in one open band and no dispute type on two Part 1 lines.
public struct Tariff: Sendable, Equatable {
    /// The tariff year, for example 2026.
    public let year: Int
    /// The official title, for example "2026 Yılı Arabuluculuk Asgari Ücret Tarifesi".
    public let title: String
    /// `true` when the data is known to lack figures (the 2024 tariff); asking for a missing figure is an error.
    public let isPartial: Bool
    /// First day the tariff is in force (Madde 11).
    public let effectiveFrom: CivilDate
    /// Last day the tariff is in force, when known.
    public let effectiveUntil: CivilDate?
    /// The Resmî Gazete publication.
    public let gazette: GazetteReference
    /// Where each figure comes from.
    public let sources: [String]
    /// Part 1 lines.
    public let hourlyRates: [HourlyRateLine]
    /// Part 2 bands, ascending; the last one is open.
    public let bands: [FeeBand]
    /// Madde 7(6)/(7) minimums.
    public let minimumFees: MinimumFees
    /// Madde 7(4) series fees.
    public let series: SeriesFees
    /// The agreement figures as integers for the fast path (`nil` if a user tariff's figures do not fit).
    private(set) var kurusSchedule: KurusSchedule?

    /// Creates a tariff; ``TariffParser`` is the usual way.
    ///
    /// The bands' running fees are computed here.
    public init(
        year: Int, title: String, isPartial: Bool, effectiveFrom: CivilDate, effectiveUntil: CivilDate?,
        gazette: GazetteReference, sources: [String], hourlyRates: [HourlyRateLine],
        bands: [(width: Decimal?, singlePercent: Decimal, multiplePercent: Decimal)],
        minimumFees: MinimumFees, series: SeriesFees
    ) {
        self.year = year
        self.title = title
        self.isPartial = isPartial
        self.effectiveFrom = effectiveFrom
        self.effectiveUntil = effectiveUntil
        self.gazette = gazette
        self.sources = sources
        self.hourlyRates = hourlyRates
        self.bands = Self.accumulate(bands)
        self.minimumFees = minimumFees
        self.series = series
        kurusSchedule = KurusSchedule(self)
    }

    /// Whether the tariff is in force on a day (Madde 10: the day the mediation ended).
    public func isInForce(on date: CivilDate) -> Bool {
        date >= effectiveFrom && effectiveUntil.map { date <= $0 } ?? true
    }

    /// The Part 1 line for a dispute type; a type without a line of its own takes the "other" line (Madde 8).
    /// - Throws: ``TariffError/missingTariffFigure(year:figure:)`` when neither exists (2024 data).
    public func hourlyLine(for type: DisputeType) throws(TariffError) -> HourlyRateLine {
        if let line = hourlyRates.first(where: { $0.types.contains(type) }) { return line }
        if let line = hourlyRates.first(where: { $0.types.contains(.other) }) { return line }
        throw .missingTariffFigure(year: year, figure: "hourlyRates.\(type.rawValue)")
    }

    /// The minimum fee on agreement for a dispute type (Madde 7(6) for commercial types, else 7(7)).
    /// - Throws: ``TariffError/missingTariffFigure(year:figure:)`` when the data lacks it.
    public func minimumFee(for type: DisputeType) throws(TariffError) -> (amount: Decimal, article: String) {
        if minimumFees.commercialTypes.contains(type) {
            guard let amount = minimumFees.commercial else {
                throw .missingTariffFigure(year: year, figure: "minimumFees.commercial")
            }
            return (amount, Articles.commercialMinimum)
        }
        guard let amount = minimumFees.general else {
            throw .missingTariffFigure(year: year, figure: "minimumFees.general")
        }
        return (amount, Articles.generalMinimum)
    }

    /// Part 2 fee on an amount for one column, exact (not rounded): Σ min(rest, width) × rate.
    /// - Parameters:
    ///   - amount: the base in TL, ≥ 0.
    ///   - column: single or multiple mediators.
    /// - Returns: the fee in TL.
    public func partTwoFee(on amount: Decimal, column: RateColumn) -> Decimal {
        guard amount > 0, let band = band(containing: amount) else { return 0 }
        return band.feeBelow(column) + (amount - band.lowerBound) * band.percent(column) / 100
    }

    /// The band an amount falls in (the upper bound belongs to the lower band, for example 600.000 is in band 1 of 2026).
    func band(containing amount: Decimal) -> FeeBand? {
        bands.last(where: { $0.lowerBound < amount }) ?? bands.first
    }

    /// Turns widths and rates into bands with lower bounds and the running fee below each band.
    private static func accumulate(
        _ rows: [(width: Decimal?, singlePercent: Decimal, multiplePercent: Decimal)]
    ) -> [FeeBand] {
        var lower = Decimal(0)
        var single = Decimal(0)
        var multiple = Decimal(0)
        var bands: [FeeBand] = []
        for row in rows {
            bands.append(
                FeeBand(
                    lowerBound: lower, width: row.width, singlePercent: row.singlePercent,
                    multiplePercent: row.multiplePercent, singleFeeBelow: single, multipleFeeBelow: multiple))
            let width = row.width ?? 0
            lower += width
            single += width * row.singlePercent / 100
            multiple += width * row.multiplePercent / 100
        }
        return bands
    }
}
