import Foundation

/// Accumulates SVG elements; numbers are printed with one decimal (0.1 px is finer than any screen).
struct SVGBuilder {
    private var parts: [String]

    /// Starts an image with its accessible name (`<title>`) and description (`<desc>`), which screen readers say
    /// for `role="img"` (SVG Accessibility API Mappings, W3C).
    init(width: Double, height: Double, title: String = "", description: String = "") {
        let w = Self.number(width)
        let h = Self.number(height)
        parts = [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(w)" height="\##(h)" viewBox="0 0 \##(w) \##(h)" font-family="DejaVu Sans, Arial, sans-serif" role="img" aria-labelledby="chart-title chart-desc">"##,
            ##"<title id="chart-title">\##(Self.escape(title))</title>"##,
            ##"<desc id="chart-desc">\##(Self.escape(description))</desc>"##,
        ]
    }

    /// Opens a group named for assistive technology by a `<title>` child (a leg, a waypoint); close it with
    /// ``endGroup()``.
    mutating func beginGroup(title: String) {
        parts.append(##"<g><title>\##(Self.escape(title))</title>"##)
    }

    /// Closes the group of ``beginGroup(title:)``.
    mutating func endGroup() {
        parts.append("</g>")
    }

    mutating func add(_ element: String) {
        parts.append(element)
    }

    /// A text element with a white halo so that it stays readable over land and lines.
    ///
    /// `rotation` turns it about (x, y), degrees clockwise (a label along a leg).
    mutating func text(
        _ text: String, x: Double, y: Double, size: Double, anchor: String = "start", weight: String = "normal",
        color: String = "#1d3557", rotation: Double = 0
    ) {
        let turn =
            rotation == 0
            ? "" : #" transform="rotate(\#(Self.number(rotation)) \#(Self.number(x)) \#(Self.number(y)))""#
        parts.append(
            ##"<text x="\##(Self.number(x))" y="\##(Self.number(y))" font-size="\##(Self.number(size))" font-weight="\##(weight)" text-anchor="\##(anchor)" fill="\##(Self.escape(color))" stroke="#ffffff" stroke-width="3" paint-order="stroke"\##(turn)>\##(Self.escape(text))</text>"##
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
