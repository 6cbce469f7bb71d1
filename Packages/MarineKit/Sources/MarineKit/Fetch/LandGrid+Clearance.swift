extension LandGrid {
    /// For every cell, the Chebyshev distance in cells to the nearest cell holding an edge (0 for such a cell),
    /// capped at 255: an exact two-pass distance transform (Rosenfeld & Pfaltz 1966, chessboard metric).
    static func emptyRadii(cellStart: [Int], columns: Int, rows: Int) -> [UInt8] {
        var radius = (0..<(columns * rows)).map { cellStart[$0 + 1] > cellStart[$0] ? UInt8(0) : UInt8.max }
        func relax(_ index: Int, from neighbour: Int) {
            let candidate = radius[neighbour] == .max ? UInt8.max : radius[neighbour] + 1
            if candidate < radius[index] { radius[index] = candidate }
        }
        for row in 0..<rows {
            for column in 0..<columns {
                let index = row * columns + column
                if column > 0 { relax(index, from: index - 1) }
                guard row > 0 else { continue }
                for offset in max(0, column - 1)...min(columns - 1, column + 1) {
                    relax(index, from: index - columns - column + offset)
                }
            }
        }
        for row in (0..<rows).reversed() {
            for column in (0..<columns).reversed() {
                let index = row * columns + column
                if column < columns - 1 { relax(index, from: index + 1) }
                guard row < rows - 1 else { continue }
                for offset in max(0, column - 1)...min(columns - 1, column + 1) {
                    relax(index, from: index + columns - column + offset)
                }
            }
        }
        return radius
    }

    /// Half-width in degrees of a square around `point` (longitude, latitude) that holds no edge.
    ///
    /// Every point
    /// less than this far from `point` in both longitude and latitude lies in a cell without edges, so no
    /// segment inside that square can meet the coastline. 0 next to an edge or outside the grid.
    public func clearance(around point: SIMD2<Double>) -> Double {
        guard covers(point) else { return 0 }
        let row = Int(((point.y - minLatitude) / cell).rounded(.down))
        let column = Int(((point.x - minLongitude) / cell).rounded(.down))
        let radius = Int(emptyRadius[row * columns + column])
        return radius > 1 ? Double(radius - 1) * cell : 0
    }
}
