import Foundation

/// The bundled AAÜT figures (AAÜT Birinci Kısım §1 row 6, İkinci Kısım §2, Üçüncü Kısım).
///
/// Data, not logic.
///
/// Dates are written as days since 1970-01-01: 19 999 = 2024-10-03, 20 396 = 2025-11-04 (a test checks them).
public enum AttorneyTariffs {
    /// The "2025" tariff (2024–25).
    ///
    /// In force from its publication, reported on 03.10.2024; the Resmî Gazete date and
    /// number were not found; AAÜT madde 21 picks the tariff in force when the work was completed, so 03.10.2024 is
    /// taken as the first day.
    public static let tariff2025 = AttorneyTariff(
        year: 2025, effectiveFrom: CivilDate(daysSinceEpoch: 19_999),
        gazette: nil,
        partyCounselFee: 7_000, smallClaimCeiling: 43_750,
        courtFees: [.sulh: 18_000, .asliye: 30_000, .tuketici: 15_000, .fikri: 40_000],
        thirdPart: [
            (400_000, 16), (400_000, 15), (800_000, 14), (1_200_000, 11), (1_600_000, 8), (2_000_000, 5),
            (2_400_000, 3), (2_800_000, 2), (nil, 1),
        ])

    /// The "2026" tariff (2025–26): Resmî Gazete 04.11.2025, sayı 33067, in force on publication (madde 24).
    public static let tariff2026 = AttorneyTariff(
        year: 2026, effectiveFrom: CivilDate(daysSinceEpoch: 20_396),
        gazette: GazetteReference(date: CivilDate(daysSinceEpoch: 20_396), number: "33067", url: nil),
        partyCounselFee: 8_000, smallClaimCeiling: 50_000,
        courtFees: [.sulh: 30_000, .asliye: 45_000, .tuketici: 22_500, .fikri: 55_000],
        thirdPart: [
            (600_000, 16), (600_000, 15), (1_200_000, 14), (1_200_000, 13), (1_800_000, 11), (2_400_000, 8),
            (3_000_000, 5), (3_600_000, 3), (4_200_000, 2), (nil, 1),
        ])

    /// Both, oldest first.
    public static let all = [tariff2025, tariff2026]

    /// The tariff in force on the day the work was completed (madde 21).
    /// - Parameters:
    ///   - date: the day the legal help was completed.
    ///   - tariffs: the tariffs to choose from (default: the bundled ones; ``merged(with:)`` adds installed ones).
    /// - Returns: the last of `tariffs` in effect on `date`.
    /// - Throws: ``TariffError/noTariffForDate(_:)`` before the first of them.
    public static func tariff(completedOn date: CivilDate, in tariffs: [AttorneyTariff] = all) throws(TariffError)
        -> AttorneyTariff
    {
        guard let tariff = tariffs.last(where: { $0.effectiveFrom <= date }) else { throw .noTariffForDate(date) }
        return tariff
    }

    /// The tariff of a name year (2025 or 2026, or an installed one).
    /// - Throws: ``TariffError/noTariffForYear(_:)``.
    public static func tariff(year: Int, in tariffs: [AttorneyTariff] = all) throws(TariffError) -> AttorneyTariff {
        guard let tariff = tariffs.first(where: { $0.year == year }) else { throw .noTariffForYear(year) }
        return tariff
    }

    /// The bundled tariffs with `installed` ones (``AttorneyTariffParser``): an installed tariff replaces the bundled
    /// one of its year; the result is ordered by the day each took effect.
    public static func merged(with installed: [AttorneyTariff]) -> [AttorneyTariff] {
        let years = Set(installed.map(\.year))
        return (all.filter { !years.contains($0.year) } + installed).sorted { $0.effectiveFrom < $1.effectiveFrom }
    }
}
