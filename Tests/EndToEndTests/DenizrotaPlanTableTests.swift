import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import Testing

/// The `plan` table as a skipper reads it, in every language and with a local time beside UTC: every header starts
/// where its column starts, every row's cells stand in their columns (text on the left, figures on the right,
/// counted in terminal columns: a CJK character takes two), and every figure is recomputed from `plan --json` and
/// `route show --json` (ETAs from the legs' distances and speeds).
@Suite(.serialized) struct DenizrotaPlanTableTests {
    /// A cell of a printed line: its text and where it starts and ends, in terminal columns.
    struct Cell: Equatable {
        let text: String
        let start: Int
        let end: Int
    }

    /// # and figures line up on the right; waypoint, ETA and risk on the left.
    static let trailing: Set<Int> = [0, 3, 4, 5, 6, 7, 8, 9, 10]

    /// `DenizrotaPlanTests.gokova()` with a Turkish and a Japanese waypoint name (wide characters in the table).
    static func route() throws -> Route {
        let names = ["Gökova İskele", "湾口", "Knidos"]
        let points = zip(names, try DenizrotaPlanTests.gokova().waypoints).map {
            Waypoint(name: $0, coordinate: $1.coordinate)
        }
        return try Route(name: "gokova", waypoints: points)
    }

    /// The route set to depart tomorrow and what `plan --json` and `route show --json` say about it: the same for
    /// every language and zone, so made once for the suite (each case then runs only its `plan --lang`).
    struct Fixture: @unchecked Sendable {
        let environment: [String: String]
        let departure: Date
        let plan: [String: Any]
        let show: [String: Any]

        init() throws {
            environment = try DenizrotaPlanTests.environment(
                scenario: "fresh", route: try DenizrotaPlanTableTests.route())
            departure = DenizrotaPlanTableTests.departure()
            let set = try ToolRunner.run(
                "denizrota", ["route", "set", "gokova", "--depart", DenizrotaPlanTableTests.iso(departure)],
                environment: environment)
            expectEqual(set.status, 0, "\(set.standardError)")
            plan = try DenizrotaPlanTests.json(
                try ToolRunner.run("denizrota", ["plan", "gokova", "--json"], environment: environment).standardOutput)
            show = try DenizrotaPlanTests.json(
                try ToolRunner.run("denizrota", ["route", "show", "gokova", "--json"], environment: environment)
                    .standardOutput)
        }
    }

    static let fixture = Result { try Fixture() }

