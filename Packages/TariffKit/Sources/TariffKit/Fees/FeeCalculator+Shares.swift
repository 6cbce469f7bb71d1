import Foundation

extension FeeCalculator {
    /// Rounds, splits among mediators and parties, applies the consumer rule and assembles the result.
    func finish(_ draft: FeeDraft, _ request: FeeRequest) throws(TariffError) -> FeeResult {
        var draft = draft
        let total = Kurus.round(draft.total)
        var state = Kurus.round(draft.statePortion)
        let shareCount = readings.partySplit == .perSide ? 2 : request.persons
        if request.persons > 2 { draft.assume("partySplit", readings.partySplit) }
        var shares = Kurus.split(draft.perFile ?? total - state, into: shareCount).map {
            PartyShare(share: $0, paidByState: 0)
        }
        if request.disputeType == .consumer, let consumer = shares.first {
            let paid = try consumerStatePayment(consumer.share, request, shareCount: shareCount, into: &draft)
            shares[0] = PartyShare(share: consumer.share, paidByState: paid)
            state += paid * Decimal(draft.files)
        }
        draft.add(.equalShares, [.count(shareCount), .money(shares[0].share)], Articles.equalShares, shares[0].share)
        return FeeResult(
            tariffYear: tariff.year, gazette: tariff.gazette, disputeType: request.disputeType, total: total,
            perMediator: Kurus.split(total, into: request.mediators), partyShares: shares, perFile: draft.perFile,
            statePays: state, breakdown: draft.lines, articles: Self.articles(of: draft.lines),
            assumptions: draft.assumptions + ["rounding.halfUpAtEnd", "shares.remainderToFirst"])
    }

    /// The state's payment of the consumer's share, capped at the two-hour fee (TKHK 73/A(3); tariff.md §5.6, §11.13).
    ///
    /// The consumer is taken to be the first party.
    private func consumerStatePayment(
        _ share: Decimal, _ request: FeeRequest, shareCount: Int, into draft: inout FeeDraft
    ) throws(TariffError) -> Decimal {
        draft.assume("consumerCap", readings.consumerCap)
        let twoHours = try hourlyTotal(request) * 2
        let cap = Kurus.round(readings.consumerCap == .perPartyTwoHours ? twoHours / Decimal(shareCount) : twoHours)
        let paid = min(share, cap)
        draft.add(.consumerShare, [.money(share), .money(cap), .money(paid)], Articles.consumerShare, paid)
        return paid
    }
}
