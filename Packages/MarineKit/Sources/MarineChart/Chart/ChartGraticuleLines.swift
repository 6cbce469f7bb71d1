import Foundation

/// Meridians and parallels on a route chart at a round interval (1′ … 10°) chosen so that at most six cross each
/// way, labelled in degrees and whole minutes (`36°50′N`, `27°30′E`): latitudes along the left edge, longitudes
/// along the top (the same rule as the PDF chart's graticule).
struct ChartGraticuleLines {
    /// Candidate intervals, minutes of arc.
    static let intervals: [Double] = [1, 2, 5, 10, 15, 20, 30, 60, 120, 300, 600]

    let frame: ChartFrame

    /// The parallels (latitude, y) and meridians (longitude, x) drawn.
    var lines: (parallels: [(Double, Double)], meridians: [(Double, Double)]) {
        let topLeft = frame.coordinate(x: 0, y: 0)
        let bottomRight = frame.coordinate(x: frame.width, y: frame.height)
        let latitudeStep = Self.interval(span: (topLeft.latitude - bottomRight.latitude) * 60)
        let parallels = Self.multiples(from: bottomRight.latitude, to: topLeft.latitude, every: latitudeStep).map {
            ($0, frame.point(GeoCoordinate(latitude: $0, longitude: topLeft.longitude)).y)
        }
        let east = bottomRight.longitude < topLeft.longitude ? bottomRight.longitude + 360 : bottomRight.longitude
        let longitudeStep = Self.interval(span: (east - topLeft.longitude) * 60)
        let meridians = Self.multiples(from: topLeft.longitude, to: east, every: longitudeStep).map {
            ($0, frame.point(GeoCoordinate(latitude: topLeft.latitude, longitude: $0)).x)
        }
        return (parallels, meridians)
    }

    /// The label positions (for placing the legend clear of them).
    var labelPoints: [(x: Double, y: Double)] {
        let (parallels, meridians) = lines
        return parallels.map { (x: 24.0, y: $0.1 - 4) } + meridians.map { (x: $0.1 + 24, y: 12.0) }
    }

    func draw(into svg: inout SVGBuilder) {
        let (parallels, meridians) = lines
        var path = ""
        for (_, y) in parallels { path += SVGBuilder.pathData([(0, y), (frame.width, y)], closed: false) }
        for (_, x) in meridians { path += SVGBuilder.pathData([(x, 0), (x, frame.height)], closed: false) }
        guard !path.isEmpty else { return }
        svg.add(##"<path d="\##(path)" fill="none" stroke="#7d97ab" stroke-width="0.6" stroke-dasharray="3 3"/>"##)
        // No label in the title's band at the top nor the scale bar's at the bottom (they would overlap).
        for (latitude, y) in parallels where y > 64 && y < frame.height - 56 {
            svg.text(Self.text(latitude, positive: "N", negative: "S"), x: 4, y: y - 4, size: 10, color: "#4a6378")
        }
        for (longitude, x) in meridians where x < frame.width - 80 {
            let normalized = longitude > 180 ? longitude - 360 : longitude
            svg.text(Self.text(normalized, positive: "E", negative: "W"), x: x + 3, y: 12, size: 10, color: "#4a6378")
        }
    }

    /// The smallest candidate interval giving at most six lines over `span` minutes.
    static func interval(span: Double) -> Double {
        intervals.first { span / $0 <= 6 } ?? 1200
    }

    /// Multiples of `minutes` (in degrees) strictly inside `low…high`, at most 20.
    static func multiples(from low: Double, to high: Double, every minutes: Double) -> [Double] {
        let step = minutes / 60
        var value = (low / step).rounded(.up) * step
        var result: [Double] = []
        while value < high && result.count < 20 {
            if value > low { result.append((value * 60).rounded() / 60) }
            value += step
        }
        return result
    }

    /// `36°50′N`: whole degrees and minutes with the hemisphere letter.
    static func text(_ degrees: Double, positive: String, negative: String) -> String {
        let totalMinutes = Int((abs(degrees) * 60).rounded())
        let minutes = String(format: "%02d", totalMinutes % 60)
        return "\(totalMinutes / 60)°\(minutes)′\(degrees < 0 ? negative : positive)"
    }
}
