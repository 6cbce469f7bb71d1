import Expectations
import Foundation
import MarineKitTestSupport
import Testing

@testable import MarineKit

/// Issue 29: `--auto-trip` judges speed by the trip figures' rules — the receiver's SOG when it has one, else the
/// filtered track — so GPS noise at rest never starts a trip and a real departure does.
@Suite("Automatic trips on a noisy GPS: generated logs with known truth")
struct TripAutoStartNoiseTests {
    /// One generated log and when its trip must start and stop, seconds after ``NoisyTrack/start`` (nil: never).
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let legs: [NoisyTrack.Leg]
        let noise: NoisyTrack.Noise
        let start: ClosedRange<Double>?
        let stop: ClosedRange<Double>?
        var testDescription: String { name }
    }

    static let rest = [NoisyTrack.Leg(seconds: 3600, knots: 0)]
    static let departure = [NoisyTrack.Leg(seconds: 300, knots: 0), .init(seconds: 1200, knots: 6)]
    static let passageThenMoored = [NoisyTrack.Leg(seconds: 1200, knots: 6), .init(seconds: 2400, knots: 0)]
    static let harbour = NoisyTrack.Noise(white: 3, wander: 15, wanderSeconds: 60, reportedAccuracy: 15)

    /// The cases, from the noise models.
    ///
    /// At rest: 40 m white noise (eph 38 m, under the 50 m fix filter) or 40 m wander, with and without SOG —
    /// the old speed (consecutive fixes) read ~20 m/s at rest and started at once. Departures after 5 min at rest
    /// start within a minute of casting off (60 s under way is the rule, plus up to 30 s for the chord to leave
    /// the noise without SOG); a passage then 40 min moored stops 10 min after mooring.
    static let cases: [Case] = [
        Case(
            name: "rest-white", legs: rest, noise: .init(white: 40, reportedAccuracy: 38), start: nil, stop: nil),
        Case(
            name: "rest-white-nosog", legs: rest, noise: .init(white: 40, reportedAccuracy: 38, speedNoiseKnots: nil),
            start: nil, stop: nil),
        Case(
            name: "rest-wander-nosog", legs: rest,
            noise: .init(white: 3, wander: 40, wanderSeconds: 60, reportedAccuracy: 38, speedNoiseKnots: nil),
            start: nil, stop: nil),
        Case(name: "departure", legs: departure, noise: harbour, start: 300...305, stop: nil),
        Case(
            name: "departure-nosog", legs: departure,
            noise: .init(white: 3, wander: 15, wanderSeconds: 60, reportedAccuracy: 15, speedNoiseKnots: nil),
            start: 300...340, stop: nil),
        Case(name: "passage-moored", legs: passageThenMoored, noise: harbour, start: 0...5, stop: 1800...1830),
        Case(
            name: "passage-moored-nosog", legs: passageThenMoored,
            noise: .init(white: 3, wander: 15, wanderSeconds: 60, reportedAccuracy: 15, speedNoiseKnots: nil),
            start: 0...40, stop: 1800...1860),
    ]

    @Test("noise at rest never starts a trip; a departure starts one, mooring stops it", arguments: cases, [3, 8])
    func automaticTrip(_ testCase: Case, seed: UInt64) {
        let track = NoisyTrack(legs: testCase.legs, noise: testCase.noise, seed: seed)
        var tracker = TripTracker(geometry: SphericalTrackGeometry(), automation: TripAutomation())
        var started: Double?
        var stopped: Double?
        for fix in track.fixes {
            tracker.ingest(fix) { event in
                switch event {
                case .started(let time, _) where started == nil: started = time.timeIntervalSince(NoisyTrack.start)
                case .stopped(let time, _) where stopped == nil: stopped = time.timeIntervalSince(NoisyTrack.start)
                default: break
                }
            }
        }
        if let window = testCase.start {
            expectEqual(started.map(window.contains), true, "started at \(String(describing: started))")
        } else {
            #expect(started == nil, "started at \(String(describing: started))")
        }
        if let window = testCase.stop {
            expectEqual(stopped.map(window.contains), true, "stopped at \(String(describing: stopped))")
        }
    }
}
