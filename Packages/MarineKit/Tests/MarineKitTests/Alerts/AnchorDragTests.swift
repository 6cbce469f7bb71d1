import Expectations
import Foundation
import Testing

@testable import MarineKit

/// The anchor alarm on generated tracks with GPS glitches.
///
/// Seeded, so every run sees the same tracks: a boat that
/// swings at anchor, drags out of the 50 m circle and is re-anchored near the old spot. A glitch is a single fix
/// thrown back near the anchor (or far out), as a receiver's multipath jump is.
@Suite struct AnchorDragTests {
    typealias T = TrackingTestData

    /// SplitMix64 (Steele, Lea, Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014).
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A generated track of 480 one-second fixes.
    ///
    /// Swinging within 25 m (0–99 s), dragging at 0.5 m/s from 25 m (100–299 s, out of
    /// the circle at 150 s), motored back and re-anchored 15 m from the old spot (300–479 s). One fix in 8 is a
    /// glitch: while dragging it lands within 10 m of the anchor, while re-anchored 120 m out (never two in a row).
    static func track(seed: UInt64) -> [(fix: PositionFix, glitch: Bool)] {
        var random = SplitMix64(state: seed)
        var previousGlitch = false
        return (0..<480).map { second in
            let time = Double(second)
            let glitch = Int.random(in: 0..<8, using: &random) == 0 && !(second >= 300 && previousGlitch)
            previousGlitch = glitch
            let angle = Double.random(in: 0..<(2 * .pi), using: &random)
            let distance: Double
            switch second {
            case ..<100: distance = Double.random(in: 0...25, using: &random)
            case ..<300: distance = glitch ? Double.random(in: 0...10, using: &random) : 25 + 0.5 * (time - 100)
            default: distance = glitch ? 120 : 15 + Double.random(in: -3...3, using: &random)
            }
            let fix = T.fix(time, north: distance * cos(angle), east: distance * sin(angle))
            return (fix, glitch && second >= 100)
        }
    }

    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func dragRaisesOnceAndClearsOnlyAfterASustainedReturn(seed: UInt64) throws {
        var watch = AnchorWatch(latitude: 37, longitude: 27, geometry: T.geometry)
        var events: [AlertEvent] = []
        for point in Self.track(seed: seed) { watch.update(point.fix) { events.append($0) } }
        expectEqual(events.map(\.kind), [.anchorAlarm, .anchorAlarmCleared], "\(events.map(\.kind))")
        let raised = try #require(events.first).time.timeIntervalSince(T.start)
        #expect(raised >= 152 && raised < 200)  // three fixes out, unless glitches delay it
        // Never cleared while dragging (glitches near the anchor), and only about 30 s after the return at 300 s
        // (a glitch near the anchor in the last seconds of the drag may start the wait a few seconds early).
        let cleared = try #require(events.last).time.timeIntervalSince(T.start)
        #expect(cleared >= 320 && cleared < 340, "cleared at \(cleared) s")
        #expect(!watch.isAlarming)
    }

    @Test func theOldRuleWouldHaveClearedOnAGlitch() {
        // The same tracks hold glitches that the one-fix-inside rule turned into "back inside" while dragging.
        let glitchesWhileDragging = Self.track(seed: 42).filter { point in
            point.glitch && point.fix.time.timeIntervalSince(T.start) < 300
                && point.fix.time.timeIntervalSince(T.start) > 160
        }
        #expect(!glitchesWhileDragging.isEmpty)
    }
}
