extension LandGrid {
    /// For every cell, the Chebyshev distance in cells to the nearest cell holding an edge (0 for such a cell),
    /// capped at 255: an exact two-pass distance transform (Rosenfeld & Pfaltz 1966, chessboard metric).
    ///
    /// The passes work on the array's buffer with plain integer arithmetic. The embedded coastline's grid has 183,744
    /// cells (522 × 352 at 0.05°), and every debug process that checks land builds it: through a capturing closure,
    /// array subscripts and generic `min`, the transform took about a tenth of the test run's CPU.
    static func emptyRadii(cellStart: [Int], columns: Int, rows: Int) -> [UInt8] {
        var radius = (0..<(columns * rows)).map { cellStart[$0 + 1] > cellStart[$0] ? UInt8(0) : UInt8.max }
        radius.withUnsafeMutableBufferPointer { cells in
            for index in cells.indices {
                cells[index] = nearest(in: cells, at: index, columns: columns, toward: -1)
            }
            for index in cells.indices.reversed() {
                cells[index] = nearest(in: cells, at: index, columns: columns, toward: 1)
            }
        }
        return radius
    }

    /// The radius of the cell at `index`, lowered through the neighbours a pass has already finished: toward −1 the
    /// cell on the left and the three of the previous row, toward +1 the cell on the right and the three of the next.
    private static func nearest(
        in cells: UnsafeMutableBufferPointer<UInt8>, at index: Int, columns: Int, toward direction: Int
    ) -> UInt8 {
        let column = index % columns
        var nearest = cells[index]
        if direction < 0 ? column > 0 : column < columns - 1 {
            lower(&nearest, from: cells[index + direction])
        }
        let across = index + direction * columns
        guard across >= 0, across < cells.count else { return nearest }
        // Plain comparisons rather than `min` and a range: the debug builds of the tests do not inline generics.
        var neighbour = column > 0 ? across - 1 : across
        let last = column < columns - 1 ? across + 1 : across
        while neighbour <= last {
            lower(&nearest, from: cells[neighbour])
            neighbour += 1
        }
        return nearest
    }

    /// Lowers `radius` to a neighbour's radius plus one cell, which saturates at 255 (no edge within reach).
    @inline(__always)
    private static func lower(_ radius: inout UInt8, from neighbour: UInt8) {
        if radius > 0, neighbour < radius - 1 { radius = neighbour + 1 }
    }

    /// Half-width in degrees of a square around `point` (longitude, latitude) that holds no edge.
    ///
    /// Every point
    /// less than this far from `point` in both longitude and latitude lies in a cell without edges, so no
    /// segment inside that square can meet the coastline. 0 next to an edge or outside the grid.
    public func clearance(around point: SIMD2<Double>) -> Double {
        guard covers(point), !emptyRadius.isEmpty else { return 0 }
        let row = Int(((point.y - minLatitude) / cell).rounded(.down))
        let column = Int(((point.x - minLongitude) / cell).rounded(.down))
        let radius = Int(emptyRadius[row * columns + column])
        return radius > 1 ? Double(radius - 1) * cell : 0
    }
}
