import Formatting
import Foundation

/// One serbest meslek makbuzu of a mediation fee: who pays it and its lines.
public struct PayerReceipt: Sendable, Equatable {
    /// Who pays.
    public enum Payer: Sendable, Equatable {
        /// A party, by number (1-based), as a natural person or a company.
        case party(Int, SMMPayer)
        /// The Ministry of Justice budget, paid by the Cumhuriyet Başsavcılığı (a withholding payer).
        case state
    }

    /// How the state's payment is read (the tariffs are silent; practitioners' reading, no official text found).
    public enum StateReading: String, Sendable, CaseIterable {
        /// Default: the state-paid amount includes KDV (B = T / 1,2); stopaj by the Başsavcılık.
        case vatIncluded
        /// The amount is the gross fee; KDV is added on top.
        case vatExcluded

        /// The name of the reading (`stateSMM=vatIncluded`, and `stateSMM.vatIncluded` among a fee's assumptions).
        public static let readingName = "stateSMM"
    }

    /// Who pays.
    public let payer: Payer
    /// Which mediator issues it, 1-based: each mediator issues his own receipt for his share (issue 31 item 3).
    public let mediator: Int
    /// The receipt.
    public let receipt: SMMReceipt

    /// The receipts of a fee: for each mediator, one per party that pays anything, then the state's.
    ///
    /// Each mediator bills his own share (`FeeResult.perMediator`): a payer's amount is split equally among the
    /// mediators (a kuruş remainder to the first), so with two mediators each party gets two receipts of half.
    /// Party amounts are KDV-excluded gross fees (the tariff has no KDV clause; practice: <doc:Readings>). The state's:
    /// per `stateReading`; KDV tevkifatı 5/10 only when the KDV-included amount of that receipt exceeds the VUK 232
    /// threshold of `year` (never for a two-hour fee).
    /// - Parameters:
    ///   - result: the fee.
    ///   - kinds: each party's kind, in order, one per share.
    ///   - stateReading: how the state's payment is read.
    ///   - year: the year of the VUK 232 threshold.
    ///   - calculator: the rates.
    /// - Returns: the receipts, mediator by mediator: parties first, then the state.
    /// - Throws: ``TariffError`` for a bad amount.
    public static func receipts(
        for result: FeeResult, kinds: [SMMPayer], stateReading: StateReading, year: Int,
        calculator: SMMCalculator = SMMCalculator()
    ) throws(TariffError) -> [PayerReceipt] {
        let mediators = max(1, result.perMediator.count)
        let partyParts = result.partyShares.map { Kurus.split($0.paidByParty, into: mediators) }
        let stateParts = Kurus.split(result.statePays, into: mediators)
        var receipts: [PayerReceipt] = []
        for mediator in 0..<mediators {
            for (index, parts) in partyParts.enumerated() where parts[mediator] > 0 {
                let kind = index < kinds.count ? kinds[index] : .person
                receipts.append(
                    PayerReceipt(
                        payer: .party(index + 1, kind), mediator: mediator + 1,
                        receipt: try calculator.receipt(gross: parts[mediator], payer: kind)))
            }
            guard stateParts[mediator] > 0 else { continue }
            receipts.append(
                PayerReceipt(
                    payer: .state, mediator: mediator + 1,
                    receipt: try stateReceipt(stateParts[mediator], stateReading, year: year, calculator)))
        }
        return receipts
    }

    /// The state's receipt for one mediator's part of its payment.
    private static func stateReceipt(
        _ amount: Decimal, _ reading: StateReading, year: Int, _ calculator: SMMCalculator
    ) throws(TariffError) -> SMMReceipt {
        let withholding = try VATWithholding(parsing: "5/10")
        switch reading {
        case .vatIncluded:
            let applies = VATWithholdingThreshold.applies(toVATIncluded: amount, year: year) ?? false
            return try calculator.receipt(
                vatIncluded: amount, payer: .company, vatWithholding: applies ? withholding : nil)
        case .vatExcluded:
            let total = (amount * (1 + calculator.vatRate)).roundedToMinorUnits()
            let applies = VATWithholdingThreshold.applies(toVATIncluded: total, year: year) ?? false
            return try calculator.receipt(gross: amount, payer: .company, vatWithholding: applies ? withholding : nil)
        }
    }
}
