// units-bench: in-process throughput of ConversionKit, run by scripts/bench.d/units (release build).
//
// Two figures: 1,000,000 exact conversions rounded to 8 places from parsed values (the arithmetic), and
// 1,000,000 complete requests from text (parse, resolve aliases, convert, round, format as plain decimal).
import ConversionKit

/// The pairs converted, cycling; a mix of terminating and repeating ratios, temperatures and large values.
let requests = [
    "5 km mi", "1 mile km", "12.5 in cm", "3 ft m", "1 nmi km", "250 g oz", "2.2 lb kg", "11 st kg", "1 imperial cup L",
    "2 us cup ml", "1 us gal imp gal", "3 tbsp ml", "-40 degC degF", "98.6 degF degC", "300 K degF", "1 acre m2",
    "640 acre sq mi", "100 km/h mph", "12 kn m/s", "1e9 mm mi", "123456789.123 m ft", "0.000123 mg t",
]

let converter = UnitConverter()
let formatter = try ResultFormatter(precision: 8)
let parsed = try requests.map { try RequestParser(catalog: .standard).parse($0) }
let count = 1_000_000
let clock = ContinuousClock()

var checksum = 0
let arithmetic = try clock.measure {
    for index in 0..<count {
        let request = parsed[index % parsed.count]
        let part = request.parts[0]
        let value = try converter.convert(part.value, from: part.unit.unit, to: request.target.unit)
        checksum &+= value.rounded(toPlaces: 8).places
    }
}
let complete = try clock.measure {
    for index in 0..<count {
        let result = try converter.convert(requests[index % requests.count])
        checksum &+= formatter.plain(result.value).utf8.count
    }
}

func rate(_ duration: Duration) -> Int {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    return Int(Double(count) / seconds)
}

print(
    "conversions (exact, rounded to 8 places): \(count) in \(arithmetic) = \(rate(arithmetic))/s (target ≥ 2000000/s)")
print("requests from text (parse, convert, round, format): \(count) in \(complete) = \(rate(complete))/s")
print("checksum \(checksum)")
