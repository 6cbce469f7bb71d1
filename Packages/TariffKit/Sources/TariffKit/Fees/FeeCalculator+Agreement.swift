import Foundation

extension FeeCalculator {
    /// Part 2 fee on the agreed base(s), then the minimum and the two-hour floor (Tarife Madde 7(5)–(7); HUAK 18/A(12),
    /// 7036 madde 3(13), HUAK Yönetmeliği madde 26).
    func monetaryAgreement(_ basis: AgreementBasis, _ request: FeeRequest, into draft: inout FeeDraft)
        throws(TariffError)
    {
        let column = RateColumn(mediators: request.mediators)
        let floor = try agreementFloor(request, into: &draft)
        let bases = try partTwoBases(basis, request, into: &draft)
        var fee = Decimal(0)
        if bases.count == 2 {
            fee = combinedTenancyFee(bases, column, floor: floor.threshold, into: &draft)
        } else {
            for base in bases { fee += partTwoFee(base, column, into: &draft) }
        }
        draft.total = applyFloor(fee, floor, into: &draft)
        if request.mediators > 1 {
            draft.add(
                .mediatorsShareFee,
                [
                    .count(request.mediators), .money(draft.total),
                    .money(Kurus.split(draft.total, into: request.mediators)[0]),
                ],
                Articles.partTwoMediators, draft.total)
        }
    }

    /// A non-monetary agreement: Part 1 hours per mediator, the two-hour floor, then the minimum per the reading.
    func nonMonetaryAgreement(hours: Decimal, _ request: FeeRequest, into draft: inout FeeDraft) throws(TariffError) {
        let charged = try chargedHours(hours, into: &draft)
        let hourly = try hourlyTotal(request)
        let perMediator = hourly * (request.isMandatory ? max(charged, 2) : charged)
        draft.add(
            .hourly, [.hours(charged), .money(hourly), .count(request.persons), .money(hourly * charged)],
            Articles.partOne, hourly * charged)
        if charged < 2, request.isMandatory {
            draft.add(
                .twoHourFloorApplies, [.money(perMediator)], Articles.twoHourFloor(request.disputeType), perMediator)
        }
        let total = perMediator * Decimal(request.mediators)
        if request.mediators > 1 {
            draft.add(
                .mediatorsPaidSeparately, [.count(request.mediators), .money(perMediator), .money(total)],
                Articles.partOneMediators, total)
        }
        draft.assume("nonMonetaryMinimum", readings.nonMonetaryMinimum)
        guard readings.nonMonetaryMinimum == .applies else {
            draft.total = total
            return
        }
        let minimum = try tariff.minimumFee(for: request.disputeType)
        let floor = AgreementFloor(
            threshold: scaledForScope(minimum.amount, request, into: &draft), minimum: minimum.amount,
            kind: .minimumApplies, article: minimum.article)
        draft.total = applyFloor(total, floor, into: &draft)
    }

    /// The bases the tariff applies to, with their breakdown lines; two for eviction with rent determination.
    private func partTwoBases(
        _ basis: AgreementBasis, _ request: FeeRequest, into draft: inout FeeDraft
    ) throws(TariffError) -> [Decimal] {
        switch basis {
        case .amount(let amount):
            try requirePositive(amount, "agreed")
            draft.add(.agreedBase, [.money(amount)], Articles.partTwo, amount)
            return [amount]
        case .eviction(let rent):
            return [try evictionBase(rent, request, into: &draft)]
        case .rentDetermination(let old, let new):
            return [try determinationBase(old: old, new: new, request, into: &draft)]
        case .evictionAndRentDetermination(let rent, let old, let new):
            return [
                try evictionBase(rent, request, into: &draft),
                try determinationBase(old: old, new: new, request, into: &draft),
            ]
        case .reinstatement(let compensation, let idle, let other):
            return [try reinstatementBase(compensation, idle, other, request, into: &draft)]
        case .reinstatementByWage(let wage, let compensationMonths, let idleMonths, let other):
            return [
                try wageBase(wage, months: (compensationMonths, idleMonths), other: other, request, into: &draft)
            ]
        case .nonMonetary:
            return []
        }
    }

    /// Compensation and idle wages from the monthly wage (4857 madde 21), then the reinstatement base.
    private func wageBase(
        _ wage: Decimal, months: (compensation: Int, idle: Int), other: Decimal, _ request: FeeRequest,
        into draft: inout FeeDraft
    ) throws(TariffError) -> Decimal {
        try requireType(.labor, "reinstatement", request)
        guard (4...8).contains(months.compensation) else { throw .monthsOutOfRange(months.compensation, 4, 8) }
        guard (0...4).contains(months.idle) else { throw .monthsOutOfRange(months.idle, 0, 4) }
        try requirePositive(wage, "monthlyWage")
        let compensation = wage * Decimal(months.compensation)
        let idle = wage * Decimal(months.idle)
        draft.add(
            .reinstatementCompensationMonths, [.count(months.compensation), .money(wage), .money(compensation)],
            Articles.reinstatementMonths, compensation)
        draft.add(
            .reinstatementIdleMonths, [.count(months.idle), .money(wage), .money(idle)], Articles.reinstatementMonths,
            idle)
        return try reinstatementBase(compensation, idle, other, request, into: &draft)
    }

    private func evictionBase(_ rent: Decimal, _ request: FeeRequest, into draft: inout FeeDraft) throws(TariffError)
        -> Decimal
    {
        try requireType(.tenancy, "eviction", request)
        try requirePositive(rent, "monthlyRent")
        let base = rent * 12 / 2
        draft.add(.evictionBase, [.money(rent), .money(base)], Articles.tenancy, base)
        return base
    }

    private func determinationBase(
        old: Decimal, new: Decimal, _ request: FeeRequest, into draft: inout FeeDraft
    ) throws(TariffError) -> Decimal {
        try requireType(.tenancy, "rentDetermination", request)
        guard old >= 0 else { throw .amountNegative(input: "oldRent", value: old) }
        if new < old { draft.assume("rentDecrease", readings.rentDecrease) }
        guard new > old else {
            guard new < old, readings.rentDecrease == .difference else {
                draft.add(.rentNotIncreased, [.money(old), .money(new)], Articles.tenancy, 0)
                return 0
            }
            let base = (old - new) * 12
            draft.add(.rentDecreaseBase, [.money(old), .money(new), .money(base)], Articles.tenancy, base)
            return base
        }
        let base = (new - old) * 12
        draft.add(.rentDeterminationBase, [.money(old), .money(new), .money(base)], Articles.tenancy, base)
        return base
    }

    private func reinstatementBase(
        _ compensation: Decimal, _ idle: Decimal, _ other: Decimal, _ request: FeeRequest, into draft: inout FeeDraft
    ) throws(TariffError) -> Decimal {
        try requireType(.labor, "reinstatement", request)
        for (name, value) in [("compensation", compensation), ("idleWages", idle), ("otherRights", other)]
        where value < 0 {
            throw .amountNegative(input: name, value: value)
        }
        let base = compensation + idle + other
        try requirePositive(base, "reinstatement")
        draft.add(
            .reinstatementBase, [.money(compensation), .money(idle), .money(other), .money(base)],
            Articles.reinstatement, base)
        return base
    }

    private func requirePositive(_ value: Decimal, _ input: String) throws(TariffError) {
        guard value > 0 else { throw .amountNotPositive(input: input, value: value) }
    }

    private func requireType(_ type: DisputeType, _ basis: String, _ request: FeeRequest) throws(TariffError) {
        guard request.disputeType == type else { throw .basisRequiresType(basis: basis, type: type) }
    }
}
