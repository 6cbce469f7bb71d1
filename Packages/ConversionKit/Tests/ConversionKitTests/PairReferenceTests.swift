import Expectations
import Testing

@testable import ConversionKit

/// One row of the generated reference: `input from to expected`.
struct PairReferenceRow: CustomTestStringConvertible, Sendable {
    let input: String
    let fromID: String
    let toID: String
    let expected: String

    var testDescription: String { "\(input) \(fromID) → \(toID)" }

    static let all: [PairReferenceRow] = pairReferenceTable.split(separator: "\n").map { line in
        let fields = line.split(separator: " ").map(String.init)
        return PairReferenceRow(input: fields[0], fromID: fields[1], toID: fields[2], expected: fields[3])
    }
}

@Suite struct PairReferenceTests {
    @Test func tableCoversEveryOrderedPairOfEveryCategory() {
        let catalog = UnitCatalog.standard
        let covered = Set(PairReferenceRow.all.map { "\($0.fromID)>\($0.toID)" })
        for category in UnitCategory.allCases {
            let ids = catalog.units(in: category).map(\.id)
            for from in ids {
                for to in ids where to != from {
                    #expect(covered.contains("\(from)>\(to)"), "missing pair \(from) → \(to)")
                }
            }
        }
        #expect(PairReferenceRow.all.count > 3_500)
    }

    @Test(arguments: PairReferenceRow.all)
    func convertsExactlyAndRoundsOnce(_ row: PairReferenceRow) throws {
        let catalog = UnitCatalog.standard
        let from = try #require(catalog.unit(withID: row.fromID))
        let to = try #require(catalog.unit(withID: row.toID))
        let value = try NumberReader.read(row.input)
        let result = try UnitConversionEngine(catalog: catalog).convert(value, from: from, to: to)
        expectEqual(result.rounded(toPlaces: 8).fixedString, row.expected)
    }
}
