import Foundation

extension AgreementBasis: Codable {
    private typealias Keys = FeeRequestCodingKeys

    /// Reads an object with one member naming the basis, amounts as decimal strings: `{"amount": "1000000.00"}`,
    /// `{"eviction": {"monthlyRent": "40000.00"}}`, `{"rentDetermination": {"oldRent": …, "newRent": …}}`,
    /// `{"evictionAndRentDetermination": {"monthlyRent": …, "oldRent": …, "newRent": …}}`,
    /// `{"reinstatement": {"compensation": …, "idleWages": …, "otherRights": …}}`, `{"reinstatementByWage":
    /// {"monthlyWage": …, "compensationMonths": 4, "idleMonths": 4, "otherRights": …}}`, `{"nonMonetary": {"hours": 2}}`.
    ///
    /// - Throws: `DecodingError` when the object has no known member or more than one, or an amount is not a decimal
    ///   string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let key = try container.onlyKey(
            of: [
                .amount, .eviction, .rentDetermination, .evictionAndRentDetermination, .reinstatement,
                .reinstatementByWage, .nonMonetary,
            ], decoder)
        if key == .amount {
            self = .amount(try container.decodeMoney(forKey: .amount))
            return
        }
        let inner = try container.nestedContainer(keyedBy: Keys.self, forKey: key)
        let money = { (key: Keys) throws -> Decimal in try inner.decodeMoney(forKey: key) }
        switch key {
        case .eviction: self = .eviction(monthlyRent: try money(.monthlyRent))
        case .rentDetermination: self = .rentDetermination(oldRent: try money(.oldRent), newRent: try money(.newRent))
        case .evictionAndRentDetermination:
            self = .evictionAndRentDetermination(
                monthlyRent: try money(.monthlyRent), oldRent: try money(.oldRent), newRent: try money(.newRent))
        case .reinstatement:
            self = .reinstatement(
                compensation: try money(.compensation), idleWages: try money(.idleWages),
                otherRights: try money(.otherRights))
        case .reinstatementByWage:
            self = .reinstatementByWage(
                monthlyWage: try money(.monthlyWage),
                compensationMonths: try inner.decode(Int.self, forKey: .compensationMonths),
                idleMonths: try inner.decode(Int.self, forKey: .idleMonths), otherRights: try money(.otherRights))
        default: self = .nonMonetary(hours: try inner.decode(Decimal.self, forKey: .hours))
        }
    }

    /// Writes the object with one member naming the basis (amounts exact, two decimals at least).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        if case .amount(let amount) = self {
            try container.encode(MoneyText.exactText(amount), forKey: .amount)
            return
        }
        var inner = container.nestedContainer(keyedBy: Keys.self, forKey: caseKey)
        for (key, amount) in amounts { try inner.encode(MoneyText.exactText(amount), forKey: key) }
        switch self {
        case .reinstatementByWage(_, let compensationMonths, let idleMonths, _):
            try inner.encode(compensationMonths, forKey: .compensationMonths)
            try inner.encode(idleMonths, forKey: .idleMonths)
        case .nonMonetary(let hours): try inner.encode(hours, forKey: .hours)
        default: break
        }
    }

    /// The member that names the case.
    private var caseKey: Keys {
        switch self {
        case .amount: .amount
        case .eviction: .eviction
        case .rentDetermination: .rentDetermination
        case .evictionAndRentDetermination: .evictionAndRentDetermination
        case .reinstatement: .reinstatement
        case .reinstatementByWage: .reinstatementByWage
        case .nonMonetary: .nonMonetary
        }
    }

    /// The case's amounts by name.
    private var amounts: [(Keys, Decimal)] {
        switch self {
        case .amount(let amount): [(.amount, amount)]
        case .eviction(let rent): [(.monthlyRent, rent)]
        case .rentDetermination(let old, let new): [(.oldRent, old), (.newRent, new)]
        case .evictionAndRentDetermination(let rent, let old, let new):
            [(.monthlyRent, rent), (.oldRent, old), (.newRent, new)]
        case .reinstatement(let compensation, let idle, let other):
            [(.compensation, compensation), (.idleWages, idle), (.otherRights, other)]
        case .reinstatementByWage(let wage, _, _, let other): [(.monthlyWage, wage), (.otherRights, other)]
        case .nonMonetary: []
        }
    }
}
