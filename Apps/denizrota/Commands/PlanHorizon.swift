import CLIKit
import Foundation
import MarineKit

/// `plan` refuses ETAs the forecast cannot judge: the forecast hours cover each waypoint's ETA (within 30 minutes
/// of a forecast hour, ``LocationForecast/conditions(at:)``) or the plan stops with exit 65, unless `--partial`
/// asks for the covered part (the rest is "unknown" and said so).
enum PlanHorizon {
    /// `--partial`: judge what the forecast covers instead of refusing.
    static let partial = Flag("partial", help: "plan.option.partial")

    /// Numbers (from 1) of the waypoints whose ETA the forecast does not cover.
    static func uncovered(_ waypoints: [PassageWaypoint], forecasts: [LocationForecast]) -> [Int] {
        waypoints.indices.filter { index in
            !forecasts.indices.contains(index) || forecasts[index].conditions(at: waypoints[index].eta) == nil
        }.map { $0 + 1 }
    }

    /// Throws a data error naming the first uncovered waypoint and the forecast's span, unless `--partial`.
    static func check(_ waypoints: [PassageWaypoint], forecasts: [LocationForecast], context: CommandContext) throws
        -> [Int]
    {
        let missing = uncovered(waypoints, forecasts: forecasts)
        guard let first = missing.first, !context.arguments[partial] else { return missing }
        let hours = forecasts.flatMap(\.hours).map(\.time)
        let span = zip(hours.min(), hours.max()).map { "\(UTCText.minutes($0)) – \(UTCText.minutes($1))" } ?? "–"
        let waypoint = waypoints[first - 1]
        throw CommandError(
            .dataError, key: "plan.error.beyondForecast", "\(first)", waypoint.name, UTCText.minutes(waypoint.eta), span
        )
    }
}

/// Pairs two optionals.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
