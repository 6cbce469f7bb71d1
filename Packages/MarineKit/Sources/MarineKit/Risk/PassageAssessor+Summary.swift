import Foundation

extension PassageAssessor {
    /// Longest departure delay searched, hours: the days of forecast requested (``OpenMeteoOptions/Query/forecastDays``).
    static let maximumDelayHours = 24 * OpenMeteoOptions.standard.query.forecastDays

    func summarize(
        _ outlooks: [WaypointOutlook], legs: [LegOutlook], waypoints: [PassageWaypoint],
        forecasts: [LocationForecast], memo: inout FetchMemo
    ) -> PassageSummary {
        let levels = outlooks.map(\.judgement.level)
        let worst = (levels + legs.map(\.level)).max() ?? .unknown
        let firstRed = levels.firstIndex(of: .red)
        let hasLand = land?.hasLand ?? false
        let suggestion =
            worst.isAcceptable || waypoints.isEmpty || hasLand
            ? nil : laterDeparture(waypoints, forecasts: forecasts, memo: &memo)
        let landLeg = legs.first { $0.land == .land }.map { $0.number - 1 }
        var summary = PassageSummary(
            worstRisk: worst, worstLegIndex: landLeg ?? Self.worstLeg(outlooks), firstRedIndex: firstRed,
            firstRedTime: firstRed.map { waypoints[$0].eta }, suggestedDeparture: suggestion,
            usesDefaultLimits: limits.usesDefaultLimits)
        summary.landFlagged = hasLand
        return summary
    }

    /// The worst leg: the worse end level, then the higher wind at either end, then the earlier leg; nil when
    /// nothing could be judged at any waypoint (a "worst" leg would mean nothing).
    static func worstLeg(_ outlooks: [WaypointOutlook]) -> Int? {
        guard outlooks.count >= 2, outlooks.contains(where: { $0.judgement.level != .unknown }) else { return nil }
        func rank(_ leg: Int) -> (Int, Double) {
            let ends = [outlooks[leg], outlooks[leg + 1]]
            let level = ends.map(\.judgement.level).max() ?? .unknown
            let wind = ends.compactMap { $0.conditions?.windKnots }.max() ?? 0
            return (level.severity, wind)
        }
        return (0..<(outlooks.count - 1)).max { rank($0) < rank($1) || (rank($0) == rank($1) && $0 > $1) }
    }

    /// The first whole-hour delay after which every waypoint is green or yellow, as a departure time.
    private func laterDeparture(
        _ waypoints: [PassageWaypoint], forecasts: [LocationForecast], memo: inout FetchMemo
    ) -> Date? {
        guard let horizon = forecasts.compactMap(\.horizon).min(), let lastEta = waypoints.map(\.eta).max() else {
            return nil
        }
        let available = Int((horizon.timeIntervalSince(lastEta) / 3600).rounded(.down))
        guard available >= 1 else { return nil }
        for delay in 1...min(available, Self.maximumDelayHours) {
            let shift = TimeInterval(delay * 3600)
            let acceptable = waypoints.indices.allSatisfy { index in
                var moved = waypoints[index]
                moved.eta += shift
                let forecast = forecasts.indices.contains(index) ? forecasts[index] : nil
                return outlook(moved, index: index, forecast: forecast, memo: &memo).judgement.level.isAcceptable
            }
            if acceptable { return waypoints[0].eta + shift }
        }
        return nil
    }
}
