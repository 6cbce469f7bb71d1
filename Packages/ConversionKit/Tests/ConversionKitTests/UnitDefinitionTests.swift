import Expectations
import Testing

@testable import ConversionKit

/// Issue 32, item 11: units a user defines exactly in terms of existing ones, validated line by line.
@Suite struct UnitDefinitionTests {
    static let file = "/home/u/.config/unitconv/units"

    static func problem(_ line: Int, _ problem: UnitDefinitionProblem) -> ConversionError {
        .invalidUnitDefinition(file: file, line: line, problem: problem)
    }

    /// Definitions, a request, and its exact value or the error.
    static let rows: [(String, String, String?, ConversionError?)] = [
        ("furlong = 220 yd", "1 furlong m", "201.168", nil),
        ("# kitchen\nshot = 44 mL   # a US shot glass\n", "2 shot ml", "88", nil),
        ("cc = 1 cm³", "1 m m", nil, problem(1, .nameTaken("cc"))),
        ("a = 2 b\nb = 3 ft", "1 a in", "72", nil),
        ("length.rod = 1/4 chain\nchain = 66 ft", "2 rods ft", "33", nil),
        ("span = 9 in", "1 span cm", "22.86", nil),
        ("x = 2 y\ny = 3 x", "1 x m", nil, problem(1, .cycle(["x", "y"]))),
        ("mile = 2 km", "1 km m", nil, problem(1, .nameTaken("mile"))),
        ("furlong = 220 yd\nFurlong = 1 m", "1 m m", nil, problem(2, .nameTaken("Furlong"))),
        ("foo = 2 blorp", "1 m m", nil, problem(1, .unknownUnit("blorp"))),
        ("mass.bar = 3 ft", "1 m m", nil, problem(1, .wrongCategory(declared: "mass", actual: "length"))),
        ("t = 2 °C", "1 m m", nil, problem(1, .scaleUnit("°C"))),
        ("z = 0 m", "1 m m", nil, problem(1, .notPositive("0"))),
        ("\n\nbad line", "1 m m", nil, problem(3, .malformed("bad line"))),
    ]

    @Test(arguments: rows)
    func definesExactlyOrRefusesNamingTheLine(row: (String, String, String?, ConversionError?)) {
        let (definitions, input, value, expected) = row
        do {
            let catalog = try UnitCatalog.standard.adding(definitions: definitions, file: Self.file)
            let result = try UnitConversionEngine(catalog: catalog).convert(input)
            #expect(result.value.exactString == value && expected == nil, "\(definitions)")
        } catch {
            expectEqual(error, expected, "\(definitions): \(error)")
        }
    }
}
