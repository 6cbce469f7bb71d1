import Foundation

/// One row of an append-only series: a time and a fixed number (1…8) of Double columns, each possibly
/// missing.
///
/// Storage does not know what the columns mean; the caller fixes a layout per series, for example a trip
/// position as `[latitude°, longitude°, speed m/s, course°, horizontal accuracy m]`.
public struct SeriesRow: Equatable, Sendable {
    /// The most value columns a row can have.
    public static let maximumWidth = 8

    /// When the row was measured; stored as Unix seconds (REAL, see `Date`'s `SQLiteValueConvertible`).
    public var time: Date
    /// The columns, in the series' layout; nil for a value that was not measured.
    ///
    /// NaN is stored as missing.
    public var values: [Double?]

    /// Creates a row.
    public init(time: Date, values: [Double?]) {
        self.time = time
        self.values = values
    }
}
