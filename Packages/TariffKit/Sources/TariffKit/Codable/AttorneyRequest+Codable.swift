import Foundation

/// The names of an attorney request's members in JSON.
enum AttorneyRequestCodingKeys: String, CodingKey {
    case agreement, nonMonetary, noAgreement, tenancy, amount, court, claim, claims
}

extension AttorneyRequest: Codable {
    private typealias Keys = AttorneyRequestCodingKeys

    /// Reads an object with one member naming the outcome, amounts as decimal strings (exact, as given):
    /// `{"agreement": {"amount": "2000000.00"}}`, `{"nonMonetary": {"court": "asliye"}}` (`sulh`, `asliye`,
    /// `tuketici`, `fikri`), `{"noAgreement": {"claim": "6000.00"}}` (`{"noAgreement": {}}` in a non-monetary
    /// dispute: no claim caps the fee), `{"tenancy": {"claims": ["350000.00", "120000.00"]}}`.
    ///
    /// - Throws: `DecodingError` when the object has no known member or more than one, an amount is not a decimal
    ///   string or the court is not one of the four.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let cases: [Keys] = [.agreement, .nonMonetary, .noAgreement, .tenancy]
        let present = cases.filter(container.contains)
        guard present.count == 1, let key = present.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected exactly one of " + cases.map(\.stringValue).joined(separator: ", ")))
        }
        let inner = try container.nestedContainer(keyedBy: Keys.self, forKey: key)
        switch key {
        case .agreement: self = .agreement(amount: try inner.decodeMoney(forKey: .amount))
        case .nonMonetary: self = .nonMonetary(court: try inner.decode(AttorneyCourt.self, forKey: .court))
        case .noAgreement: self = .noAgreement(claim: try inner.decodeMoneyIfPresent(forKey: .claim))
        default: self = .tenancy(claims: try inner.decodeMoneyList(forKey: .claims))
        }
    }

    /// Writes the object with one member naming the outcome (amounts exact, two decimals at least).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .agreement(let amount):
            var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .agreement)
            try inner.encode(MoneyText.exactText(amount), forKey: .amount)
        case .nonMonetary(let court):
            var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .nonMonetary)
            try inner.encode(court, forKey: .court)
        case .noAgreement(let claim):
            var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .noAgreement)
            try inner.encodeIfPresent(claim.map(MoneyText.exactText), forKey: .claim)
        case .tenancy(let claims):
            var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .tenancy)
            try inner.encode(claims.map(MoneyText.exactText), forKey: .claims)
        }
    }
}
