/// The legend box of a route chart: one line per ``ChartAnnotations/LegendItem``.
struct ChartLegendDrawing {
    /// The land warning colour (a red that stays distinct from the risk red under deuteranopia when dashed).
    static let landColor = "#b5179e"
    /// The colour of what the land check did not cover: the hatching outside the coverage, dashes over a leg.
    static let uncheckedColor = "#6c757d"
    let items: [ChartAnnotations.LegendItem]

    /// The box's width (about 7.5 px per character of the longest label) and height (20 px a line), pixels.
    var width: Double { items.isEmpty ? 0 : 24 + 7.5 * Double(items.map(\.label.count).max() ?? 0) + 30 }
    var height: Double { items.isEmpty ? 0 : Double(items.count) * 20 + 10 }

    func draw(into svg: inout SVGBuilder, x: Double, y: Double) {
        guard !items.isEmpty else { return }
        svg.add(
            ##"<rect x="\##(SVGBuilder.number(x))" y="\##(SVGBuilder.number(y))" width="\##(SVGBuilder.number(width))" height="\##(SVGBuilder.number(height))" fill="#ffffff" fill-opacity="0.9" stroke="#1d3557" stroke-width="0.8" rx="4"/>"##
        )
        for (index, item) in items.enumerated() {
            let row = y + 20 + Double(index) * 20
            sample(item.sample, x: x + 10, y: row - 4, into: &svg)
            svg.text(item.label, x: x + 46, y: row, size: 12)
        }
    }

    private func sample(_ sample: ChartAnnotations.LegendItem.Sample, x: Double, y: Double, into svg: inout SVGBuilder)
    {
        switch sample {
        case .line(let color):
            svg.add(ChartRenderer.line((x, y), (x + 28, y), color: color, width: 4, dashes: nil))
        case .pattern(let color, let dashes):
            svg.add(
                ChartRenderer.line((x, y), (x + 28, y), color: color, width: 4, dashes: dashes.isEmpty ? nil : dashes))
        case .landWarning:
            svg.add(ChartRenderer.line((x, y), (x + 28, y), color: Self.landColor, width: 3, dashes: "9 6"))
        case .unchecked:
            svg.add(ChartRenderer.line((x, y), (x + 28, y), color: Self.uncheckedColor, width: 3, dashes: "3 5"))
        case .arrow(let color):
            let escaped = SVGBuilder.escape(color)
            svg.add(
                ##"<path d="M\##(SVGBuilder.number(x)) \##(SVGBuilder.number(y))H\##(SVGBuilder.number(x + 28))M\##(SVGBuilder.number(x + 21)) \##(SVGBuilder.number(y - 5))L\##(SVGBuilder.number(x + 28)) \##(SVGBuilder.number(y))L\##(SVGBuilder.number(x + 21)) \##(SVGBuilder.number(y + 5))" fill="none" stroke="\##(escaped)" stroke-width="2.5"/>"##
            )
        }
    }
}
