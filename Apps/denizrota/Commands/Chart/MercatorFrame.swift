import Formatting
import Foundation
import MarineKit
import PDFWriting

/// Maps positions onto a drawing with the Mercator projection (conformal, as nautical charts are), fitted around a set
/// of positions with a margin and equal scale on both axes.
///
/// Spherical Mercator: adequate for the few tens of miles a passage chart spans, where its scale error against the
/// ellipsoid stays below 0.7 %.
struct MercatorFrame {
    /// Projected bounds (x = longitude in radians, y = Mercator ordinate), after padding.
    let minX: Double
    let maxY: Double
    /// Points per projected unit.
    let scale: Double
    /// Offsets that centre the content in the drawing.
    let offsetX: Double
    let offsetY: Double

    /// Fits `points` into `width` × `height` points, leaving `margin` points on every side.
    init(fitting points: [GeoCoordinate], width: Double, height: Double, margin: Double) {
        let projected = points.map { (Self.x($0.longitude), Self.y($0.latitude)) }
        var minX = projected.map(\.0).min() ?? 0
        var maxX = projected.map(\.0).max() ?? 0
        var minY = projected.map(\.1).min() ?? 0
        var maxY = projected.map(\.1).max() ?? 0
        let minimumSpan = 0.002  // about 7 nm: a chart of one point still shows some sea
        if maxX - minX < minimumSpan { (minX, maxX) = (minX - minimumSpan / 2, maxX + minimumSpan / 2) }
        if maxY - minY < minimumSpan { (minY, maxY) = (minY - minimumSpan / 2, maxY + minimumSpan / 2) }
        let scale = min((width - 2 * margin) / (maxX - minX), (height - 2 * margin) / (maxY - minY))
        self.minX = minX
        self.maxY = maxY
        self.scale = scale
        offsetX = (width - (maxX - minX) * scale) / 2
        offsetY = (height - (maxY - minY) * scale) / 2
    }

    /// The drawing point of `point`.
    func point(_ point: GeoCoordinate) -> PDFPoint {
        PDFPoint(
            x: offsetX + (Self.x(point.longitude) - minX) * scale, y: offsetY + (maxY - Self.y(point.latitude)) * scale)
    }

    /// The position at drawing point `point` (inverse projection).
    func position(_ point: PDFPoint) -> GeoCoordinate {
        let x = (point.x - offsetX) / scale + minX
        let y = maxY - (point.y - offsetY) / scale
        return GeoCoordinate(latitude: (2 * atan(exp(y)) - .pi / 2) * 180 / .pi, longitude: x * 180 / .pi)
    }

    /// Points per nautical mile at `latitude` (one minute of latitude is one nautical mile, scaled by sec φ).
    func pointsPerNauticalMile(at latitude: Double) -> Double {
        scale * (Double.pi / 180 / 60) / cos(latitude * .pi / 180)
    }

    static func x(_ longitude: Double) -> Double {
        longitude * .pi / 180
    }

    static func y(_ latitude: Double) -> Double {
        let clamped = min(max(latitude, -85), 85) * .pi / 180
        return log(tan(.pi / 4 + clamped / 2))
    }
}
