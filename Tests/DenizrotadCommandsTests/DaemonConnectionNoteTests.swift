import Expectations
import Foundation
import Localization
import MarineKit
import MarineKitTestSupport
import PosixKit
import Testing

@testable import DenizrotadCommands

/// gpsd down is one human line on standard error per change of state, not only JSON lines (issue 30), with
/// `--quiet` and `--verbose`.
@Suite struct DaemonConnectionNoteTests {
    final class Lines: @unchecked Sendable {
        var all: [String] = []
    }

    /// A source that only has a name (the statuses are fed to the daemon directly).
    final class NamedSource: PositionSource {
        let name = "gpsd://127.0.0.1:2947"
        let isReplay = false
        var readiness: PositionSourceReadiness { .finished }
        func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus { .ended }
        func close() {}
    }

    /// Up, refused three times (waits 1, 2, 4 s), up, refused again, up.
    static let statuses: [(PositionSourceStatus, String?)] = [
        (.connected, nil), (.disconnected(retryAfter: 1), "connect: Connection refused"),
        (.disconnected(retryAfter: 2), "connect: Connection refused"), (.disconnected(retryAfter: 4), nil),
        (.connected, nil), (.disconnected(retryAfter: 8), nil), (.connected, nil),
    ]

    static let down =
        "warning: gpsd://127.0.0.1:2947 is not answering (connect: Connection refused); trying again in 1 s"
    static let downAgain = "warning: gpsd://127.0.0.1:2947 is not answering; trying again in 8 s"
    static let back = "gpsd://127.0.0.1:2947 answers again"

    static let cases: [(DaemonVerbosity, [String])] = [
        (.quiet, []),
        (.normal, [down, back, downAgain, back]),
        (
            .verbose,
            [
                "connected to gpsd://127.0.0.1:2947", down,
                "gpsd://127.0.0.1:2947 is still not answering; trying again in 2 s",
                "gpsd://127.0.0.1:2947 is still not answering; trying again in 4 s", back, downAgain, back,
            ]
        ),
    ]

    @Test(arguments: cases)
    func oneLinePerChange(verbosity: DaemonVerbosity, expected: [String]) throws {
        let lines = Lines()
        let localizer = Localizer(language: .english, sets: DenizrotadTool.catalogs)
        var parts = Daemon.Parts(
            source: NamedSource(), store: InMemoryTripStore(), geometry: GeodesicTrackGeometry(), automation: nil,
            recordAtStart: false, signals: try SignalPipe(signals: []), control: nil, notifier: nil, loadRoute: nil,
            weather: nil, loadBoat: nil, emit: { _ in }, log: { lines.all.append("warning: " + $0) },
            text: { localizer.text($0, arguments: $1) }, message: { localizer.message(for: $0) }, clock: { Date() })
        parts.note = { lines.all.append($0) }
        parts.verbosity = verbosity
        let daemon = Daemon(parts: parts)
        for (status, reason) in Self.statuses { daemon.noteConnection(status, reason: reason) }
        expectEqual(lines.all, expected)
    }
}
