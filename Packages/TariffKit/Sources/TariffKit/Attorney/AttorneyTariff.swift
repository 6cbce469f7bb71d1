import Foundation

/// One Avukatlık Asgari Ücret Tarifesi (AAÜT), with the figures the mediation-stage fee needs (AAÜT 2025 and 2026, RG
/// 04.11.2025/33067).
///
/// The tariff in force when the legal help was completed applies (AAÜT madde 21), not the calendar year.
public struct AttorneyTariff: Sendable {
    /// The tariff's usual name year ("2026" for the 2025–26 tariff).
    public let year: Int
    /// The day it took effect (on publication, madde 24).
    public let effectiveFrom: CivilDate
    /// Where it was published; `nil` when the Resmî Gazete date and number were not found (the 2025 tariff).
    public let gazette: GazetteReference?
    /// Part 1 §1 row 6: no agreement at mediation, party counsel (M, TL).
    public let partyCounselFee: Decimal
    /// madde 16/2-a: up to this agreed amount the fee is 1,25 × M (T = M / 0,16, TL).
    public let smallClaimCeiling: Decimal
    /// Part 2 §2 fees of the courts (C, TL).
    public let courtFees: [AttorneyCourt: Decimal]
    /// Third Part brackets: width (nil: the open last one) and percent.
    public let thirdPart: [(width: Decimal?, percent: Decimal)]

    /// The Third Part fee of an amount, band by band: (band number, slice, percent, fee).
    public func thirdPartBands(_ amount: Decimal) -> [(band: Int, slice: Decimal, percent: Decimal, fee: Decimal)] {
        var rest = amount
        var bands: [(band: Int, slice: Decimal, percent: Decimal, fee: Decimal)] = []
        for (index, bracket) in thirdPart.enumerated() where rest > 0 {
            let slice = bracket.width.map { min(rest, $0) } ?? rest
            bands.append((index + 1, slice, bracket.percent, slice * bracket.percent / 100))
            rest -= slice
        }
        return bands
    }
}
