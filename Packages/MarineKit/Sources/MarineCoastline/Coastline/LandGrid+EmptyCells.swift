extension LandGrid {
    /// For every cell, whether it lies on land — meaningful only for cells that hold no edge, which are wholly land
    /// or wholly sea.
    ///
    /// One sweep per row along its middle latitude, west to east, from the grid's margin (sea: the grid reaches one
    /// cell beyond every vertex): each crossing of that line with an edge, counted in the cell that holds it (the
    /// rule ``isLand(_:)`` uses), toggles land and sea. ``isLand(_:)`` then needs the crossings only as far east as
    /// the first empty cell, not to the grid's edge (issue 29: with the full-resolution coast a ray to the grid's
    /// edge met tens of thousands of edges). Only the `rows` filled are swept (``LandGrid/builtLatitudes``): a
    /// row's sweep reads its own cells alone.
    static func emptyCellsOnLand(
        points: [SIMD2<Double>], cellStart: [Int], cellEdges: [Int32], geometry: (cell: Double, origin: SIMD2<Double>),
        columns: Int, rows: Range<Int>
    ) -> [Bool] {
        var land = [Bool](repeating: false, count: cellStart.count - 1)
        for row in rows {
            let y = geometry.origin.y + (Double(row) + 0.5) * geometry.cell
            var inside = false
            for column in 0..<columns {
                let index = row * columns + column
                land[index] = inside
                let west = geometry.origin.x + Double(column) * geometry.cell
                var crossings = 0
                for slot in cellStart[index]..<cellStart[index + 1] {
                    let (a, b) = (points[Int(cellEdges[slot])], points[Int(cellEdges[slot]) + 1])
                    guard (a.y > y) != (b.y > y) else { continue }
                    let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
                    if x >= west, x < west + geometry.cell { crossings += 1 }
                }
                if crossings % 2 == 1 { inside.toggle() }
            }
        }
        return land
    }
}
