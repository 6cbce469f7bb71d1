import Foundation

/// Accumulates SVG elements; numbers are printed with one decimal (0.1 px is finer than any screen).
struct SVGBuilder {
    private var parts: [String]

    init(width: Double, height: Double) {
        let w = Self.number(width)
        let h = Self.number(height)
        parts = [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(w)" height="\##(h)" viewBox="0 0 \##(w) \##(h)" font-family="DejaVu Sans, Arial, sans-serif">"##,
        ]
    }

    mutating func add(_ element: String) {
        parts.append(element)
    }

    /// A text element with a white halo so that it stays readable over land and lines.
    mutating func text(
        _ text: String, x: Double, y: Double, size: Double, anchor: String = "start", weight: String = "normal",
        color: String = "#1d3557"
    ) {
        parts.append(
            ##"<text x="\##(Self.number(x))" y="\##(Self.number(y))" font-size="\##(Self.number(size))" font-weight="\##(weight)" text-anchor="\##(anchor)" fill="\##(Self.escape(color))" stroke="#ffffff" stroke-width="3" paint-order="stroke">\##(Self.escape(text))</text>"##
        )
    }

    func finish() -> String {
        (parts + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// Path data "M x y L x y …" (dropping repeats at 0.1 px), closed with Z when asked.
    static func pathData(_ points: [(x: Double, y: Double)], closed: Bool) -> String {
        var data = ""
        var last = ""
        for point in points {
            let pair = "\(number(point.x)) \(number(point.y))"
            guard pair != last else { continue }
            data += (data.isEmpty ? "M" : "L") + pair
            last = pair
        }
        return closed && !data.isEmpty ? data + "Z" : data
    }

    static func number(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    static func escape(_ text: String) -> String {
        GPXWriter.escape(text)
    }
}
