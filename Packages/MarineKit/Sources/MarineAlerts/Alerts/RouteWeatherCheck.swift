import Foundation

/// The daemon's weather check along the route still to sail: the boat's position now, then the remaining waypoints
/// at the boat's speed, judged along every leg by the rule `denizrota plan` uses (``LegSampling``,
/// ``PassageAssessor``) for the next ``hoursAhead`` hours; the verdict names the first red point ("leg 2, 7.8 nm
/// after Mouth: wind 34 kn > 25 kn at …").
package struct RouteWeatherCheck: Sendable {
    /// The boat's limits.
    public var limits: BoatLimits
    /// Hours ahead that are judged (6, as ``WeatherLimitCheck``).
    public var hoursAhead: Double
    /// Where the legs are judged between their waypoints.
    public var sampling = LegSampling()

    /// Creates a check.
    public init(limits: BoatLimits, hoursAhead: Double = 6) {
        self.limits = limits
        self.hoursAhead = hoursAhead
    }

    /// The passage ahead: `position` at `now`, then `waypoints` at `speedKnots`, ending at the point reached after
    /// ``hoursAhead`` hours (or at the last waypoint).
    public func passage(from position: GeoCoordinate, now: Date, waypoints: [Waypoint], speedKnots: Double)
        -> [PassageWaypoint]
    {
        let speed = max(speedKnots, 0.1) * 1852 / 3600  // m/s; 1 kn = 1852 m per 3600 s
        let end = now.addingTimeInterval(hoursAhead * 3600)
        var points = [PassageWaypoint(name: "", location: position, eta: now)]
        for waypoint in waypoints {
            guard let last = points.last, last.eta < end else { break }
            let line = sampling.geodesic.inverse(from: last.location, to: waypoint.coordinate)
            let eta = last.eta.addingTimeInterval(line.distance / speed)
            if eta <= end {
                points.append(PassageWaypoint(name: waypoint.name, location: waypoint.coordinate, eta: eta))
            } else {
                let reached = end.timeIntervalSince(last.eta) * speed
                let place = sampling.geodesic.direct(
                    from: last.location, azimuth: line.initialAzimuth, distance: reached
                ).destination
                points.append(PassageWaypoint(name: waypoint.name, location: place, eta: end))
            }
        }
        return points
    }

    /// The verdict for a judged passage ahead (``PassageAssessor`` over the boat's limits, no fetch): the first red
    /// point along the legs, with the first quantity over its limit there.
    public func assess(_ assessment: PassageAssessment) -> WeatherAssessment {
        for leg in assessment.legs where leg.level == .red {
            guard let point = leg.worstPoint, let over = exceedance(point.outlook) else { continue }
            let unit = over.quantity == .wave ? "m" : "kn"
            let start = assessment.waypoints[leg.number - 1].waypoint.name
            let place =
                "leg \(leg.number), " + String(format: "%.1f", point.distanceFromStartMeters / 1852) + " nm after "
                + (start.isEmpty ? "the boat" : start)
            var verdict = WeatherAssessment(
                exceedsLimits: true,
                summary: "\(place): \(over.quantity.rawValue) \(Self.text(over.value)) \(unit) > "
                    + "\(Self.text(over.limit)) \(unit) at \(UTCTimestamp.iso8601(over.time))")
            verdict.exceedance = over
            return verdict
        }
        return WeatherAssessment(
            exceedsLimits: false, summary: "within limits along the route for \(Int(hoursAhead)) h")
    }

    /// The first of wind, gusts and waves over its limit at a judged point.
    func exceedance(_ outlook: WaypointOutlook) -> WeatherExceedance? {
        guard let hour = outlook.conditions else { return nil }
        let checks: [(RiskJudgement.Quantity, Double?, Double)] = [
            (.wind, hour.windKnots, limits.maxWindKnots), (.gust, hour.gustKnots, limits.maxGustKnots),
            (.wave, outlook.seaHeight, limits.maxWaveMeters),
        ]
        for (quantity, value, limit) in checks where outlook.judgement.byQuantity[quantity] == .red {
            if let value { return WeatherExceedance(quantity: quantity, value: value, limit: limit, time: hour.time) }
        }
        return nil
    }

    private static func text(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
