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
    /// Every ring's vertices, (longitude, latitude), one ring after another, each closed.
    ///
    /// A ring's last vertex repeats its first. An edge is named by the index of its first vertex `i` and runs from `points[i]` to
    /// `points[i + 1]`: the vertices are stored once, for the index and for drawing (``landRings(in:toleranceDegrees:)``).
    let points: [SIMD2<Double>]
    /// Where each ring lies in ``points``.
    let ringRanges: [Range<Int>]
    /// Each ring's box, (west, south, east, north).
    let ringBounds: [SIMD4<Double>]
    /// `cellStart[c] ..< cellStart[c + 1]` indexes `cellEdges` for cell `c = row * columns + column`.
    let cellStart: [Int]
    /// The edges (first-vertex indexes into ``points``) of each cell.
    let cellEdges: [Int32]
    /// Per cell, the Chebyshev distance in cells to the nearest cell with an edge, capped at 255
    /// (``clearance(around:)``).
    let emptyRadius: [UInt8]
    /// Per cell, whether it is land; meaningful for cells without edges (``emptyCellsOnLand(points:cellStart:cellEdges:geometry:columns:rows:)``).
    let emptyCellIsLand: [Bool]
    /// The latitudes (degrees) whose rows the index holds; nil when it holds every row.
    ///
    /// Each row held lists every edge the whole index would list in it; the others are empty (see
    /// ``LandCheck/makeFullResolution(around:)``).
    let builtLatitudes: ClosedRange<Double>?

    /// Builds the index from closed rings of (longitude, latitude) vertices.
    ///
    /// Outer rings and holes alike: the even-odd rule needs no orientation. A ring's last vertex may repeat its first.
    /// `clearance: false` skips the empty-square radii that only ``clearance(around:)`` (coastal fetch) reads, which
    /// a land check does not need; ``clearance(around:)`` is then 0 everywhere.
    public init(rings: [[SIMD2<Double>]], cellDegrees: Double = LandGrid.defaultCellDegrees, clearance: Bool = true) {
        var points: [SIMD2<Double>] = []
        points.reserveCapacity(rings.reduce(0) { $0 + $1.count + 1 })
        var ranges: [Range<Int>] = []
        for ring in rings where ring.count >= 2 {
            let start = points.count
            points.append(contentsOf: ring)
            if let first = ring.first, first != ring[ring.count - 1] { points.append(first) }
            ranges.append(start..<points.count)
        }
        self.init(points: points, ringRanges: ranges, cellDegrees: cellDegrees, clearance: clearance)
    }

    /// Builds the index over closed rings stored one after another in `points` (each range's last vertex equal to
    /// its first), keeping that array as its own: no second copy of a large coastline.
    ///
    /// `latitudes` limits the rows filled to those the band touches, plus one row each side: within them every
    /// cell lists exactly the edges, in the same order, as the whole index's does, and the land-or-sea sweep of
    /// each row is the whole index's, so every query reading only those rows answers the same to the bit (issue
    /// 30: a command checks one route, not the eastern Mediterranean). Without `clearance` only: the fetch radii
    /// would see the empty rows.
    init(
        points: [SIMD2<Double>], ringRanges: [Range<Int>], cellDegrees: Double, clearance: Bool,
        latitudes: ClosedRange<Double>? = nil
    ) {
        // Only the edges that can reach a row filled (below): those rows lie within two cells of `latitudes`.
        let reach = latitudes.map { ($0.lowerBound - 3 * cellDegrees)...($0.upperBound + 3 * cellDegrees) }
        let (edgeStarts, ringBounds) = Self.edgeStarts(
            points: points, ringRanges: ringRanges, latitudes: reach ?? -Double.infinity...Double.infinity)
        var low = SIMD2(Double.infinity, .infinity)
        var high = -low
        // Index loops, not `reduce` over generic sequences: the debug builds of the tests pay for every generic
        // iterator, and every process that checks land builds this index.
        for index in ringBounds.indices {
            let box = ringBounds[index]
            if box.x < low.x { low.x = box.x }
            if box.y < low.y { low.y = box.y }
            if box.z > high.x { high.x = box.z }
            if box.w > high.y { high.y = box.w }
        }
        if low.x > high.x { (low, high) = (.zero, .zero) }
        let minLon = low.x - cellDegrees
        let minLat = low.y - cellDegrees
        let columns = Int((high.x + cellDegrees - minLon) / cellDegrees) + 1
        let rows = Int((high.y + cellDegrees - minLat) / cellDegrees) + 1
        (cell, minLongitude, minLatitude, self.columns, self.rows) = (cellDegrees, minLon, minLat, columns, rows)
        (self.points, self.ringRanges, self.ringBounds) = (points, ringRanges, ringBounds)
        var filledRows = 0..<rows
        if let latitudes {
            let first = max(0, Int(floor((latitudes.lowerBound - minLat) / cellDegrees)) - 1)
            let end = min(rows, Int(floor((latitudes.upperBound - minLat) / cellDegrees)) + 2)
            filledRows = first < end ? first..<end : 0..<0
        }
        builtLatitudes = latitudes
        (cellStart, cellEdges) = Self.bucket(
            edgeStarts, points: points, cell: cellDegrees, origin: SIMD2(minLon, minLat), columns: columns,
            rows: rows, filling: filledRows)
        emptyRadius = clearance ? Self.emptyRadii(cellStart: cellStart, columns: columns, rows: rows) : []
        emptyCellIsLand = Self.emptyCellsOnLand(
            points: points, cellStart: cellStart, cellEdges: cellEdges,
            geometry: (cellDegrees, SIMD2(minLon, minLat)), columns: columns, rows: filledRows)
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
                let (a, b) = (points[Int(index)], points[Int(index) + 1])
                guard (a.y > point.y) != (b.y > point.y) else { continue }
                let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
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
                    guard let t = Self.intersection(start, end, points[Int(index)], points[Int(index) + 1]),
                        t < (best ?? 2)
                    else { continue }
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

    /// Parameter t on p→q where it crosses the edge a→b, or nil (parallel or no crossing).
    static func intersection(_ p: SIMD2<Double>, _ q: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double?
    {
        let r = q - p
        let s = b - a
        let denominator = r.x * s.y - r.y * s.x
        guard denominator != 0 else { return nil }
        let offset = a - p
        let t = (offset.x * s.y - offset.y * s.x) / denominator
        let u = (offset.x * r.y - offset.y * r.x) / denominator
        return (0...1).contains(t) && (0...1).contains(u) ? t : nil
    }

    /// The first-vertex index of every edge (consecutive vertices that differ, within a ring) that reaches into
    /// `latitudes`, and each ring's box.
    private static func edgeStarts(
        points: [SIMD2<Double>], ringRanges: [Range<Int>], latitudes: ClosedRange<Double>
    ) -> (starts: [Int32], bounds: [SIMD4<Double>]) {
        let (lowest, highest) = (latitudes.lowerBound, latitudes.upperBound)
        var starts: [Int32] = []
        starts.reserveCapacity(points.count)
        var bounds: [SIMD4<Double>] = []
        bounds.reserveCapacity(ringRanges.count)
        // Plain Doubles and `while`: in a debug build each SIMD lane access and comparison is a generic call.
        points.withUnsafeBufferPointer { points in
            points.withMemoryRebound(to: Double.self) { xy in
                for range in ringRanges {
                    var (west, south, east, north) = (
                        Double.infinity, Double.infinity, -Double.infinity, -Double.infinity
                    )
                    var index = range.lowerBound
                    while index < range.upperBound {
                        let (x, y) = (xy[2 * index], xy[2 * index + 1])
                        if x < west { west = x }
                        if y < south { south = y }
                        if x > east { east = x }
                        if y > north { north = y }
                        if index + 1 < range.upperBound, xy[2 * index + 2] != x || xy[2 * index + 3] != y,
                            y <= highest || xy[2 * index + 3] <= highest, y >= lowest || xy[2 * index + 3] >= lowest
                        {
                            starts.append(Int32(index))
                        }
                        index += 1
                    }
                    bounds.append(SIMD4(west, south, east, north))
                }
            }
        }
        return (starts, bounds)
    }
}
