import ConversionKit
import Foundation

/// A `HistoryEntry` as the history keeps it, under its stored member names.
///
/// The names are those of the rows since issue 17 (`fromID`, `toID`), so a database stays readable by the versions
/// before `HistoryEntry` spoke the JSON vocabulary (`from`, `to`). `HistoryEntry` reads both.
public struct StoredHistoryRow: Encodable, Sendable {
    /// The entry.
    public let entry: HistoryEntry

    private enum CodingKeys: String, CodingKey {
        case date, input, fromID, toID, value, exact, precision
    }

    /// Wraps an entry.
    public init(_ entry: HistoryEntry) {
        self.entry = entry
    }

    /// Writes the seven members under their stored names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entry.date, forKey: .date)
        try container.encode(entry.input, forKey: .input)
        try container.encode(entry.fromID, forKey: .fromID)
        try container.encode(entry.toID, forKey: .toID)
        try container.encode(entry.value, forKey: .value)
        try container.encode(entry.exact, forKey: .exact)
        try container.encode(entry.precision, forKey: .precision)
    }
}
