import Foundation

/// The lines of a serbest meslek makbuzu for a mediator's fee, in TL rounded to the kuruş (GVK madde 94 stopaj and KDV
/// on the gross fee; <doc:Readings>).
public struct SMMReceipt: Sendable, Equatable {
    /// Who pays.
    public let payer: SMMPayer
    /// The KDV withholding applied, if any.
    public let vatWithholdingRate: VATWithholding?
    /// B: the gross fee, KDV excluded.
    public let gross: Decimal
    /// S: income tax withheld (stopaj), 20 % of B for a withholding payer.
    public let incomeTaxWithholding: Decimal
    /// K: KDV, 20 % of B.
    public let vat: Decimal
    /// KT: the part of K the payer withholds.
    public let vatWithholding: Decimal

    /// N = B − S: the fee after income tax, KDV excluded.
    public var net: Decimal { gross - incomeTaxWithholding }
    /// X = B − S + K − KT: what reaches the mediator.
    public var cashReceived: Decimal { gross - incomeTaxWithholding + vat - vatWithholding }
    /// B + K: what the payer spends in all (it remits S and KT to the tax office itself).
    public var payerTotal: Decimal { gross + vat }

    /// Creates a receipt from its lines.
    public init(
        payer: SMMPayer, vatWithholdingRate: VATWithholding?, gross: Decimal, incomeTaxWithholding: Decimal,
        vat: Decimal, vatWithholding: Decimal
    ) {
        self.payer = payer
        self.vatWithholdingRate = vatWithholdingRate
        self.gross = gross
        self.incomeTaxWithholding = incomeTaxWithholding
        self.vat = vat
        self.vatWithholding = vatWithholding
    }
}
