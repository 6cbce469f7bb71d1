import CLIKit
import Foundation
import MarineKit

/// The progress note of a forecast lookup (`weather`, `plan`): "fetching forecast for N points…" only when an API
/// is asked, "reading the forecast for N points from the cache…" when both answers come from the cache (before, the
/// note said "fetching" while a big route's cached answer was read for a minute with no request at all).
///
/// ``OpenMeteoWeatherService/onLookup`` calls ``told(_:)`` from the tasks of both APIs, so the state is locked; a
/// request outranks the cache (the note then stays on "fetching").
final class ForecastLookupNote: @unchecked Sendable {
    private let progress: ProgressLine
    private let fetching: String
    private let cached: String
    private let lock = NSLock()
    private var asked = false
    private var shown = false

    /// A note for `count` distinct positions, in the user's language and its plural form for the count ("1 point",
    /// not "1 points"; issue 30).
    init(points count: Int, context: CommandContext) {
        progress = context.progress
        let points = NavigationText(context).number(Double(count), digits: 0)
        fetching = context.localizer.plural("weather.progress", count: count, points)
        cached = context.localizer.plural("weather.progress.cached", count: count, points)
    }

    /// Shows what the client is about to do.
    func told(_ lookup: ForecastLookup) {
        lock.withLock {
            switch lookup {
            case .requesting where !asked:
                asked = true
                progress.show(fetching)
            case .cached where !asked && !shown:
                shown = true
                progress.show(cached)
            default:
                break
            }
        }
    }
}
