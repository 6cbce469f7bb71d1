import ConversionKit
import Foundation

/// One conversion in `unitconv history --json` (Docs/json.md §unitconv): the unit ids as `from`/`to`, as in a
/// conversion's own JSON; `value` rounded as it was shown, `exact` the exact rational.
struct HistoryEntryJSON: Encodable {
    let date: Date
    let input: String
    let from: String
    let to: String
    let value: String
    let exact: String
    let precision: Int

    init(_ entry: HistoryEntry) {
        date = entry.date
        input = entry.input
        from = entry.fromID
        to = entry.toID
        value = entry.value
        exact = entry.exact
        precision = entry.precision
    }
}
