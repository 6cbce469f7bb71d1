extension LandGrid {
    /// For every cell, the Chebyshev distance in cells to the nearest cell holding an edge (0 for such a cell),
    /// capped at 255: an exact two-pass distance transform (Rosenfeld & Pfaltz 1966, chessboard metric).
    ///
    /// The passes work on a raw pointer with plain integer arithmetic and no call per cell. The embedded
    /// coastline's grid has 183,744 cells (522 × 352 at 0.05°), and every debug `plan` builds it: there a buffer
    /// subscript or a helper function per neighbour is a call (the transform was 19 % of a debug `plan`'s CPU, issue
    /// 30); a raw pointer's subscript is transparent.
    static func emptyRadii(cellStart: [Int], columns: Int, rows: Int) -> [UInt8] {
        let count = columns * rows
        return [UInt8](unsafeUninitializedCapacity: count) { cells, initialized in
            initialized = count
            guard let radius = cells.baseAddress else { return }
            cellStart.withUnsafeBufferPointer { start in
                guard let start = start.baseAddress else { return }
                var index = 0
                while index < count {
                    radius[index] = start[index + 1] > start[index] ? 0 : 255
                    index += 1
                }
            }
            sweep(radius, columns: columns, rows: rows, toward: -1)
            sweep(radius, columns: columns, rows: rows, toward: 1)
        }
    }

    /// One pass of the transform.
    ///
    /// Toward −1 from the first cell on, each cell is lowered through the cell on its left and the three of the
    /// previous row; toward +1 from the last cell back, through the cell on its right and the three of the next row.
    /// A neighbour at radius n lowers a cell to n + 1, which saturates at 255.
    private static func sweep(_ radius: UnsafeMutablePointer<UInt8>, columns: Int, rows: Int, toward direction: Int) {
        let count = columns * rows
        var index = direction < 0 ? 0 : count - 1
        while index >= 0, index < count {
            var nearest = radius[index]
            let column = index % columns
            let (hasLeft, hasRight) = (column > 0, column < columns - 1)
            let across = index + direction * columns
            if nearest > 0, direction < 0 ? hasLeft : hasRight, radius[index + direction] < nearest - 1 {
                nearest = radius[index + direction] + 1
            }
            if nearest > 0, across >= 0, across < count {
                if hasLeft, radius[across - 1] < nearest - 1 { nearest = radius[across - 1] + 1 }
                if radius[across] < nearest - 1 { nearest = radius[across] + 1 }
                if hasRight, radius[across + 1] < nearest - 1 { nearest = radius[across + 1] + 1 }
            }
            radius[index] = nearest
            index -= direction
        }
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
