extension LandGrid {
    /// Assigns every edge (by its first vertex's index in `points`) to each cell its bounding box touches.
    ///
    /// Conservative: a cell may list an edge that only passes near it; the intersection test sorts that out.
    /// Two passes (count, then fill) straight into compressed-row storage, so no per-cell array is allocated; plain
    /// index loops over the cell ranges, since the debug builds of the tests run this in every process that checks
    /// land (243,493 vertices for the full-resolution coast).
    static func bucket(
        _ edgeStarts: [Int32], points: [SIMD2<Double>], cell: Double, origin: SIMD2<Double>, columns: Int, rows: Int
    ) -> (start: [Int], edges: [Int32]) {
        var start = [Int](repeating: 0, count: columns * rows + 1)
        // The cell ranges are worked out twice (count, then fill) rather than kept: 32 bytes an edge, 7.8 MB for
        // the full-resolution coast, that the process would hold at its peak.
        for index in edgeStarts {
            let range = cellRange(of: index, points: points, cell: cell, origin: origin, columns: columns, rows: rows)
            guard range.firstColumn <= range.lastColumn, range.firstRow <= range.lastRow else { continue }
            for row in range.firstRow...range.lastRow {
                for column in range.firstColumn...range.lastColumn { start[row * columns + column + 1] += 1 }
            }
        }
        for index in 1..<start.count { start[index] += start[index - 1] }
        // Filled from the last edge back, each cell's end moving down to its beginning, so that no second
        // per-cell array is needed; each cell lists its edges in ascending order.
        let total = start[start.count - 1]
        var cellEdges = [Int32](repeating: 0, count: total)
        for index in edgeStarts.reversed() {
            let range = cellRange(of: index, points: points, cell: cell, origin: origin, columns: columns, rows: rows)
            guard range.firstColumn <= range.lastColumn, range.firstRow <= range.lastRow else { continue }
            for row in range.firstRow...range.lastRow {
                for column in range.firstColumn...range.lastColumn {
                    let slot = row * columns + column + 1
                    start[slot] -= 1
                    cellEdges[start[slot]] = index
                }
            }
        }
        // Now start[c + 1] is where cell c begins: shift down by one and end with the total.
        start.removeFirst()
        start.append(total)
        return (start, cellEdges)
    }

    /// The columns and rows of the cells the edge's bounding box touches (empty when it lies outside the grid).
    private static func cellRange(
        of edge: Int32, points: [SIMD2<Double>], cell: Double, origin: SIMD2<Double>, columns: Int, rows: Int
    ) -> (firstColumn: Int, lastColumn: Int, firstRow: Int, lastRow: Int) {
        let (a, b) = (points[Int(edge)], points[Int(edge) + 1])
        // Plain comparisons, not the generic `min`/`max`, which debug builds do not inline.
        let (west, east) = a.x < b.x ? (a.x, b.x) : (b.x, a.x)
        let (south, north) = a.y < b.y ? (a.y, b.y) : (b.y, a.y)
        let firstColumn = Int(((west - origin.x) / cell).rounded(.down))
        let lastColumn = Int(((east - origin.x) / cell).rounded(.down))
        let firstRow = Int(((south - origin.y) / cell).rounded(.down))
        let lastRow = Int(((north - origin.y) / cell).rounded(.down))
        return (
            firstColumn < 0 ? 0 : firstColumn, lastColumn > columns - 1 ? columns - 1 : lastColumn,
            firstRow < 0 ? 0 : firstRow, lastRow > rows - 1 ? rows - 1 : lastRow
        )
    }
}
