import Foundation

/// A spatial index over land polygon edges.
///
/// A regular latitude/longitude grid whose cells list the edges that touch them (compressed-row storage). Built once from the shipped coastline; answers "is this point on
/// land" and "where does this short segment first meet a coastline" by visiting only nearby cells.
///
/// Coordinates are degrees; edges are straight in longitude/latitude space, which at the 1:10m coastline's
/// vertex spacing (a few hundred metres to a few kilometres) is indistinguishable from the geodesic.
public struct LandGrid: Sendable {
    /// Cell size in degrees (0.05° ≈ 5.6 km of latitude): small enough that a cell holds a few edges, large
    /// enough that a 500 km ray visits only a couple of hundred cells.
    public static let defaultCellDegrees = 0.05

    let cell: Double
    let minLongitude: Double
    let minLatitude: Double
    let columns: Int
    let rows: Int
    /// Edges as (lon1, lat1, lon2, lat2).
    let edges: [SIMD4<Double>]
    /// `cellStart[c] ..< cellStart[c + 1]` indexes `cellEdges` for cell `c = row * columns + column`.
    let cellStart: [Int]
    let cellEdges: [Int32]
    /// Per cell, the Chebyshev distance in cells to the nearest cell with an edge, capped at 255
    /// (``clearance(around:)``).
    let emptyRadius: [UInt8]
    /// Per cell, whether it is land; meaningful for cells without edges (``emptyCellsOnLand(edges:cellStart:cellEdges:geometry:columns:rows:)``).
    let emptyCellIsLand: [Bool]

    /// Builds the index from closed rings of (longitude, latitude) vertices.
    ///
    /// Outer rings and holes alike: the even-odd rule needs no orientation. A ring's last vertex may repeat its first.
    /// `clearance: false` skips the empty-square radii that only ``clearance(around:)`` (coastal fetch) reads, which
    /// a land check does not need; ``clearance(around:)`` is then 0 everywhere.
    public init(rings: [[SIMD2<Double>]], cellDegrees: Double = LandGrid.defaultCellDegrees, clearance: Bool = true) {
        let edges = Self.edges(of: rings)
        var low = SIMD2(Double.infinity, .infinity)
        var high = -low
        // Index loops over the edges, not `rings.joined()`: the debug builds of the tests pay for every generic
        // iterator, and every process that checks land builds this index.
        for index in edges.indices {
            let edge = edges[index]
            if edge.x < low.x { low.x = edge.x }
            if edge.y < low.y { low.y = edge.y }
            if edge.x > high.x { high.x = edge.x }
            if edge.y > high.y { high.y = edge.y }
        }
        if low.x > high.x { (low, high) = (.zero, .zero) }
        let minLon = low.x - cellDegrees
        let minLat = low.y - cellDegrees
        let columns = Int((high.x + cellDegrees - minLon) / cellDegrees) + 1
        let rows = Int((high.y + cellDegrees - minLat) / cellDegrees) + 1
        (cell, minLongitude, minLatitude, self.columns, self.rows) = (cellDegrees, minLon, minLat, columns, rows)
        self.edges = edges
        (cellStart, cellEdges) = Self.bucket(
            edges, cell: cellDegrees, origin: SIMD2(minLon, minLat), columns: columns, rows: rows)
        emptyRadius = clearance ? Self.emptyRadii(cellStart: cellStart, columns: columns, rows: rows) : []
        emptyCellIsLand = Self.emptyCellsOnLand(
            edges: edges, cellStart: cellStart, cellEdges: cellEdges,
            geometry: (cellDegrees, SIMD2(minLon, minLat)), columns: columns, rows: rows)
    }

    /// Whether `point` (longitude, latitude) lies inside the index's bounding box.
    public func covers(_ point: SIMD2<Double>) -> Bool {
        let column = Int(((point.x - minLongitude) / cell).rounded(.down))
        let row = Int(((point.y - minLatitude) / cell).rounded(.down))
        return (0..<columns).contains(column) && (0..<rows).contains(row)
    }

