import Foundation

/// The exact, unrounded state of a fee calculation while ``FeeCalculator`` builds it.
struct FeeDraft {
    /// The whole fee, exact (TL).
    var total = Decimal(0)
    /// The state's part before the consumer rule, exact (TL).
    var statePortion = Decimal(0)
    /// One file's fee in a series.
    var perFile: Decimal?
    /// Number of files (1 unless a series).
    var files = 1
    /// The steps so far.
    var lines: [BreakdownLine] = []
    /// The reading ids consulted so far.
    var assumptions: [String] = []

    /// Appends a breakdown line.
    mutating func add(
        _ kind: BreakdownLine.Kind, _ values: [BreakdownLine.Value], _ article: String, _ amount: Decimal?
    ) {
        lines.append(BreakdownLine(kind: kind, values: values, article: article, amount: amount))
    }

    /// Records that a reading was consulted, for example `assume("minimumScope", FeeReadings.MinimumScope.total)`.
    mutating func assume<Value: RawRepresentable<String>>(_ name: String, _ value: Value) {
        let id = "\(name).\(value.rawValue)"
        if !assumptions.contains(id) { assumptions.append(id) }
    }
}
