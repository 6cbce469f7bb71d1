extension LandGrid {
    /// Assigns every edge to each cell its bounding box touches.
    ///
    /// Conservative: a cell may list an edge that
    /// only passes near it; the intersection test sorts that out). Returns compressed-row storage.
    static func bucket(
        _ edges: [SIMD4<Double>], cell: Double, origin: SIMD2<Double>, columns: Int, rows: Int
    ) -> (start: [Int], edges: [Int32]) {
        var perCell = [[Int32]](repeating: [], count: columns * rows)
        for (index, edge) in edges.enumerated() {
            let firstColumn = Int(((min(edge.x, edge.z) - origin.x) / cell).rounded(.down))
            let lastColumn = Int(((max(edge.x, edge.z) - origin.x) / cell).rounded(.down))
            let firstRow = Int(((min(edge.y, edge.w) - origin.y) / cell).rounded(.down))
            let lastRow = Int(((max(edge.y, edge.w) - origin.y) / cell).rounded(.down))
            for row in max(0, firstRow)...min(rows - 1, lastRow) {
                for column in max(0, firstColumn)...min(columns - 1, lastColumn) {
                    perCell[row * columns + column].append(Int32(index))
                }
            }
        }
        var start = [0]
        start.reserveCapacity(perCell.count + 1)
        for list in perCell { start.append(start[start.count - 1] + list.count) }
        return (start, Array(perCell.joined()))
    }
}
