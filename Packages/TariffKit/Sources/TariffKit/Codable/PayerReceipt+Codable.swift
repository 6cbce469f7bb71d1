import Foundation

extension PayerReceipt: Codable {
    private enum PayerKind: String, Codable {
        case party, state
    }

    /// Reads one of `denklem fee --smm --json`'s `receipts`.
    ///
    /// - Throws: `DecodingError` for an unknown payer or kind, a party receipt without its `party` number, or an
    ///   amount that is not a decimal string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SMMReceiptCodingKeys.self)
        let kind = try container.decode(SMMPayer.self, forKey: .kind)
        let payer: Payer
        switch try container.decode(PayerKind.self, forKey: .payer) {
        case .state: payer = .state
        case .party: payer = .party(try container.decode(Int.self, forKey: .party), kind)
        }
        self.init(
            payer: payer, mediator: try container.decode(Int.self, forKey: .mediator),
            receipt: try SMMReceipt(payer: kind, lines: container))
    }

    /// Writes `payer` (`party` or `state`), `party` (its number, for a party), `mediator`, `kind` (`person` or
    /// `company`), `vatWithholdingRate` when withheld, and the receipt's seven amounts as money strings.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SMMReceiptCodingKeys.self)
        switch payer {
        case .state: try container.encode(PayerKind.state, forKey: .payer)
        case .party(let number, _):
            try container.encode(PayerKind.party, forKey: .payer)
            try container.encode(number, forKey: .party)
        }
        try container.encode(mediator, forKey: .mediator)
        try container.encode(receipt.payer, forKey: .kind)
        try receipt.encodeLines(into: &container)
    }
}
