import CLIKit

/// The waypoint or leg numbers of a land summary as a short text.
///
/// Runs of three or more consecutive numbers become ranges ("12–15"), and after ``maximumEntries`` entries the rest
/// is counted ("… and 312 more"), so a route with 200,000 flagged legs still gets a one-line summary. `--json` keeps every status (`onLand`, `crossesLand`).
enum LandNumberList {
    /// Entries (single numbers or ranges) written before the rest is counted.
    static let maximumEntries = 20
    /// Shortest run of consecutive numbers written as a range; a pair stays "2, 3".
    static let shortestRange = 3

    /// A run of consecutive numbers, `first...last`.
    struct Run: Equatable {
        var first: Int
        var last: Int
        var count: Int { last - first + 1 }
    }

    /// The runs of consecutive numbers in `numbers` (ascending), in one pass.
    static func runs(_ numbers: [Int]) -> [Run] {
        var runs: [Run] = []
        for number in numbers {
            if let last = runs.last, number == last.last + 1 {
                runs[runs.count - 1].last = number
            } else {
                runs.append(Run(first: number, last: number))
            }
        }
        return runs
    }

    /// "–" for none, else the entries joined by ", ", then "… and N more" when over ``maximumEntries``.
    static func text(_ numbers: [Int], context: CommandContext) -> String {
        guard !numbers.isEmpty else { return "–" }
        let entries = runs(numbers).flatMap { run -> [(text: String, count: Int)] in
            run.count >= shortestRange
                ? [("\(run.first)–\(run.last)", run.count)] : (run.first...run.last).map { ("\($0)", 1) }
        }
        let shown = entries.prefix(maximumEntries)
        let text = shown.map(\.text).joined(separator: ", ")
        guard entries.count > maximumEntries else { return text }
        let rest = numbers.count - shown.reduce(0) { $0 + $1.count }
        return text + " " + context.text("land.more", "\(rest)")
    }
}
