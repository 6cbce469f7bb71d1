import CLIKit
import Expectations
import Testing

/// The one table layout of the tools: columns as wide as their widest cell in terminal columns.
@Suite struct TextTableTests {
    @Test func headersStartTheirColumnsAndFiguresLineUpOnTheRight() {
        var table = TextTable(
            headers: ["#", "地点", "ETA (UTC)", "wind"], alignments: [.trailing, .leading, .leading, .trailing])
        table.append(["1", "Gökova İskele", "2026-06-01 05:00 UTC", " 21.0"])
        table.append(["10", "湾口", "2026-06-01 06:36 UTC", "8.5"])
        #expect(
            table.lines() == [
                "#   地点           ETA (UTC)             wind",
                " 1  Gökova İskele  2026-06-01 05:00 UTC  21.0",
                "10  湾口           2026-06-01 06:36 UTC   8.5",
            ])
    }

    @Test func colourEscapesTakeNoColumnsAndTheLastColumnIsNotPadded() {
        var table = TextTable(headers: ["risk", "n"], alignments: [.leading, .leading])
        table.append(["\u{1B}[33myellow\u{1B}[0m", "1"])
        table.append(["red", "22"])
        #expect(table.lines() == ["risk    n", "\u{1B}[33myellow\u{1B}[0m  1", "red     22"])
        #expect(TextTable.columns("\u{1B}[1;31m危险\u{1B}[0m") == 4)
    }

    /// Counted on the UTF-8 bytes, a cell takes the columns TextWidth gives its scalars: one- to four-byte scalars,
    /// both sides of the wide ranges' ends (U+1100, U+115F, U+2E80, U+FFE6), a position's `°` and `′`.
    @Test(arguments: [
        "P12", "36°00.000′N 027°00.000′E", "Gökova İskele", "地点", "\u{10FF}\u{1100}\u{115F}\u{1160}",
        "\u{2E7F}\u{2E80}", "\u{FFE6}\u{FFE7}", "⛵🌊 ok", "湾口 ⚠ LAND", "",
    ])
    func columnsAreTextWidthsWithoutEscapes(cell: String) {
        expectEqual(TextTable.columns(cell), TextWidth.columns(cell))
        expectEqual(TextTable.columns("\u{1B}[33m" + cell + "\u{1B}[0m"), TextWidth.columns(cell))
    }

    @Test func withoutHeadersThereIsNoHeaderLine() {
        var table = TextTable(headers: [], alignments: [.leading, .leading])
        table.append(["length.mile", "mi"])
        expectEqual(table.lines(), ["length.mile  mi"])
    }
}

/// `JSONNullable`: a member written as `null` when it has no value, instead of being left out.
@Suite struct JSONNullableTests {
    struct Leg: JSONDocument {
        var number: Int
        var crossesLand: JSONNullable<Bool>
        var note: String?
    }

    @Test func nilIsNullAndAValueIsItself() throws {
        #expect(
            try JSONText.text(Leg(number: 1, crossesLand: JSONNullable(nil)), pretty: false)
                == #"{"crossesLand":null,"number":1,"schemaVersion":1}"# + "\n")
        #expect(
            try JSONText.text(Leg(number: 2, crossesLand: JSONNullable(true)), pretty: false)
                == #"{"crossesLand":true,"number":2,"schemaVersion":1}"# + "\n")
    }
}
