import Foundation

extension Geodesic {
    /// Cross-track and along-track distance of `position` relative to the geodesic leg `start` → `end`.
    ///
    /// Finds the foot of the perpendicular on the ellipsoidal geodesic by iteration: from a trial point P at
    /// distance s along the leg, the geodesic P → position meets the leg at angle θ; the foot moves by
    /// d·cos θ until the step is below a micrometre (the planar update, which converges fast for positions
    /// near the leg). Meant for navigation: positions within a few hundred kilometres of the leg.
    public func progress(of position: GeoCoordinate, along start: GeoCoordinate, to end: GeoCoordinate) -> LegProgress {
        let leg = inverse(from: start, to: end)
        var along = 0.0
        var offset = inverse(from: start, to: position)
        var trackAzimuth = leg.initialAzimuth
        for _ in 0..<20 {
            let theta = (offset.initialAzimuth - trackAzimuth) * AngleMath.radiansPerDegree
            let step = offset.distance * cos(theta)
            along += step
            let foot = direct(from: start, azimuth: leg.initialAzimuth, distance: along)
            trackAzimuth = foot.finalAzimuth
            offset = inverse(from: foot.destination, to: position)
            if abs(step) < 1e-6 { break }
        }
        let theta = (offset.initialAzimuth - trackAzimuth) * AngleMath.radiansPerDegree
        let side: Double = sin(theta) < 0 ? -1 : 1
        return LegProgress(crossTrack: side * offset.distance, alongTrack: along, legLength: leg.distance)
    }
}
