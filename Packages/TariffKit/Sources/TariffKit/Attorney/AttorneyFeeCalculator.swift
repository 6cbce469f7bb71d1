import Formatting
import Foundation

/// The minimum attorney fee for the mediation stage under AAÜT madde 16/2 (and madde 9/1 for tenancy), with its steps.
///
/// Pure. Rules (AAÜT madde 16/2, 13(1), 9/1; x = amount, M = row 6 fee, T = ceiling, C = court fee, TP = Third Part):
/// (a) agreement on money: x ≤ T → min(1,25·M, x), else min(1,25·TP(x), x); (b) non-monetary: 1,25·C;
/// (c) no agreement: min(M, claim); tenancy: madde 9/1 max(TP, C_sulh) or madde 16/2-a (reading).
public struct AttorneyFeeCalculator: Sendable {
    /// madde 16/2 raises the court-stage fee by a quarter for an agreement at mediation.
    public static let mediationFactor = Decimal(string: "1.25") ?? 1

    /// The tariff applied.
    public let tariff: AttorneyTariff
    /// The open readings.
    public let readings: AttorneyReadings

    /// Creates a calculator.
    public init(tariff: AttorneyTariff, readings: AttorneyReadings = AttorneyReadings()) {
        self.tariff = tariff
        self.readings = readings
    }

    /// Citations.
    enum Article {
        static let agreement = "AAÜT md. 16/2-a"
        static let thirdPart = "AAÜT Üçüncü Kısım"
        static let nonMonetary = "AAÜT md. 16/2-b; İkinci Kısım İkinci Bölüm"
        static let noAgreement = "AAÜT md. 16/2-c; Birinci Kısım Birinci Bölüm 6"
        static let tenancy = "AAÜT md. 9/1"
    }

    /// Computes the fee.
    /// - Throws: ``TariffError/amountNotPositive(input:value:)`` for an amount or claim ≤ 0.
    public func fee(for request: AttorneyRequest) throws(TariffError) -> AttorneyResult {
        var lines: [AttorneyLine] = []
        var assumptions: [String] = []
        let total: Decimal
        switch request {
        case .agreement(let amount):
            try positive(amount, "agreed")
            total = agreement(amount, into: &lines)
        case .nonMonetary(let court):
            total = nonMonetary(court, into: &lines)
        case .noAgreement(let claim):
            if let claim { try positive(claim, "claim") }
            total = noAgreement(claim, into: &lines)
        case .tenancy(let claims):
            for claim in claims { try positive(claim, "claim") }
            assumptions = ["tenancyBasis.\(readings.tenancyBasis.rawValue)"]
            if claims.count > 1 { assumptions.append("tenancyClaims.\(readings.tenancyClaims.rawValue)") }
            total = tenancy(claims, into: &lines)
        }
        var seen: [String] = []
        for line in lines where !seen.contains(line.article) { seen.append(line.article) }
        return AttorneyResult(
            tariffYear: tariff.year, gazette: tariff.gazette, effectiveFrom: tariff.effectiveFrom,
            total: total.roundedToMinorUnits(), breakdown: lines,
            articles: seen, assumptions: assumptions + ["rounding.halfUpAtEnd"])
    }

    private func positive(_ value: Decimal, _ input: String) throws(TariffError) {
        guard value > 0 else { throw .amountNotPositive(input: input, value: value) }
    }

    /// madde 16/2-a.
    func agreement(_ amount: Decimal, into lines: inout [AttorneyLine]) -> Decimal {
        add(.agreedAmount, [.money(amount)], Article.agreement, amount, to: &lines)
        var base = tariff.partyCounselFee
        if amount <= tariff.smallClaimCeiling {
            add(
                .smallClaim, [.money(amount), .money(tariff.smallClaimCeiling), .money(base)], Article.agreement, base,
                to: &lines)
        } else {
            base = thirdPart(amount, into: &lines)
        }
        let raised = base * Self.mediationFactor
        add(.mediationMultiplier, [.money(base), .money(raised)], Article.agreement, raised, to: &lines)
        guard amount < raised else { return raised }
        add(.cappedAtAmount, [.money(amount)], Article.agreement, amount, to: &lines)
        return amount
    }

    /// madde 16/2-b.
    func nonMonetary(_ court: AttorneyCourt, into lines: inout [AttorneyLine]) -> Decimal {
        let fee = tariff.courtFees[court] ?? 0
        add(Self.courtKind(court), [.money(fee)], Article.nonMonetary, fee, to: &lines)
        let raised = fee * Self.mediationFactor
        add(.mediationMultiplier, [.money(fee), .money(raised)], Article.nonMonetary, raised, to: &lines)
        return raised
    }

    /// madde 16/2-c: the row 6 fee, "asıl alacağı geçemez" — a cap only a monetary claim has.
    func noAgreement(_ claim: Decimal?, into lines: inout [AttorneyLine]) -> Decimal {
        let fee = tariff.partyCounselFee
        add(.noAgreementFee, [.money(fee)], Article.noAgreement, fee, to: &lines)
        guard let claim, claim < fee else { return fee }
        add(.cappedAtClaim, [.money(claim)], Article.noAgreement, claim, to: &lines)
        return claim
    }

    /// Tenancy claims under the readings.
    func tenancy(_ claims: [Decimal], into lines: inout [AttorneyLine]) -> Decimal {
        for (index, claim) in claims.enumerated() {
            add(.tenancyClaim, [.count(index + 1), .money(claim)], Article.tenancy, claim, to: &lines)
        }
        var bases = claims
        if claims.count == 2, readings.tenancyClaims == .sumFirst {
            bases = [claims[0] + claims[1]]
            add(
                .tenancySum, [.money(claims[0]), .money(claims[1]), .money(bases[0])], Article.tenancy, bases[0],
                to: &lines)
        }
        let fees = bases.map { base in
            readings.tenancyBasis == .article16 ? agreement(base, into: &lines) : article9(base, into: &lines)
        }
        guard fees.count == 2 else { return fees.first ?? 0 }
        let sum = fees[0] + fees[1]
        add(.feesAdded, [.money(fees[0]), .money(fees[1]), .money(sum)], Article.tenancy, sum, to: &lines)
        return sum
    }

    private func article9(_ base: Decimal, into lines: inout [AttorneyLine]) -> Decimal {
        let fee = thirdPart(base, into: &lines)
        let court = tariff.courtFees[.sulh] ?? 0
        let larger = max(fee, court)
        add(.article9Larger, [.money(fee), .money(court), .money(larger)], Article.tenancy, larger, to: &lines)
        return larger
    }

    private func thirdPart(_ amount: Decimal, into lines: inout [AttorneyLine]) -> Decimal {
        var total = Decimal(0)
        for band in tariff.thirdPartBands(amount) {
            total += band.fee
            add(
                .band, [.count(band.band), .money(band.slice), .percent(band.percent), .money(band.fee)],
                Article.thirdPart, band.fee, to: &lines)
        }
        add(.thirdPartFee, [.money(amount), .money(total)], Article.thirdPart, total, to: &lines)
        return total
    }

    private static func courtKind(_ court: AttorneyCourt) -> AttorneyLine.Kind {
        switch court {
        case .sulh: .courtSulh
        case .asliye: .courtAsliye
        case .tuketici: .courtTuketici
        case .fikri: .courtFikri
        }
    }

    private func add(
        _ kind: AttorneyLine.Kind, _ values: [BreakdownLine.Value], _ article: String, _ amount: Decimal?,
        to lines: inout [AttorneyLine]
    ) {
        lines.append(AttorneyLine(kind: kind, values: values, article: article, amount: amount))
    }
}
