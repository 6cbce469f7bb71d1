extension LandGrid {
    /// Assigns every edge to each cell its bounding box touches.
    ///
    /// Conservative: a cell may list an edge that only passes near it; the intersection test sorts that out.
    /// Two passes (count, then fill) straight into compressed-row storage, so no per-cell array is allocated.
    static func bucket(
        _ edges: [SIMD4<Double>], cell: Double, origin: SIMD2<Double>, columns: Int, rows: Int
    ) -> (start: [Int], edges: [Int32]) {
        var start = [Int](repeating: 0, count: columns * rows + 1)
        for edge in edges {
            forEachCell(of: edge, cell: cell, origin: origin, columns: columns, rows: rows) { start[$0 + 1] += 1 }
        }
        for index in 1..<start.count { start[index] += start[index - 1] }
        var next = start
        var cellEdges = [Int32](repeating: 0, count: start[start.count - 1])
        for (index, edge) in edges.enumerated() {
            forEachCell(of: edge, cell: cell, origin: origin, columns: columns, rows: rows) { cellIndex in
                cellEdges[next[cellIndex]] = Int32(index)
                next[cellIndex] += 1
            }
        }
        return (start, cellEdges)
    }

    /// Calls `body` with the index of every cell the edge's bounding box touches, row by row.
    private static func forEachCell(
        of edge: SIMD4<Double>, cell: Double, origin: SIMD2<Double>, columns: Int, rows: Int, _ body: (Int) -> Void
    ) {
        let firstColumn = max(0, Int(((min(edge.x, edge.z) - origin.x) / cell).rounded(.down)))
        let lastColumn = min(columns - 1, Int(((max(edge.x, edge.z) - origin.x) / cell).rounded(.down)))
        let firstRow = max(0, Int(((min(edge.y, edge.w) - origin.y) / cell).rounded(.down)))
        let lastRow = min(rows - 1, Int(((max(edge.y, edge.w) - origin.y) / cell).rounded(.down)))
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn { body(row * columns + column) }
        }
    }
}
