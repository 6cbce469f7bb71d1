import Foundation

/// The money members of a receipt in JSON, in `denklem smm --json` and each of `denklem fee --smm --json`'s
/// `receipts`.
enum SMMReceiptCodingKeys: String, CodingKey {
    case payer, kind, mediator, party, vatWithholdingRate, gross, incomeTaxWithholding, vat, vatWithholding, net
    case cashReceived, payerTotal
}

extension SMMReceipt: Codable {
    /// Reads `denklem smm --json`'s members (`net`, `cashReceived` and `payerTotal` are derived, not read).
    ///
    /// - Throws: `DecodingError` for an unknown payer, a bad KDV withholding fraction or an amount that is not a
    ///   decimal string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SMMReceiptCodingKeys.self)
        try self.init(payer: try container.decode(SMMPayer.self, forKey: .payer), lines: container)
    }

    /// Reads the lines of a receipt paid by `payer`.
    init(payer: SMMPayer, lines container: KeyedDecodingContainer<SMMReceiptCodingKeys>) throws {
        self.init(
            payer: payer,
            vatWithholdingRate: try container.decodeIfPresent(VATWithholding.self, forKey: .vatWithholdingRate),
            gross: try container.decodeMoney(forKey: .gross),
            incomeTaxWithholding: try container.decodeMoney(forKey: .incomeTaxWithholding),
            vat: try container.decodeMoney(forKey: .vat),
            vatWithholding: try container.decodeMoney(forKey: .vatWithholding))
    }

    /// Writes `denklem smm --json`'s members: `payer`, `vatWithholdingRate` (`"5/10"`, absent without one) and the
    /// seven amounts as money strings.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SMMReceiptCodingKeys.self)
        try container.encode(payer, forKey: .payer)
        try encodeLines(into: &container)
    }

    /// Writes `vatWithholdingRate` and the seven amounts.
    func encodeLines(into container: inout KeyedEncodingContainer<SMMReceiptCodingKeys>) throws {
        try container.encodeIfPresent(vatWithholdingRate, forKey: .vatWithholdingRate)
        try container.encodeMoney(gross, forKey: .gross)
        try container.encodeMoney(incomeTaxWithholding, forKey: .incomeTaxWithholding)
        try container.encodeMoney(vat, forKey: .vat)
        try container.encodeMoney(vatWithholding, forKey: .vatWithholding)
        try container.encodeMoney(net, forKey: .net)
        try container.encodeMoney(cashReceived, forKey: .cashReceived)
        try container.encodeMoney(payerTotal, forKey: .payerTotal)
    }
}
