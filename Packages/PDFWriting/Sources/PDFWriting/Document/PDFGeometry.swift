/// A point in PDF points (1/72 inch) measured from the top-left corner of the page or drawing, y downwards.
public struct PDFPoint: Sendable, Hashable {
    /// Distance from the left edge, points.
    public var x: Double
    /// Distance from the top edge, points (downwards).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in PDF points, origin at its top-left corner, y downwards.
public struct PDFRect: Sendable, Hashable {
    /// Left edge, points.
    public var x: Double
    /// Top edge, points.
    public var y: Double
    /// Width, points (≥ 0).
    public var width: Double
    /// Height, points (≥ 0).
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A page size in PDF points (1/72 inch).
public struct PDFPageSize: Sendable, Hashable {
    /// Width, points.
    public let width: Double
    /// Height, points.
    public let height: Double

    /// Creates a page size in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// ISO 216 A4, 210 × 297 mm = 595.276 × 841.890 pt (1 mm = 72/25.4 pt); the default.
    public static let a4 = PDFPageSize(width: 210 * 72 / 25.4, height: 297 * 72 / 25.4)
    /// US Letter, 8.5 × 11 in = 612 × 792 pt.
    public static let letter = PDFPageSize(width: 612, height: 792)
}

/// An RGB colour, each component 0…1 (clamped when written).
public struct PDFColor: Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a grey, 0 black … 1 white.
    public init(gray: Double) {
        self.init(red: gray, green: gray, blue: gray)
    }

    /// Black.
    public static let black = PDFColor(gray: 0)
    /// White.
    public static let white = PDFColor(gray: 1)
    /// Mid grey for rules and secondary text (0.45).
    public static let gray = PDFColor(gray: 0.45)
    /// Light grey for table stripes and land fill (0.92).
    public static let lightGray = PDFColor(gray: 0.92)
    /// Dark blue for headings and routes (#1F3A5F).
    public static let navy = PDFColor(red: 0.122, green: 0.227, blue: 0.373)
    /// Sea blue (#D6E6F2).
    public static let sea = PDFColor(red: 0.839, green: 0.902, blue: 0.949)
    /// Warning red (#B3261E).
    public static let red = PDFColor(red: 0.702, green: 0.149, blue: 0.118)
    /// Caution amber (#C77700).
    public static let amber = PDFColor(red: 0.78, green: 0.467, blue: 0)
    /// Safe green (#2E7D32).
    public static let green = PDFColor(red: 0.18, green: 0.49, blue: 0.196)
}
