import Expectations
import Foundation
import Testing

@testable import MarineKit

/// Alarms repeat until acknowledged or cleared (``AlarmBoard``); notices are said once.
@Suite struct AlarmBoardTests {
    static let start = Date(timeIntervalSince1970: 1_780_315_200)  // 2026-06-01T12:00:00Z

    static func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    @Test func anAlarmRepeatsEveryMinuteUntilAcknowledged() {
        var board = AlarmBoard()
        board.note(AlertEvent(kind: .anchorAlarm, time: Self.at(0), distanceMeters: 62), now: Self.at(0))
        board.note(AlertEvent(kind: .arrival, time: Self.at(1), waypoint: "Kos"), now: Self.at(1))
        expectEqual(board.alarms.map(\.event.kind), [.anchorAlarm])
        #expect(board.repeatsDue(now: Self.at(59)).isEmpty && board.nextRepeat == Self.at(60))
        let first = board.repeatsDue(now: Self.at(60))
        #expect(first.map(\.kind) == [.anchorAlarm] && first.map(\.repetition) == [1])
        #expect(first.first?.time == Self.at(60) && first.first?.distanceMeters == 62)
        #expect(board.repeatsDue(now: Self.at(119)).isEmpty)
        expectEqual(board.repeatsDue(now: Self.at(120)).map(\.repetition), [2])
        expectEqual(board.acknowledge(now: Self.at(130)), [.anchorAlarm])
        #expect(board.acknowledge(now: Self.at(131)).isEmpty)  // nothing sounding any more
        #expect(board.repeatsDue(now: Self.at(600)).isEmpty && board.nextRepeat == nil)
        #expect(board.alarms.map(\.event.kind) == [.anchorAlarm])  // still active, silent
        board.note(AlertEvent(kind: .anchorAlarmCleared, time: Self.at(700)), now: Self.at(700))
        #expect(board.alarms.isEmpty)
        board.note(AlertEvent(kind: .anchorAlarm, time: Self.at(800)), now: Self.at(800))
        #expect(board.repeatsDue(now: Self.at(860)).map(\.repetition) == [1])  // raised again: sounds again
    }

    /// (kind, seconds between repetitions).
    @Test(arguments: [(AlertKind.anchorAlarm, 60.0), (.gpsLost, 60), (.deviation, 60), (.weather, 900)])
    func intervals(kind: AlertKind, seconds: Double) {
        var board = AlarmBoard()
        board.note(AlertEvent(kind: kind, time: Self.at(0)), now: Self.at(0))
        #expect(board.repeatsDue(now: Self.at(seconds - 1)).isEmpty)
        expectEqual(board.repeatsDue(now: Self.at(seconds)).count, 1)
    }

    @Test func acknowledgingOneKindLeavesTheOthersSounding() {
        var board = AlarmBoard()
        board.note(AlertEvent(kind: .gpsLost, time: Self.at(0)), now: Self.at(0))
        board.note(AlertEvent(kind: .anchorAlarm, time: Self.at(5)), now: Self.at(5))
        expectEqual(board.acknowledge(.gpsLost, now: Self.at(10)), [.gpsLost])
        expectEqual(board.repeatsDue(now: Self.at(65)).map(\.kind), [.anchorAlarm])
        board.note(AlertEvent(kind: .gpsRestored, time: Self.at(70)), now: Self.at(70))
        expectEqual(board.alarms.map(\.event.kind), [.anchorAlarm])
    }

    @Test func kinds() {
        expectEqual(AlertKind.allCases.filter(\.isAlarm), [.deviation, .anchorAlarm, .gpsLost, .weather])
        expectEqual(AlertKind.allCases.compactMap(\.clearedAlarm), [.deviation, .anchorAlarm, .gpsLost, .weather])
    }
}
