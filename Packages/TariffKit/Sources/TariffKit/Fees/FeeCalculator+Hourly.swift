import Foundation

extension FeeCalculator {
    /// No agreement: Part 1 hours per mediator (Madde 7(3), 3(2)).
    ///
    /// In mandatory mediation the state pays two hours, whatever the meeting time (also 0 h: parties not reached or
    /// absent), and the parties pay the hours beyond two (HUAK 18/A(13), 7036 madde 3(14), HUAK Yönetmeliği madde 26).
    func noAgreement(hours: Decimal, _ request: FeeRequest, into draft: inout FeeDraft) throws(TariffError) {
        let charged = request.isMandatory && hours == 0 ? 0 : try chargedHours(hours, into: &draft)
        let hourly = try hourlyTotal(request)
        let mediators = Decimal(request.mediators)
        let meetings = hourly * charged
        draft.add(
            .hourly, [.hours(charged), .money(hourly), .count(request.persons), .money(meetings)],
            Articles.partOneNoAgreement, meetings)
        guard request.isMandatory else {
            if request.mediators > 1 {
                draft.add(
                    .mediatorsPaidSeparately,
                    [.count(request.mediators), .money(meetings), .money(meetings * mediators)],
                    Articles.partOneMediators, meetings * mediators)
            }
            draft.total = meetings * mediators
            return
        }
        let article = Articles.statePaysTwoHours(request.disputeType)
        draft.statePortion = hourly * 2 * mediators
        draft.add(
            .statePaysTwoHours, [.hours(2), .money(hourly), .count(request.mediators), .money(draft.statePortion)],
            article, draft.statePortion)
        let beyond = max(charged - 2, 0)
        let partiesPart = hourly * beyond * mediators
        if beyond > 0 {
            draft.add(
                .partiesPayBeyondTwoHours,
                [.hours(beyond), .money(hourly), .count(request.mediators), .money(partiesPart)],
                article, partiesPart)
        }
        draft.total = draft.statePortion + partiesPart
    }

    /// Series: files × the per-file fee, which replaces Part 2 (Madde 7(4); <doc:Readings>).
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
