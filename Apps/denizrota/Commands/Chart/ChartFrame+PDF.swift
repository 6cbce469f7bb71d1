import MarineKit
import PDFWriting

/// The PDF adapter of MarineKit's chart projection: the same frame the SVG chart uses, giving PDF points.
extension ChartFrame {
    /// The drawing point of `coordinate`, in points from the drawing's top-left corner.
    func pdfPoint(_ coordinate: GeoCoordinate) -> PDFPoint {
        let point = point(coordinate)
        return PDFPoint(x: point.x, y: point.y)
    }
}
