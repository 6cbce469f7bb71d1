import Formatting
import Foundation

/// Serbest meslek makbuzu arithmetic, forward (from the gross fee) and inverse (from a net or a cash amount).
///
/// Each tax line is rounded to the kuruş (GVK madde 94 stopaj and KDV on the gross fee; <doc:Readings>).
public struct SMMCalculator: Sendable {
    /// Income-tax withholding rate for withholding payers: 20 % (GVK madde 94).
    public let incomeTaxRate: Decimal
    /// KDV rate: 20 % (KDVK madde 28, Cumhurbaşkanı Kararı 7346, since 10.07.2023).
    public let vatRate: Decimal

    /// Creates a calculator; the rates default to 20 % each.
    public init(incomeTaxRate: Decimal = Decimal(20) / 100, vatRate: Decimal = Decimal(20) / 100) {
        self.incomeTaxRate = incomeTaxRate
        self.vatRate = vatRate
    }

    /// The receipt for a gross fee B (KDV excluded).
    /// - Throws: ``TariffError/amountNotPositive(input:value:)`` when B ≤ 0.
    public func receipt(gross: Decimal, payer: SMMPayer, vatWithholding: VATWithholding? = nil) throws(TariffError)
        -> SMMReceipt
    {
        guard gross > 0 else { throw .amountNotPositive(input: "gross", value: gross) }
        let gross = gross.roundedToMinorUnits()
        let vat = (gross * vatRate).roundedToMinorUnits()
        return SMMReceipt(
            payer: payer, vatWithholdingRate: vatWithholding, gross: gross,
            incomeTaxWithholding: payer == .company ? (gross * incomeTaxRate).roundedToMinorUnits() : 0, vat: vat,
            vatWithholding: (vat * (vatWithholding?.fraction ?? 0)).roundedToMinorUnits())
    }

    /// The receipt for an amount that already includes KDV (the state-paid mediation fee under the practitioners'
    /// reading; the tariffs are silent): B = T / (1 + k) rounded, K = T − B, so B + K = T exactly.
    /// - Throws: ``TariffError/amountNotPositive(input:value:)`` when T ≤ 0.
    public func receipt(vatIncluded total: Decimal, payer: SMMPayer, vatWithholding: VATWithholding? = nil)
        throws(TariffError) -> SMMReceipt
    {
        guard total > 0 else { throw .amountNotPositive(input: "vatIncluded", value: total) }
        let total = total.roundedToMinorUnits()
        let gross = (total / (1 + vatRate)).roundedToMinorUnits()
        let vat = total - gross
        return SMMReceipt(
            payer: payer, vatWithholdingRate: vatWithholding, gross: gross,
            incomeTaxWithholding: payer == .company ? (gross * incomeTaxRate).roundedToMinorUnits() : 0, vat: vat,
            vatWithholding: (vat * (vatWithholding?.fraction ?? 0)).roundedToMinorUnits())
    }

    /// The receipt whose net N = B − S is `net`: B = N / (1 − s).
    /// - Throws: ``TariffError/amountNotPositive(input:value:)`` when N ≤ 0.
    public func receipt(net: Decimal, payer: SMMPayer, vatWithholding: VATWithholding? = nil) throws(TariffError)
        -> SMMReceipt
    {
        guard net > 0 else { throw .amountNotPositive(input: "net", value: net) }
        let divisor = 1 - (payer == .company ? incomeTaxRate : 0)
        return try inverse(net / divisor, payer, vatWithholding) { $0.net == net.roundedToMinorUnits() }
    }

    /// The receipt whose cash to the mediator X is `cash`: B = X / (1 − s + k − t·k).
    /// - Throws: ``TariffError/amountNotPositive(input:value:)`` when X ≤ 0.
    public func receipt(cashReceived cash: Decimal, payer: SMMPayer, vatWithholding: VATWithholding? = nil)
        throws(TariffError) -> SMMReceipt
    {
        guard cash > 0 else { throw .amountNotPositive(input: "cashReceived", value: cash) }
        let withheld = payer == .company ? incomeTaxRate : 0
        let divisor = 1 - withheld + vatRate - (vatWithholding?.fraction ?? 0) * vatRate
        return try inverse(cash / divisor, payer, vatWithholding) { $0.cashReceived == cash.roundedToMinorUnits() }
    }

    /// Rounds the exact gross and, because the tax lines are rounded too, tries the kuruş either side: the smallest
    /// gross that reproduces the target exactly wins; if none does, the rounded gross.
    private func inverse(
        _ exactGross: Decimal, _ payer: SMMPayer, _ vatWithholding: VATWithholding?,
        matches: (SMMReceipt) -> Bool
    ) throws(TariffError) -> SMMReceipt {
        let rounded = exactGross.roundedToMinorUnits()
        let candidates = [rounded - Kurus.unit, rounded, rounded + Kurus.unit].filter { $0 > 0 }
        for gross in candidates {
            let receipt = try receipt(gross: gross, payer: payer, vatWithholding: vatWithholding)
            if matches(receipt) { return receipt }
        }
        return try receipt(gross: rounded, payer: payer, vatWithholding: vatWithholding)
    }
}
