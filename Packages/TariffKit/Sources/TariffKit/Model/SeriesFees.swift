import Foundation

/// The per-file fees for series disputes (seri uyuşmazlık, Madde 7(4)).
///
/// `nil` where the data lacks a figure.
public struct SeriesFees: Sendable, Equatable {
    /// How many applications within one month, with one party the same, make a series (10 in 2025/2026).
    public let minimumFiles: Int?
    /// The fee per file for commercial disputes (TL).
    public let commercialPerFile: Decimal?
    /// The fee per file for every other dispute type (TL).
    public let otherPerFile: Decimal?

    /// Creates the series fees.
    public init(minimumFiles: Int?, commercialPerFile: Decimal?, otherPerFile: Decimal?) {
        self.minimumFiles = minimumFiles
        self.commercialPerFile = commercialPerFile
        self.otherPerFile = otherPerFile
    }
}
