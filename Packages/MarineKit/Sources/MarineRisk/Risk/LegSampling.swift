import Foundation

/// Where a passage is judged between its waypoints: the rule `denizrota plan` and the daemon's weather watch share.
///
/// On each leg, besides its two waypoints (judged at their ETAs), the forecast is judged at
/// - every whole UTC hour the boat is on the leg (so each forecast hour the leg crosses is read: a time is judged with
///   the forecast hour nearest to it, and an hour whose instant falls outside the leg is nearest to one of its
///   ends), and
/// - the points that cut the leg into equal parts no longer than ``spacingMeters`` (2 nm by default, below the
///   grid spacing of the models behind Open-Meteo's forecast and marine APIs, several kilometres), each at the
///   time the boat passes it at the leg's constant planned speed.
///
/// A whole-hour point reads the forecast of the nearest evenly spaced point or leg end (``LegSample/forecastLocation``,
/// at most 1 nm away), so the positions requested depend only on the route, not on the departure time.
///
/// Cost: a leg of `d` nm adds about `d / 2` positions to the forecast request (a 14.7 nm leg: 7) and is judged at
/// about `d / 2 + h` points for `h` hours on it. The positions go into the same single request per API as the
/// waypoints; positions in the same 0.01° cell are asked once (``OpenMeteoWeatherService``).
public struct LegSampling: Sendable {
    /// Default longest distance between two judged points of a leg: 2 nm = 3704 m (1 nm = 1852 m).
    public static let defaultSpacingMeters = 2 * 1852.0
    /// Most whole-hour points on one leg: 16 days (Open-Meteo's longest forecast); later hours have no forecast.
    public static let maximumHourPoints = 16 * 24

    /// Longest distance between two judged points of a leg, metres (> 0).
    public var spacingMeters: Double
    /// The geodesic the points are placed on (the one MarineKit's `RoutePlanner` measures legs with).
    public var geodesic: Geodesic

    /// Creates the rule; a spacing that is not a positive number falls back to ``defaultSpacingMeters``.
    public init(spacingMeters: Double = LegSampling.defaultSpacingMeters, geodesic: Geodesic = .wgs84) {
        self.spacingMeters = spacingMeters.isFinite && spacingMeters > 0 ? spacingMeters : Self.defaultSpacingMeters
        self.geodesic = geodesic
    }

    /// The points strictly between consecutive waypoints, in route order (the waypoints themselves are not repeated).
    public func samples(along waypoints: [PassageWaypoint]) -> [LegSample] {
        zip(waypoints, waypoints.dropFirst()).enumerated().flatMap { offset, ends in
            samples(leg: offset + 1, from: ends.0, to: ends.1)
        }
    }

    /// The points of one leg, in order of distance.
    func samples(leg: Int, from start: PassageWaypoint, to end: PassageWaypoint) -> [LegSample] {
        let line = geodesic.inverse(from: start.location, to: end.location)
        guard line.distance.isFinite, line.distance > 0 else { return [] }
        let duration = end.eta.timeIntervalSince(start.eta)
        let spaced = spacingFractions(line.distance)
        func point(_ fraction: Double) -> GeoCoordinate {
            if fraction <= 0 { return start.location }
            if fraction >= 1 { return end.location }
            return geodesic.direct(
                from: start.location, azimuth: line.initialAzimuth, distance: fraction * line.distance
            )
            .destination
        }
        let anchors: [Double] = [0.0] + spaced + [1.0]
        let hours: [Double] = hourFractions(start.eta, duration).filter { (hour: Double) -> Bool in
            !spaced.contains { (other: Double) -> Bool in abs(other - hour) < 1e-9 }
        }
        // Each sample as (fraction where it is judged, fraction whose forecast it reads); types spelled out: the
        // inferred form of this expression took 9.4 s to type-check in every build (-debug-time-function-bodies).
        var pairs: [(Double, Double)] = spaced.map { (fraction: Double) -> (Double, Double) in (fraction, fraction) }
        for hour in hours {
            let nearest: Double =
                anchors.min { (a: Double, b: Double) -> Bool in abs(a - hour) < abs(b - hour) } ?? hour
            pairs.append((hour, nearest))
        }
        let inside: [(Double, Double)] = pairs.filter { (pair: (Double, Double)) -> Bool in pair.0 > 0 && pair.0 < 1 }
        let fractions = inside.sorted { (a: (Double, Double), b: (Double, Double)) -> Bool in a.0 < b.0 }
        return fractions.map { fraction, anchor in
            LegSample(
                leg: leg, distanceFromStartMeters: fraction * line.distance, location: point(fraction),
                time: start.eta.addingTimeInterval(fraction * max(0, duration)), forecastLocation: point(anchor))
        }
    }

    private func spacingFractions(_ distance: Double) -> [Double] {
        let parts = Int(min(1e6, (distance / spacingMeters).rounded(.up)))
        guard parts > 1 else { return [] }
        return (1..<parts).map { Double($0) / Double(parts) }
    }

    /// Fractions of the leg at which the clock shows a whole UTC hour.
    private func hourFractions(_ start: Date, _ duration: TimeInterval) -> [Double] {
        guard duration.isFinite, duration > 0 else { return [] }
        let first = (start.timeIntervalSince1970 / 3600).rounded(.up) * 3600
        var fractions: [Double] = []
        var hour = first
        while hour < start.timeIntervalSince1970 + duration, fractions.count < Self.maximumHourPoints {
            fractions.append((hour - start.timeIntervalSince1970) / duration)
            hour += 3600
        }
        return fractions
    }
}
