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
    }

    /// Who pays.
    public let payer: Payer
    /// The receipt.
    public let receipt: SMMReceipt

    /// The receipts of a fee: one per party that pays anything, then the state's.
    ///
    /// Party amounts are KDV-excluded gross fees (the tariff has no KDV clause; practice: <doc:Readings>). The state's:
    /// per `stateReading`; KDV tevkifatı 5/10
    /// only when the KDV-included amount exceeds the VUK 232 threshold of `year` (never for a two-hour fee).
    /// - Parameters:
    ///   - result: the fee.
    ///   - kinds: each party's kind, in order, one per share.
    ///   - stateReading: how the state's payment is read.
    ///   - year: the year of the VUK 232 threshold.
    ///   - calculator: the rates.
    /// - Returns: the receipts, parties first, then the state.
    /// - Throws: ``TariffError`` for a bad amount.
    public static func receipts(
        for result: FeeResult, kinds: [SMMPayer], stateReading: StateReading, year: Int,
        calculator: SMMCalculator = SMMCalculator()
    ) throws(TariffError) -> [PayerReceipt] {
        var receipts: [PayerReceipt] = []
        for (index, share) in result.partyShares.enumerated() where share.paidByParty > 0 {
            let kind = index < kinds.count ? kinds[index] : .person
            receipts.append(
                PayerReceipt(
                    payer: .party(index + 1, kind),
                    receipt: try calculator.receipt(gross: share.paidByParty, payer: kind)))
        }
        guard result.statePays > 0 else { return receipts }
        let withholding = try VATWithholding(parsing: "5/10")
        let receipt: SMMReceipt
        switch stateReading {
        case .vatIncluded:
            let applies = VATWithholdingThreshold.applies(toVATIncluded: result.statePays, year: year) ?? false
            receipt = try calculator.receipt(
                vatIncluded: result.statePays, payer: .company, vatWithholding: applies ? withholding : nil)
        case .vatExcluded:
            let total = (result.statePays * (1 + calculator.vatRate)).roundedToMinorUnits()
            let applies = VATWithholdingThreshold.applies(toVATIncluded: total, year: year) ?? false
            receipt = try calculator.receipt(
                gross: result.statePays, payer: .company, vatWithholding: applies ? withholding : nil)
        }
        receipts.append(PayerReceipt(payer: .state, receipt: receipt))
        return receipts
    }
}