    @Test(arguments: ["en", "tr", "es", "fr", "de", "zh-Hans", "ja"], [false, true])
    func columnsLineUpAndFiguresAreTheJSONs(language: String, localTime: Bool) throws {
        let fixture = try Self.fixture.get()
        let (environment, departure, plan, show) = (fixture.environment, fixture.departure, fixture.plan, fixture.show)
        let zone = localTime ? ["--tz", "Europe/Istanbul"] : []
        let text = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--lang", language] + zone, environment: environment)
        expectEqual(text.status, 0, "\(text.standardError)")
        let waypoints = try #require(plan["waypoints"] as? [[String: Any]])
        let lines = text.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count > 2 + waypoints.count)
        let header = Self.cells(lines[2])
        let rows = lines[3..<(3 + waypoints.count)].map(Self.cells)
        expectEqual(header.count, 12, "\(lines[2])")
        Self.expectAligned(header: header, rows: rows, output: text.standardOutput)
        let comma = ["tr", "es", "fr", "de"].contains(language)
        for (row, waypoint) in zip(rows, waypoints) where row.count == 12 {
            var printed = row.map(\.text)
            printed[2] = "(ETA)"
            printed[11] = "(risk)"
            expectEqual(printed, Self.expectedCells(waypoint, comma: comma))
        }
        try Self.expectETAs(rows: rows, show: show, departure: departure, localTime: localTime)
        let legs = try #require(show["legs"] as? [[String: Any]])
        let sum = legs.compactMap { $0["distanceMeters"] as? Double }.reduce(0, +)
        #expect(abs(sum - (plan["totalDistanceMeters"] as? Double ?? 0)) < 1e-6)
    }

    /// Headers start at their column's start; cells stay between it and the next column; text cells start with
    /// their header, figures all end at one column.
    static func expectAligned(header: [Cell], rows: [[Cell]], output: String) {
        for row in rows {
            expectEqual(row.count, header.count, "\(output)")
        }
        for column in header.indices {
            let cells = rows.compactMap { column < $0.count ? $0[column] : nil }
            let limit = column + 1 < header.count ? header[column + 1].start - 2 : Int.max
            #expect(cells.allSatisfy { $0.start >= header[column].start && $0.end <= limit }, "\(output)")
            if trailing.contains(column) {
                expectEqual(Set(cells.map(\.end)).count, 1, "column \(column): \(output)")
                #expect(cells.allSatisfy { $0.end >= header[column].end }, "column \(column): \(output)")
            } else {
                #expect(cells.allSatisfy { $0.start == header[column].start }, "column \(column): \(output)")
            }
        }
    }

    /// The row the JSON waypoint should print (the risk is left out: its words are the catalog's).
    static func expectedCells(_ waypoint: [String: Any], comma: Bool) -> [String] {
        func number(_ value: Any?, _ format: String) -> String {
            guard let value = value as? Double else { return "–" }
            let text = String(format: format, value)
            return comma ? text.replacingOccurrences(of: ".", with: ",") : text
        }
        let windSea = waypoint["estimatedWindSea"] as? [String: Any]
        return [
            "\(waypoint["number"] as? Int ?? 0)", waypoint["name"] as? String ?? "", "(ETA)",
            number(waypoint["windKnots"], "%.1f"), number(waypoint["gustKnots"], "%.1f"),
            number(waypoint["windFromDegrees"], "%.0f°"), "\(waypoint["beaufort"] as? Int ?? -1)",
            number(waypoint["waveHeightMeters"], "%.2f"), number(waypoint["wavePeriodSeconds"], "%.1f"),
            number((waypoint["fetchMeters"] as? Double).map { $0 / 1000 }, "%.1f") + " km",
            number(windSea?["heightMeters"], "%.2f"), "(risk)",
        ]
    }

    /// Each ETA is the departure plus the legs so far (distance over speed), rounded to the minute.
    static func expectETAs(rows: [[Cell]], show: [String: Any], departure: Date, localTime: Bool) throws {
        let legs = try #require(show["legs"] as? [[String: Any]])
        var seconds = 0.0
        for (index, row) in rows.enumerated() where row.count == 12 {
            if index > 0 {
                let leg = legs[index - 1]
                let meters = try #require(leg["distanceMeters"] as? Double)
                let knots = try #require(leg["speedKnots"] as? Double)
                #expect(abs(meters / (knots * 1852 / 3600) - (leg["durationSeconds"] as? Double ?? 0)) < 1e-6)
                seconds += meters / (knots * 1852 / 3600)
            }
            let eta = departure.addingTimeInterval((seconds / 60).rounded() * 60)
            let expected = Self.minutes(eta) + " UTC" + (localTime ? " (" + Self.localTime(eta) + " UTC+3)" : "")
            expectEqual(row[2].text, expected)
        }
    }

    /// Splits a line at runs of two or more spaces, measuring in terminal columns.
    static func cells(_ line: String) -> [Cell] {
        var cells: [Cell] = []
        var column = 0
        var current = ""
        var start = 0
        var spaces = 0
        for character in line {
            if character == " " {
                spaces += 1
            } else {
                if spaces >= 2 || current.isEmpty {
                    if !current.isEmpty { cells.append(Cell(text: current, start: start, end: column - spaces)) }
                    current = ""
                    start = column
                } else if spaces == 1 {
                    current += " "
                }
                current.append(character)
                spaces = 0
            }
            column += width(character)
        }
        if !current.isEmpty { cells.append(Cell(text: current, start: start, end: column - spaces)) }
        return cells
    }

    /// Terminal columns: 2 for CJK ideographs, kana and full-width forms (UAX #11 Wide), 1 otherwise.
    static func width(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { total, scalar in
            let wide: Bool =
                switch scalar.value {
                case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                    0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
                    true
                default: false
                }
            return total + (wide ? 2 : 1)
        }
    }

    /// Tomorrow 05:00 UTC (within the fake server's forecast).
    static func departure() -> Date {
        let day = (Date().timeIntervalSince1970 / 86_400).rounded(.down) + 1
        return Date(timeIntervalSince1970: day * 86_400 + 5 * 3600)
    }

    static func iso(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    static func minutes(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }

    static func localTime(_ date: Date) -> String {
        String(minutes(date.addingTimeInterval(3 * 3600)).suffix(5))
    }
}