    /// Whether `point` (longitude, latitude) is on land: even-odd count of edge crossings of a ray due east,
    /// each crossing counted only in the cell that contains it, as far as the first cell without edges (whose
    /// side is known), else to the grid's edge.
    public func isLand(_ point: SIMD2<Double>) -> Bool {
        guard covers(point) else { return false }
        let row = Int(((point.y - minLatitude) / cell).rounded(.down))
        let firstColumn = Int(((point.x - minLongitude) / cell).rounded(.down))
        var crossings = 0
        for column in firstColumn..<columns {
            let cellIndex = row * columns + column
            if column > firstColumn, cellStart[cellIndex] == cellStart[cellIndex + 1] {
                return (crossings % 2 == 1) != emptyCellIsLand[cellIndex]
            }
            let cellWest = minLongitude + Double(column) * cell
            for index in edgeIndices(row: row, column: column) {
                let edge = edges[Int(index)]
                guard (edge.y > point.y) != (edge.w > point.y) else { continue }
                let x = edge.x + (point.y - edge.y) * (edge.z - edge.x) / (edge.w - edge.y)
                if x > point.x, x >= cellWest, x < cellWest + cell { crossings += 1 }
            }
        }
        return crossings % 2 == 1
    }

    /// The fraction 0…1 along the segment `from`→`to` (longitude, latitude) where it first meets an edge, or
    /// nil when it meets none.
    public func firstHit(from start: SIMD2<Double>, to end: SIMD2<Double>) -> Double? {
        let low = pointwiseMin(start, end)
        let high = pointwiseMax(start, end)
        let columnRange = clampedRange(low.x, high.x, origin: minLongitude, count: columns)
        let rowRange = clampedRange(low.y, high.y, origin: minLatitude, count: rows)
        guard let columnRange, let rowRange else { return nil }
        var best: Double?
        for row in rowRange {
            for column in columnRange {
                for index in edgeIndices(row: row, column: column) {
                    guard let t = Self.intersection(start, end, edges[Int(index)]), t < (best ?? 2) else { continue }
                    best = t
                }
            }
        }
        return best
    }

    func edgeIndices(row: Int, column: Int) -> ArraySlice<Int32> {
        let cellIndex = row * columns + column
        return cellEdges[cellStart[cellIndex]..<cellStart[cellIndex + 1]]
    }

    func clampedRange(_ low: Double, _ high: Double, origin: Double, count: Int) -> ClosedRange<Int>? {
        let first = max(0, Int(((low - origin) / cell).rounded(.down)))
        let last = min(count - 1, Int(((high - origin) / cell).rounded(.down)))
        return first <= last ? first...last : nil
    }

    /// Parameter t on p→q where it crosses edge e, or nil (parallel or no crossing).
    static func intersection(_ p: SIMD2<Double>, _ q: SIMD2<Double>, _ e: SIMD4<Double>) -> Double? {
        let r = q - p
        let s = SIMD2(e.z - e.x, e.w - e.y)
        let denominator = r.x * s.y - r.y * s.x
        guard denominator != 0 else { return nil }
        let offset = SIMD2(e.x, e.y) - p
        let t = (offset.x * s.y - offset.y * s.x) / denominator
        let u = (offset.x * r.y - offset.y * r.x) / denominator
        return (0...1).contains(t) && (0...1).contains(u) ? t : nil
    }

    private static func edges(of rings: [[SIMD2<Double>]]) -> [SIMD4<Double>] {
        var edges: [SIMD4<Double>] = []
        edges.reserveCapacity(rings.reduce(0) { $0 + $1.count })
        for ring in rings where ring.count >= 2 {
            ring.withUnsafeBufferPointer { points in
                var previous = points[points.count - 1]
                for index in 0..<points.count {
                    let point = points[index]
                    if point != previous { edges.append(SIMD4(previous.x, previous.y, point.x, point.y)) }
                    previous = point
                }
            }
        }
        return edges
    }
}
