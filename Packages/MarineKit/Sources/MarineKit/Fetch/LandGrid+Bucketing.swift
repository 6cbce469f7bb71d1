extension LandGrid {
    /// Assigns every edge to each cell its bounding box touches.
    ///
    /// Conservative: a cell may list an edge that only passes near it; the intersection test sorts that out.
    /// Two passes (count, then fill) straight into compressed-row storage, so no per-cell array is allocated; plain
    /// index loops over the cell ranges, since the debug builds of the tests run this in every process that checks
    /// land (243,493 vertices for the full-resolution coast).
    static func bucket(
        _ edges: [SIMD4<Double>], cell: Double, origin: SIMD2<Double>, columns: Int, rows: Int
    ) -> (start: [Int], edges: [Int32]) {
        var ranges: [(firstColumn: Int, lastColumn: Int, firstRow: Int, lastRow: Int)] = []
        ranges.reserveCapacity(edges.count)
        for index in edges.indices {
            ranges.append(cellRange(of: edges[index], cell: cell, origin: origin, columns: columns, rows: rows))
        }
        var start = [Int](repeating: 0, count: columns * rows + 1)
        for range in ranges where range.firstColumn <= range.lastColumn && range.firstRow <= range.lastRow {
            for row in range.firstRow...range.lastRow {
                for column in range.firstColumn...range.lastColumn { start[row * columns + column + 1] += 1 }
            }
        }
        for index in 1..<start.count { start[index] += start[index - 1] }
        var next = start
        var cellEdges = [Int32](repeating: 0, count: start[start.count - 1])
        for index in ranges.indices {
            let range = ranges[index]
            guard range.firstColumn <= range.lastColumn, range.firstRow <= range.lastRow else { continue }
            for row in range.firstRow...range.lastRow {
                for column in range.firstColumn...range.lastColumn {
                    let cellIndex = row * columns + column
                    cellEdges[next[cellIndex]] = Int32(index)
                    next[cellIndex] += 1
                }
            }
        }
        return (start, cellEdges)
    }

    /// The columns and rows of the cells the edge's bounding box touches (empty when it lies outside the grid).
    private static func cellRange(
        of edge: SIMD4<Double>, cell: Double, origin: SIMD2<Double>, columns: Int, rows: Int
    ) -> (firstColumn: Int, lastColumn: Int, firstRow: Int, lastRow: Int) {
        // Plain comparisons, not the generic `min`/`max`, which debug builds do not inline.
        let (west, east) = edge.x < edge.z ? (edge.x, edge.z) : (edge.z, edge.x)
        let (south, north) = edge.y < edge.w ? (edge.y, edge.w) : (edge.w, edge.y)
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
