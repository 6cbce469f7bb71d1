import Formatting
import Foundation

extension FeeCalculator {
    /// Rounds, splits among mediators and parties, applies the consumer rule and assembles the result.
    ///
    /// The parties' part is the total minus the state's two-hour payment. A series is split per file: the common
    /// party (the first) pays its share of every file, each counterparty only its own file's share (Madde 3(1)), so
    /// every printed share adds up to what it divides.
    func finish(_ draft: FeeDraft, _ request: FeeRequest) throws(TariffError) -> FeeResult {
        var draft = draft
        let total = draft.total.roundedToMinorUnits()
        let statePortion = draft.statePortion.roundedToMinorUnits()
        let shareCount = request.split?.count ?? (readings.partySplit == .perSide ? 2 : request.persons)
        if request.persons > 2, request.split == nil { draft.assume("partySplit", readings.partySplit) }
        var perFileShares: [PartyShare]?
        var shares: [PartyShare]
        if let perFile = draft.perFile {
            let fileShares = try partyShares(perFile, shareCount, request, kind: .equalSharesPerFile, into: &draft)
            shares = seriesShares(fileShares, files: draft.files, into: &draft)
            perFileShares = fileShares
        } else {
            shares = try partyShares(total - statePortion, shareCount, request, kind: .equalShares, into: &draft)
        }
        return FeeResult(
            tariffYear: tariff.year, gazette: tariff.gazette, disputeType: request.disputeType, total: total,
            perMediator: Kurus.split(total, into: request.mediators), partyShares: shares,
            perFileShares: perFileShares, perFile: draft.perFile, statePortion: statePortion,
            breakdown: draft.lines, articles: Self.articles(of: draft.lines),
            assumptions: draft.assumptions + ["rounding.halfUpAtEnd", "shares.remainderToFirst"])
    }

    /// `amount` split among the parties, the consumer's share (the first) paid by the state in a mandatory consumer
    /// mediation.
    private func partyShares(
        _ amount: Decimal, _ count: Int, _ request: FeeRequest, kind: BreakdownLine.Kind, into draft: inout FeeDraft
    ) throws(TariffError) -> [PartyShare] {
        var shares = shares(amount, count, request.split, kind: kind, into: &draft)
        if request.disputeType == .consumer, request.isMandatory {
            let paid = try consumerStatePayment(shares[0].share, request, shareCount: count, into: &draft)
            shares[0] = PartyShare(share: shares[0].share, paidByState: paid)
        }
        return shares
    }

    /// A series' shares over all files: the common party (the first) pays its share of each of the `files` files;
    /// the other positions are the counterparties of every file together, each of whom pays its own file's share.
    private func seriesShares(_ fileShares: [PartyShare], files: Int, into draft: inout FeeDraft) -> [PartyShare] {
        let count = Decimal(files)
        let shares = fileShares.map { PartyShare(share: $0.share * count, paidByState: $0.paidByState * count) }
        draft.add(
            .seriesCommonParty,
            [
                .count(files), .money(fileShares[0].share), .money(shares[0].share),
                .money(fileShares.dropFirst().first?.share ?? 0),
            ],
            Articles.equalShares, shares[0].share)
        return shares
    }

    /// `amount` split equally, or by the agreed percents (each rounded half up; a kuruş difference goes to the first
    /// share, on a line of its own).
    private func shares(
        _ amount: Decimal, _ count: Int, _ split: [Decimal]?, kind: BreakdownLine.Kind, into draft: inout FeeDraft
    ) -> [PartyShare] {
        guard let split else { return equalShares(amount, count, kind: kind, into: &draft) }
        var values = split.map { (amount * $0 / 100).roundedToMinorUnits() }
        for (index, percent) in split.enumerated() {
            draft.add(
                .agreedSplit, [.count(index + 1), .money(amount), .percent(percent), .money(values[index])],
                Articles.agreedSplit, values[index])
        }
        let difference = amount - values.reduce(0, +)
        if difference != 0 {
            values[0] += difference
            draft.add(.splitRoundingToFirst, [.money(difference)], Articles.agreedSplit, difference)
        }
        return values.map { PartyShare(share: $0, paidByState: 0) }
    }

    /// `amount` split into `count` equal shares (kuruş remainder to the first), with its breakdown line.
    private func equalShares(
        _ amount: Decimal, _ count: Int, kind: BreakdownLine.Kind, into draft: inout FeeDraft
    ) -> [PartyShare] {
        let shares = Kurus.split(amount, into: count).map { PartyShare(share: $0, paidByState: 0) }
        draft.add(
            kind, [.money(amount), .count(count), .money(shares[0].share)], Articles.equalShares, shares[0].share)
        return shares
    }

    /// The state's payment of the consumer's share, capped at the two-hour fee (TKHK 73/A(3); <doc:Readings>).
    ///
    /// The consumer is taken to be the first party. Only in dava şartı mediation: 73/A makes mediation a condition
    /// of the lawsuit and its third paragraph pays for that mediation; a voluntary consumer mediation (`--voluntary`)
    /// is paid by the parties like any other (issue 31 item 2).
    private func consumerStatePayment(
        _ share: Decimal, _ request: FeeRequest, shareCount: Int, into draft: inout FeeDraft
    ) throws(TariffError) -> Decimal {
        draft.assume("consumerCap", readings.consumerCap)
        let twoHours = try hourlyTotal(request) * 2
        let cap: Decimal
        switch readings.consumerCap {
        case .perPartyTwoHours: cap = (twoHours / Decimal(shareCount)).roundedToMinorUnits()
        case .totalTwoHours: cap = twoHours.roundedToMinorUnits()
        case .twoPersonRate: cap = try tariff.hourlyLine(for: request.disputeType).perPartyTwoPersons * 2
        }
        let paid = min(share, cap)
        draft.add(.consumerShare, [.money(share), .money(cap), .money(paid)], Articles.consumerShare, paid)
        return paid
    }
}
