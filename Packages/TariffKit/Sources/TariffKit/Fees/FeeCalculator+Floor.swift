import Foundation

/// The amount an agreement fee may not go below, and what sets it.
struct AgreementFloor {
    /// The bound on the total fee (TL), already scaled for the minimum-scope reading.
    let threshold: Decimal
    /// The Madde 7(6)/(7) minimum itself (TL).
    let minimum: Decimal
    /// Which line to show when the floor binds.
    let kind: BreakdownLine.Kind
    /// The provision that sets it.
    let article: String
}

extension FeeCalculator {
    /// max(minimum, two-hour Part 1 fee in a mandatory mediation), scaled for the minimum-scope reading (Tarife Madde
    /// 7(6)–(7); HUAK 18/A(12), 7036 madde 3(13); <doc:Readings>).
    func agreementFloor(_ request: FeeRequest, into draft: inout FeeDraft) throws(TariffError) -> AgreementFloor {
        let minimum = try tariff.minimumFee(for: request.disputeType)
        let twoHours = request.isMandatory ? try hourlyTotal(request) * 2 : 0
        // With several mediators the two-hour floor follows the minimum's scope; the line says so (issue 31).
        if request.isMandatory, request.mediators > 1 { draft.assume("twoHourFloor", readings.minimumScope) }
        let bindsByHours = twoHours > minimum.amount
        return AgreementFloor(
            threshold: scaledForScope(max(minimum.amount, twoHours), request, into: &draft), minimum: minimum.amount,
            kind: bindsByHours ? .twoHourFloorApplies : .minimumApplies,
            article: bindsByHours ? Articles.twoHourFloor(request.disputeType) : minimum.article)
    }

    /// The floor for the total: itself, or × mediators when the minimum is per mediator.
    func scaledForScope(_ amount: Decimal, _ request: FeeRequest, into draft: inout FeeDraft) -> Decimal {
        guard request.mediators > 1 else { return amount }
        draft.assume("minimumScope", readings.minimumScope)
        return readings.minimumScope == .perMediator ? amount * Decimal(request.mediators) : amount
    }

    /// Raises a fee to the floor and records which one decided.
    func applyFloor(_ fee: Decimal, _ floor: AgreementFloor, into draft: inout FeeDraft) -> Decimal {
        guard fee < floor.threshold else {
            draft.add(.minimumBelowFee, [.money(floor.minimum)], floor.article, nil)
            return fee
        }
        draft.add(floor.kind, [.money(floor.threshold)], floor.article, floor.threshold)
        return floor.threshold
    }

    /// Part 2 fee of a base, with one line per band touched and a total line (exact).
    func partTwoFee(_ base: Decimal, _ column: RateColumn, into draft: inout FeeDraft) -> Decimal {
        var fee = Decimal(0)
        for (index, band) in tariff.bands.enumerated() where band.lowerBound < base {
            let slice = min(base - band.lowerBound, band.width ?? base)
            let bandFee = slice * band.percent(column) / 100
            fee += bandFee
            draft.add(
                .band, [.count(index + 1), .money(slice), .percent(band.percent(column)), .money(bandFee)],
                Articles.partTwo, bandFee)
        }
        draft.add(.partTwoFee, [.money(base), .money(fee)], Articles.partTwo, fee)
        return fee
    }

    /// Eviction and rent determination together, per the reading (<doc:Readings>).
    func combinedTenancyFee(
        _ bases: [Decimal], _ column: RateColumn, floor: Decimal, into draft: inout FeeDraft
    ) -> Decimal {
        draft.assume("evictionWithDetermination", readings.evictionWithDetermination)
        switch readings.evictionWithDetermination {
        case .separateFeesMinimumOnce:
            return bases.reduce(Decimal(0)) { $0 + partTwoFee($1, column, into: &draft) }
        case .combinedBase:
            let base = bases.reduce(0, +)
            draft.add(.combinedBase, [.money(base)], Articles.tenancy, base)
            return partTwoFee(base, column, into: &draft)
        case .minimumEachPart:
            return bases.reduce(Decimal(0)) { $0 + max(partTwoFee($1, column, into: &draft), floor) }
        }
    }
}
