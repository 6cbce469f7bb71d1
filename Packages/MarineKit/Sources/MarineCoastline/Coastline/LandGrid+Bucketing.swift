import Foundation

extension LandGrid {
    /// Assigns every edge (by its first vertex's index in `points`) to each cell its bounding box touches.
    ///
    /// Conservative: a cell may list an edge that only passes near it; the intersection test sorts that out.
    /// Two passes (count, then fill) straight into compressed-row storage, so no per-cell array is allocated.
    /// Written with buffer pointers and `while` loops over plain `Double`s: the debug builds of the tests run this
    /// in every process that checks land (243,493 vertices for the full-resolution coast), and there every array
    /// subscript, range iterator, `SIMD2` copy and rounding rule is a generic call (with them, 0.2 CPU-s a `route show`).
    ///
    /// `filling` names the rows filled (all of them, or a band; ``LandGrid/builtLatitudes``): an edge is listed
    /// only in those, so the others stay empty and an edge outside them costs one test.
    static func bucket(
        _ edgeStarts: [Int32], points: [SIMD2<Double>], cell: Double, origin: SIMD2<Double>, columns: Int, rows: Int,
        filling: Range<Int>
    ) -> (start: [Int], edges: [Int32]) {
        let grid = CellGeometry(
            cell: cell, west: origin.x, south: origin.y, columns: columns, firstRow: filling.lowerBound,
            lastRow: filling.upperBound - 1)
        var start = [Int](repeating: 0, count: columns * rows + 1)
        var cellEdges: [Int32] = []
        points.withUnsafeBufferPointer { vertices in
            vertices.withMemoryRebound(to: Double.self) { coordinates in
                edgeStarts.withUnsafeBufferPointer { edges in
                    start.withUnsafeMutableBufferPointer { start in
                        countEdges(edges, coordinates, grid, into: start)
                        cellEdges = fillCells(edges, coordinates, grid, start: start)
                    }
                }
            }
        }
        // Now start[c + 1] is where cell c begins: shift down by one and end with the total.
        start.removeFirst()
        start.append(cellEdges.count)
        return (start, cellEdges)
    }

    /// The grid's placement, for the bucketing loops.
    private struct CellGeometry {
        let cell: Double
        let west: Double
        let south: Double
        let columns: Int
        /// The rows filled, first to last.
        let firstRow: Int
        let lastRow: Int

        /// The columns and rows of the cells the box of the edge from vertex `edge` touches (first > last when it
        /// lies outside the grid or the rows filled); `coordinates` holds longitude, latitude pairs.
        func cells(_ coordinates: UnsafeBufferPointer<Double>, _ edge: Int) -> (Int, Int, Int, Int) {
            let (ay, by) = (coordinates[2 * edge + 1], coordinates[2 * edge + 3])
            let edgeFirstRow = Int(floor(((ay < by ? ay : by) - south) / cell))
            let edgeLastRow = Int(floor(((ay < by ? by : ay) - south) / cell))
            guard edgeFirstRow <= lastRow, edgeLastRow >= firstRow else { return (0, -1, 0, -1) }
            let (ax, bx) = (coordinates[2 * edge], coordinates[2 * edge + 2])
            let firstColumn = Int(floor(((ax < bx ? ax : bx) - west) / cell))
            let lastColumn = Int(floor(((ax < bx ? bx : ax) - west) / cell))
            return (
                firstColumn < 0 ? 0 : firstColumn, lastColumn > columns - 1 ? columns - 1 : lastColumn,
                edgeFirstRow < firstRow ? firstRow : edgeFirstRow, edgeLastRow > lastRow ? lastRow : edgeLastRow
            )
        }
    }

    /// First pass: how many edges each cell lists, as running totals in `start` (cell c's end at c + 1).
    private static func countEdges(
        _ edges: UnsafeBufferPointer<Int32>, _ coordinates: UnsafeBufferPointer<Double>, _ grid: CellGeometry,
        into start: UnsafeMutableBufferPointer<Int>
    ) {
        var index = 0
        while index < edges.count {
            let (firstColumn, lastColumn, firstRow, lastRow) = grid.cells(coordinates, Int(edges[index]))
            var row = firstRow
            while row <= lastRow {
                var slot = row * grid.columns + firstColumn + 1
                while slot <= row * grid.columns + lastColumn + 1 {
                    start[slot] += 1
                    slot += 1
                }
                row += 1
            }
            index += 1
        }
        var cellIndex = 1
        while cellIndex < start.count {
            start[cellIndex] += start[cellIndex - 1]
            cellIndex += 1
        }
    }

    /// Second pass: the edges of each cell, in ascending order.
    ///
    /// Filled from the last edge back, each cell's end in `start` moving down to its beginning, so that no second
    /// per-cell array is needed.
    private static func fillCells(
        _ edges: UnsafeBufferPointer<Int32>, _ coordinates: UnsafeBufferPointer<Double>, _ grid: CellGeometry,
        start: UnsafeMutableBufferPointer<Int>
    ) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: start[start.count - 1]) { cellEdges, initialized in
            var index = edges.count - 1
            while index >= 0 {
                let (firstColumn, lastColumn, firstRow, lastRow) = grid.cells(coordinates, Int(edges[index]))
                var row = firstRow
                while row <= lastRow {
                    var slot = row * grid.columns + firstColumn + 1
                    while slot <= row * grid.columns + lastColumn + 1 {
                        start[slot] -= 1
                        cellEdges[start[slot]] = edges[index]
                        slot += 1
                    }
                    row += 1
                }
                index -= 1
            }
            initialized = start[start.count - 1]
        }
    }
}
