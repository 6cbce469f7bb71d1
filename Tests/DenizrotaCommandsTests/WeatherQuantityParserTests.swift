import Expectations
import MarineKit
import Testing

@testable import DenizrotaCommands

/// `fetch --wind` and `--duration` read a number the same in every language: `,` or `.` as the decimal separator,
/// `1.500` taking its one reading inside the range, refused naming both when both fit.
@Suite struct WeatherQuantityParserTests {
    typealias Refusal = WeatherQuantityParser.Refusal

    @Test(arguments: [
        ("20", Result<Double, Refusal>.success(20)), ("20,5kn", .success(20.5)), ("20.5kn", .success(20.5)),
        ("1.500", .success(1.5)), ("1,500", .success(1.5)),
        ("10m/s", .success(WindSpeedUnit.metersPerSecond.knots(10))),
        ("300", .success(300)), ("301", .failure(.invalid)), ("-5", .failure(.invalid)), ("5e1", .failure(.invalid)),
        ("0x5", .failure(.invalid)), ("20.5.1", .failure(.invalid)), ("1 000", .failure(.invalid)),
    ])
    func windKnots(text: String, expected: Result<Double, Refusal>) {
        expectEqual(Result { () throws(Refusal) in try WeatherQuantityParser.windKnots(text) }, expected)
    }

    @Test(arguments: [
        ("6", Result<Double, Refusal>.success(6 * 3600)), ("1,5h", .success(5400)), ("90min", .success(5400)),
        ("1.500", .success(5400)), ("2.000min", .failure(.ambiguous(grouped: "2000", decimal: "2"))),
        ("0.500", .success(1800)), ("0", .failure(.invalid)), ("721", .failure(.invalid)),
    ])
    func durationSeconds(text: String, expected: Result<Double, Refusal>) {
        expectEqual(Result { () throws(Refusal) in try WeatherQuantityParser.durationSeconds(text) }, expected)
    }
}
