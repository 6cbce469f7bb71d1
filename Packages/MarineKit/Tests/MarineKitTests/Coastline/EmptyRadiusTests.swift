import Expectations
import Testing

@testable import MarineCoastline
@testable import MarineKit

/// `LandGrid.emptyRadii` (the two-pass chessboard distance transform of Rosenfeld & Pfaltz 1966) equals the
/// definition: for each cell, the least Chebyshev distance in cells to a cell holding an edge, capped at 255.
@Suite struct EmptyRadiusTests {
    /// The definition, cell by cell against every edge cell.
    static func bruteForce(edges: Set<Int>, columns: Int, rows: Int) -> [UInt8] {
        (0..<(columns * rows)).map { index in
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            let nearest = edges.map { edge in
                let (edgeRow, edgeColumn) = edge.quotientAndRemainder(dividingBy: columns)
                return max(abs(edgeRow - row), abs(edgeColumn - column))
            }.min()
            return UInt8(min(nearest ?? 255, 255))
        }
    }

    /// `cellStart` for a grid whose edge cells are `edges` (one edge in each).
    static func cellStart(edges: Set<Int>, cells: Int) -> [Int] {
        var start = [0]
        for index in 0..<cells { start.append(start[index] + (edges.contains(index) ? 1 : 0)) }
        return start
    }

    /// Grids of several shapes (one row, one column, wider than tall, taller than wide), with edges placed by a
    /// fixed linear congruential sequence so every run checks the same cells.
    @Test(arguments: [(1, 1, 1), (7, 1, 2), (1, 9, 2), (13, 5, 4), (6, 17, 3), (40, 30, 9), (300, 2, 1), (2, 300, 1)])
    func matchesTheDefinition(columns: Int, rows: Int, edgeCount: Int) {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        var edges: Set<Int> = []
        while edges.count < edgeCount {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            edges.insert(Int(seed >> 33) % (columns * rows))
        }
        let radii = LandGrid.emptyRadii(
            cellStart: Self.cellStart(edges: edges, cells: columns * rows), columns: columns, rows: rows)
        expectEqual(radii, Self.bruteForce(edges: edges, columns: columns, rows: rows))
    }

    /// No edge at all: every cell is 255 ("nothing within reach"); a lone edge more than 255 cells away saturates.
    @Test func saturatesAt255() {
        let empty = LandGrid.emptyRadii(cellStart: Array(repeating: 0, count: 13), columns: 4, rows: 3)
        expectEqual(empty, Array(repeating: 255, count: 12))
        let far = LandGrid.emptyRadii(cellStart: Self.cellStart(edges: [0], cells: 300), columns: 300, rows: 1)
        #expect(far[255] == 255 && far[254] == 254 && far[299] == 255)
    }
}
