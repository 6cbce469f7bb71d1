/// How a line is drawn: colour, width in points, and an optional dash pattern (on/off lengths in points).
public struct PDFStroke: Sendable, Hashable {
    /// Line colour.
    public var color: PDFColor
    /// Line width, points.
    public var width: Double
    /// Dash lengths in points, alternating on and off; empty for a solid line.
    public var dash: [Double]

    /// Creates a stroke; 0.5 pt solid black by default.
    public init(color: PDFColor = .black, width: Double = 0.5, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}

/// Horizontal placement of a text run relative to its anchor point.
public enum PDFTextAlignment: Sendable, Hashable {
    /// The anchor is the left end of the baseline.
    case left
    /// The anchor is the middle of the baseline.
    case center
    /// The anchor is the right end of the baseline (numbers in columns).
    case right
}
