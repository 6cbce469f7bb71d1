import Foundation

extension PassageAssessor {
    /// Longest departure delay searched, hours: the days of forecast requested (``OpenMeteoOptions/Query/forecastDays``).
    static let maximumDelayHours = 24 * OpenMeteoOptions.standard.query.forecastDays

    /// The verdict: `places` are every judged point (waypoints, then the points between them) with its forecast.
    func summarize(
        _ outlooks: [WaypointOutlook], legs: [LegOutlook], places: [(PassageWaypoint, LocationForecast?)],
        forecasts: [LocationForecast], memo: inout FetchMemo
    ) -> PassageSummary {
        let levels = outlooks.map(\.judgement.level)
        let worst = (levels + legs.map(\.level)).max() ?? .unknown
        let firstRed = levels.firstIndex(of: .red)
        let hasLand = land?.hasLand ?? false
        let suggestion =
            worst.isAcceptable || places.isEmpty || hasLand
            ? nil : laterDeparture(places, forecasts: forecasts, memo: &memo)
        let landLeg = legs.first { $0.land == .land }.map { $0.number - 1 }
        var summary = PassageSummary(
            worstRisk: worst, worstLegIndex: landLeg ?? Self.worstLeg(legs), firstRedIndex: firstRed,
            firstRedTime: firstRed.map { outlooks[$0].waypoint.eta }, suggestedDeparture: suggestion,
            usesDefaultLimits: limits.usesDefaultLimits)
        summary.landFlagged = hasLand
        return summary
    }

    /// The worst leg (index of its first waypoint): the worse level, then the worse worst point (wind, gusts, sea),
    /// then the earlier leg; nil when nothing could be judged anywhere (a "worst" leg would mean nothing).
    static func worstLeg(_ legs: [LegOutlook]) -> Int? {
        let judged = legs.filter { $0.worstPoint.map { $0.outlook.judgement.level != .unknown } ?? false }
        guard !judged.isEmpty else { return nil }
        func rank(_ leg: LegOutlook) -> [Double] { [Double(leg.level.severity)] + (leg.worstPoint?.rank ?? []) }
        var worst = legs[0]
        for leg in legs.dropFirst() where rank(worst).lexicographicallyPrecedes(rank(leg)) { worst = leg }
        return worst.number - 1
    }

    /// The first whole-hour delay after which every judged point is green or yellow, as a departure time.
    private func laterDeparture(
        _ places: [(PassageWaypoint, LocationForecast?)], forecasts: [LocationForecast], memo: inout FetchMemo
    ) -> Date? {
        guard let horizon = forecasts.compactMap(\.horizon).min(), let lastEta = places.map(\.0.eta).max(),
            let departure = places.first?.0.eta
        else { return nil }
        let available = Int((horizon.timeIntervalSince(lastEta) / 3600).rounded(.down))
        guard available >= 1 else { return nil }
        for delay in 1...min(available, Self.maximumDelayHours) {
            let shift = TimeInterval(delay * 3600)
            let acceptable = places.allSatisfy { place in
                var moved = place.0
                moved.eta += shift
                return outlook(moved, forecast: place.1, memo: &memo).judgement.level.isAcceptable
            }
            if acceptable { return departure + shift }
        }
        return nil
    }
}
