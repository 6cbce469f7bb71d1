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
/// Cost: a leg of `d` nm sailed in `h` hours adds about `d / 2 + h` points (a 15.7 nm leg at 6 kn: 7 + 2 = 9).
/// They go into the same single request per API as the waypoints; points in the same 0.01° cell are asked once
/// (``OpenMeteoWeatherService``).
public struct LegSampling: Sendable {
    /// Default longest distance between two judged points of a leg: 2 nm = 3704 m (1 nm = 1852 m).
    public static let defaultSpacingMeters = 2 * 1852.0
    /// Most whole-hour points on one leg: 16 days (Open-Meteo's longest forecast); later hours have no forecast.
    public static let maximumHourPoints = 16 * 24

    /// Longest distance between two judged points of a leg, metres (> 0).
    public var spacingMeters: Double
    /// The geodesic the points are placed on (the one ``RoutePlanner`` measures legs with).
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
        let fractions = (spacingFractions(line.distance) + hourFractions(start.eta, duration)).sorted()
        var kept: [Double] = []
        for fraction in fractions where fraction > 0 && fraction < 1 {
            if let last = kept.last, fraction - last < 1e-9 { continue }
            kept.append(fraction)
        }
        return kept.map { fraction in
            let distance = fraction * line.distance
            let point = geodesic.direct(from: start.location, azimuth: line.initialAzimuth, distance: distance)
            return LegSample(
                leg: leg, distanceFromStartMeters: distance, location: point.destination,
                time: start.eta.addingTimeInterval(fraction * max(0, duration)))
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
