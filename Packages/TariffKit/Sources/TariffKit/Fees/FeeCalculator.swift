import Foundation

/// Computes mediation fees from one tariff under a set of readings.
///
/// Pure: no IO, no clock, no shared state.
///
/// Rules (Tarife Madde 3 and 7 with the Ek): agreement on money → Part 2 bands on the base, at least the minimum and
/// the two-hour
/// Part 1 fee; non-monetary agreement and no agreement → Part 1 hourly fee per mediator; series → files × fee.
public struct FeeCalculator: Sendable {
    /// The tariff applied.
    public let tariff: Tariff
    /// The readings of the open questions.
    public let readings: FeeReadings

    /// Creates a calculator.
    public init(tariff: Tariff, readings: FeeReadings = .defaults) {
        self.tariff = tariff
        self.readings = readings
    }

    /// Computes a fee.
    /// - Throws: ``TariffError`` for invalid input or a figure the tariff data lacks.
    public func fee(for request: FeeRequest) throws(TariffError) -> FeeResult {
        guard request.persons >= 2 else { throw .tooFewPersons(request.persons) }
        guard request.mediators >= 1 else { throw .tooFewMediators(request.mediators) }
        var draft = FeeDraft()
        switch request.outcome {
        case .agreement(.nonMonetary(let hours)): try nonMonetaryAgreement(hours: hours, request, into: &draft)
        case .agreement(let basis): try monetaryAgreement(basis, request, into: &draft)
        case .noAgreement(let hours): try noAgreement(hours: hours, request, into: &draft)
        case .series(let files): try series(files: files, request, into: &draft)
        case .endedWithoutFee(let reason):
            // Madde 5(2) concerns dava şartı mediation; a voluntary one earns the fee (Madde 4(2), 5(1)).
            guard request.isMandatory else { throw .noFeeRequiresMandatory }
            draft.add(BreakdownLine.Kind.noFee(reason), [], Articles.noFee, 0)
        }
        return try finish(draft, request)
    }

    /// The Part 1 fee for one hour with the request's persons (TL).
    func hourlyTotal(_ request: FeeRequest) throws(TariffError) -> Decimal {
        guard let bracket = PartyBracket(persons: request.persons) else { throw .tooFewPersons(request.persons) }
        return try tariff.hourlyLine(for: request.disputeType).hourlyTotal(for: bracket)
    }

    /// The hours charged under the fractional-hours reading; records the reading only when the hours have a
    /// fraction (for whole hours both readings agree, and the line would say nothing; issue 31).
    func chargedHours(_ hours: Decimal, into draft: inout FeeDraft) throws(TariffError) -> Decimal {
        guard hours > 0 else { throw .hoursNotPositive(hours) }
        var input = hours
        var whole = Decimal()
        NSDecimalRound(&whole, &input, 0, .up)
        guard whole != hours else { return hours }
        draft.assume("fractionalHours", readings.fractionalHours)
        guard readings.fractionalHours == .roundUp else { return hours }
        if whole != hours { draft.add(.hoursRoundedUp, [.hours(hours), .hours(whole)], Articles.partOne, nil) }
        return whole
    }

    /// Articles in order of first use.
    static func articles(of lines: [BreakdownLine]) -> [String] {
        var seen: [String] = []
        for line in lines where !seen.contains(line.article) { seen.append(line.article) }
        return seen
    }
}
