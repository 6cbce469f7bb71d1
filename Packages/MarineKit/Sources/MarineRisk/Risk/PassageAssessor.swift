import Foundation

/// Judges a passage: for each waypoint, the forecast hour at its ETA, the upwind fetch, the local wind-sea
/// estimate, the sea height that results and the risk against the boat's limits; then the summary.
///
/// Sea height: the wind sea is the model's `wind_wave_height`, replaced by the fetch-limited estimate when
/// that is smaller (sheltered water); with a swell height it is combined as √(swell² + windsea²), as
/// tremo/DenizRota-ios `WeatherService.swift` does. Without a wind-sea/swell split the model's total `wave_height`
/// is used, and with no marine data at all the estimate alone. Fetch is measured for the wind direction rounded to whole degrees.
public struct PassageAssessor: Sendable {
    /// The thresholds.
    public var limits: RiskLimits
    /// The fetch calculator; nil skips fetch and the local estimate.
    public var fetch: (any FetchMeasuring)?
    /// The wind-sea growth law (CEM 2003 by default).
    public var growth: WindSeaGrowth
    /// How long the wind has blown, seconds; nil means fetch-limited (unknown duration, the conservative case).
    public var windDurationSeconds: Double?
    /// The route's land check (same order as the waypoints), or nil to judge the weather only.
    ///
    /// A waypoint on land and a leg across land are red whatever the weather; no later departure is searched.
    public var land: RouteLandReport?

    /// Creates an assessor.
    public init(
        limits: RiskLimits, fetch: (any FetchMeasuring)?, growth: WindSeaGrowth = WindSeaGrowth(),
        windDurationSeconds: Double? = nil
    ) {
        self.limits = limits
        self.fetch = fetch
        self.growth = growth
        self.windDurationSeconds = windDurationSeconds
    }

    /// Judges `waypoints`, whose forecasts are `forecasts[i]` (same order; a missing entry counts as no data), at
    /// their ETAs only; each leg is the worse of its ends.
    public func assess(_ waypoints: [PassageWaypoint], forecasts: [LocationForecast]) -> PassageAssessment {
        assess(waypoints, forecasts: forecasts, samples: [], sampleForecasts: [])
    }

    /// Judges `waypoints` and the points between them (``LegSampling``): each leg is the worst of its judged points,
    /// and a later departure is suggested only when it keeps every one of them green or yellow.
    ///
    /// - Parameters:
    ///   - waypoints: the passage's waypoints with their ETAs.
    ///   - forecasts: the forecast at each waypoint (same order; a missing entry counts as no data).
    ///   - samples: the points between the waypoints, usually `LegSampling().samples(along: waypoints)`.
    ///   - sampleForecasts: the forecast at each sample (same order).
    /// - Returns: the assessment; ``LegOutlook/samples`` holds the judged points between each leg's waypoints and
    ///   ``LegOutlook/worstPoint`` says where and when each leg is worst.
    public func assess(
        _ waypoints: [PassageWaypoint], forecasts: [LocationForecast], samples: [LegSample],
        sampleForecasts: [LocationForecast]
    ) -> PassageAssessment {
        var memo = FetchMemo()
        var outlooks = waypoints.enumerated().map { index, waypoint in
            outlook(waypoint, forecast: forecasts[safe: index], memo: &memo)
        }
        for index in outlooks.indices where land?.waypoints[safe: index] == .land {
            outlooks[index].judgement.flagLand()
        }
        let places = samples.enumerated().compactMap { index, sample -> (LegSample, PassageWaypoint)? in
            guard let start = waypoints[safe: sample.leg - 1] else { return nil }
            return (sample, PassageWaypoint(name: start.name, location: sample.location, eta: sample.time))
        }
        let between = places.enumerated().map { index, place in
            LegPointOutlook(
                distanceFromStartMeters: place.0.distanceFromStartMeters, waypointIndex: nil,
                outlook: outlook(place.1, forecast: sampleForecasts[safe: index], memo: &memo))
        }
        let legs = Self.legs(outlooks, between: between, legNumbers: places.map(\.0.leg), land: land)
        let judged =
            zip(waypoints, waypoints.indices.map { forecasts[safe: $0] }).map { ($0, $1) }
            + places.enumerated().map { ($1.1, sampleForecasts[safe: $0]) }
        let summary = summarize(outlooks, legs: legs, places: judged, forecasts: forecasts, memo: &memo)
        return PassageAssessment(waypoints: outlooks, legs: legs, summary: summary, limits: limits, land: land)
    }

    /// Each leg: red when it crosses land, else the worst of its ends and the points between them.
    static func legs(
        _ outlooks: [WaypointOutlook], between: [LegPointOutlook], legNumbers: [Int], land: RouteLandReport?
    ) -> [LegOutlook] {
        var inner = [Int: [LegPointOutlook]]()
        for (number, point) in zip(legNumbers, between) { inner[number, default: []].append(point) }
        return zip(outlooks, outlooks.dropFirst()).enumerated().map { index, ends in
            let length = Geodesic.wgs84.inverse(from: ends.0.waypoint.location, to: ends.1.waypoint.location).distance
            let samples = inner[index + 1] ?? []
            let points =
                [LegPointOutlook(distanceFromStartMeters: 0, waypointIndex: index, outlook: ends.0)] + samples
                + [LegPointOutlook(distanceFromStartMeters: length, waypointIndex: index + 1, outlook: ends.1)]
            var worst = points[0]
            for point in points.dropFirst() where point.isWorse(than: worst) { worst = point }
            let status = land?.legs[safe: index] ?? .noData
            return LegOutlook(
                number: index + 1, land: status, level: status == .land ? .red : worst.outlook.judgement.level,
                worstPoint: worst, judgedPoints: points.count, samples: samples)
        }
    }

    func outlook(_ waypoint: PassageWaypoint, forecast: LocationForecast?, memo: inout FetchMemo) -> WaypointOutlook {
        let conditions = forecast?.conditions(at: waypoint.eta)
        var measured: FetchMeasurement?
        var failure: FetchError?
        if let fetch, let direction = conditions?.windFromDegrees {
            (measured, failure) = memo.measure(fetch, at: waypoint.location, windFrom: direction)
        }
        let estimate = zip(conditions?.windKnots, measured).map { knots, fetch in
            growth.estimate(
                windSpeed: WindSpeedUnit.knots.metersPerSecondPerUnit * knots, fetchMeters: fetch.straightLineMeters,
                durationSeconds: windDurationSeconds)
        }
        let sea = conditions.flatMap { Self.seaHeight($0, estimate: estimate?.significantHeight) }
        let judgement = RiskJudgement(
            windKnots: conditions?.windKnots, gustKnots: conditions?.gustKnots, waveHeight: sea, limits: limits)
        return WaypointOutlook(
            waypoint: waypoint, conditions: conditions, fetch: measured, fetchError: failure,
            estimatedWindSea: estimate, seaHeight: sea, judgement: judgement)
    }

    /// The significant height judged at a waypoint (see the type's documentation).
    static func seaHeight(_ conditions: HourlyConditions, estimate: Double?) -> Double? {
        let windSea = SeaStateCombination.shelteredWindSea(model: conditions.windWaveHeight, estimate: estimate)
        if let swell = conditions.swellHeight, let windSea {
            return SeaStateCombination.combinedHeight(swell: swell, windSea: windSea)
        }
        return conditions.waveHeight ?? windSea ?? conditions.swellHeight
    }
}

extension Array {
    /// The element at `index`, or nil outside the array.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// Pairs two optionals.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
