import Foundation

extension FeeCalculator {
    /// No agreement: Part 1 hours per mediator (Madde 7(3), 3(2)).
    ///
    /// In mandatory mediation the state pays two hours and the parties the hours beyond two (HUAK 18/A(13), 7036 madde
    /// 3(14); tariff.md §5.2).
    func noAgreement(hours: Decimal, _ request: FeeRequest, into draft: inout FeeDraft) throws(TariffError) {
        let charged = try chargedHours(hours, into: &draft)
        let hourly = try hourlyTotal(request)
        let mediators = Decimal(request.mediators)
        let perMediator = hourly * (request.isMandatory ? max(charged, 2) : charged)
        draft.add(
            .hourly, [.hours(charged), .money(hourly), .count(request.persons), .money(perMediator)],
            Articles.partOneNoAgreement, perMediator)
        if request.mediators > 1 {
            draft.add(
                .mediatorsPaidSeparately,
                [.count(request.mediators), .money(perMediator), .money(perMediator * mediators)],
                Articles.partOneMediators, perMediator * mediators)
        }
        draft.total = perMediator * mediators
        guard request.isMandatory else { return }
        draft.statePortion = hourly * 2 * mediators
        draft.add(
            .statePaysTwoHours, [.count(request.mediators), .money(draft.statePortion)], Articles.mandatoryTwoHours,
            draft.statePortion)
        if charged > 2 {
            let beyond = draft.total - draft.statePortion
            draft.add(
                .partiesPayBeyondTwoHours, [.hours(charged - 2), .money(beyond)], Articles.mandatoryTwoHours, beyond)
        }
    }

    /// Series: files × the per-file fee, which replaces Part 2 (Madde 7(4); tariff.md §5.3, §11.8).
    func series(files: Int, _ request: FeeRequest, into draft: inout FeeDraft) throws(TariffError) {
        guard let threshold = tariff.series.minimumFiles else {
            throw .missingTariffFigure(year: tariff.year, figure: "series.minimumFiles")
        }
        guard files >= threshold else { throw .seriesBelowThreshold(files: files, threshold: threshold) }
        let isCommercial = request.disputeType == .commercial
        guard let fee = isCommercial ? tariff.series.commercialPerFile : tariff.series.otherPerFile else {
            throw .missingTariffFigure(
                year: tariff.year, figure: isCommercial ? "series.commercialPerFile" : "series.otherPerFile")
        }
        draft.assume("seriesMinimum", readings.seriesMinimum)
        var perFile = fee
        if readings.seriesMinimum == .minimumPerFile {
            let minimum = try tariff.minimumFee(for: request.disputeType)
            if minimum.amount > fee {
                perFile = minimum.amount
                draft.add(.minimumApplies, [.money(minimum.amount)], minimum.article, minimum.amount)
            }
        }
        draft.perFile = perFile
        draft.files = files
        draft.total = perFile * Decimal(files)
        draft.add(.seriesFiles, [.count(files), .money(perFile), .money(draft.total)], Articles.series, draft.total)
    }
}
