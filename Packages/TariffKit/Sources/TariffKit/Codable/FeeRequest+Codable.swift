import Foundation

/// The names of a fee request's members in JSON, and of its outcome's and agreement's.
enum FeeRequestCodingKeys: String, CodingKey {
    case disputeType, outcome, persons, mediators, mandatory, split
    case agreement, noAgreement, series, endedWithoutFee
    case amount, eviction, rentDetermination, evictionAndRentDetermination, reinstatement, reinstatementByWage
    case nonMonetary, hours, files, monthlyRent, oldRent, newRent, compensation, idleWages, otherRights
    case monthlyWage, compensationMonths, idleMonths
}

extension FeeRequest: Codable {
    /// Reads `{"disputeType": "labor", "outcome": {"noAgreement": {"hours": 3}}, "persons": 4, "mediators": 1,
    /// "mandatory": true}`; `persons` (2), `mediators` (1), `mandatory` (false) and `split` (equal) may be left out.
    ///
    /// - Throws: `DecodingError` for an unknown dispute type, an outcome that is not one of those below, or an amount
    ///   that is not a decimal string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FeeRequestCodingKeys.self)
        self.init(
            disputeType: try container.decode(DisputeType.self, forKey: .disputeType),
            outcome: try container.decode(FeeOutcome.self, forKey: .outcome),
            persons: try container.decodeIfPresent(Int.self, forKey: .persons) ?? 2,
            mediators: try container.decodeIfPresent(Int.self, forKey: .mediators) ?? 1,
            isMandatory: try container.decodeIfPresent(Bool.self, forKey: .mandatory) ?? false,
            split: try container.decodeIfPresent([Decimal].self, forKey: .split))
    }

    /// Writes every member; `split` (percents, in party order) only when the parties agreed one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FeeRequestCodingKeys.self)
        try container.encode(disputeType, forKey: .disputeType)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(persons, forKey: .persons)
        try container.encode(mediators, forKey: .mediators)
        try container.encode(isMandatory, forKey: .mandatory)
        try container.encodeIfPresent(split, forKey: .split)
    }
}

extension FeeOutcome: Codable {
    /// Reads an object with one member naming the outcome: `{"agreement": {"amount": "1000000.00"}}`,
    /// `{"noAgreement": {"hours": 3}}`, `{"series": {"files": 12}}`, `{"endedWithoutFee": "registeredInError"}`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the object has no known member or more than one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FeeRequestCodingKeys.self)
        let key = try container.onlyKey(of: [.agreement, .noAgreement, .series, .endedWithoutFee], decoder)
        switch key {
        case .noAgreement:
            let inner = try container.nestedContainer(keyedBy: FeeRequestCodingKeys.self, forKey: key)
            self = .noAgreement(hours: try inner.decode(Decimal.self, forKey: .hours))
        case .series:
            let inner = try container.nestedContainer(keyedBy: FeeRequestCodingKeys.self, forKey: key)
            self = .series(files: try inner.decode(Int.self, forKey: .files))
        case .endedWithoutFee: self = .endedWithoutFee(try container.decode(NoFeeReason.self, forKey: key))
        default: self = .agreement(try container.decode(AgreementBasis.self, forKey: key))
        }
    }

    /// Writes the object with one member naming the outcome.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FeeRequestCodingKeys.self)
        switch self {
        case .agreement(let basis): try container.encode(basis, forKey: .agreement)
        case .noAgreement(let hours):
            var inner = container.nestedContainer(keyedBy: FeeRequestCodingKeys.self, forKey: .noAgreement)
            try inner.encode(hours, forKey: .hours)
        case .series(let files):
            var inner = container.nestedContainer(keyedBy: FeeRequestCodingKeys.self, forKey: .series)
            try inner.encode(files, forKey: .files)
        case .endedWithoutFee(let reason): try container.encode(reason, forKey: .endedWithoutFee)
        }
    }
}

extension KeyedDecodingContainer where Key == FeeRequestCodingKeys {
    /// The one member of an object that names a case.
    func onlyKey(of keys: [Key], _ decoder: any Decoder) throws -> Key {
        let present = keys.filter(contains)
        guard present.count == 1, let key = present.first, allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected exactly one of " + keys.map(\.stringValue).joined(separator: ", ")))
        }
        return key
    }
}
