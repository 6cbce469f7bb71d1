// units-bench: in-process throughput of ConversionKit, run by Apps/unitconv/Benchmarks/units (release build).
//
// Two figures: 1,000,000 exact conversions rounded to 8 places from parsed values (the arithmetic), and
// 1,000,000 complete requests from text (parse, resolve aliases, convert, round, format as plain decimal).
import ConversionKit

#if canImport(Glibc)
    import Glibc
#endif

/// The pairs converted, cycling; a mix of terminating and repeating ratios, temperatures and large values.
let requests = [
    "5 km mi", "1 mile km", "12.5 in cm", "3 ft m", "1 nmi km", "250 g oz", "2.2 lb kg", "11 st kg", "1 imperial cup L",
    "2 us cup ml", "1 us gal imp gal", "3 tbsp ml", "-40 degC degF", "98.6 degF degC", "300 K degF", "1 acre m2",
    "640 acre sq mi", "100 km/h mph", "12 kn m/s", "1e9 mm mi", "123456789.123 m ft", "0.000123 mg t",
]

let converter = UnitConversionEngine()
let formatter = try ResultFormatter(precision: 8)
let parsed = try requests.map { try RequestParser(catalog: .standard).parse($0) }
let operations = parsed.map { ($0.parts[0].value, $0.parts[0].unit.unit, $0.target.unit) }
let count = 1_000_000
let clock = ContinuousClock()

/// CPU seconds this process has used: on a shared machine the wall clock also counts other processes' turns.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

var checksum = 0
let cpuStart = cpuSeconds()
let arithmetic = try clock.measure {
    for index in 0..<count {
        let (input, source, target) = operations[index % operations.count]
        let value = try converter.convert(input, from: source, to: target)
        checksum &+= value.rounded(toPlaces: 8).places
    }
}
let arithmeticCPU = cpuSeconds() - cpuStart
// `units-bench arithmetic` skips the text part (for profiling the arithmetic alone).
let onlyArithmetic = CommandLine.arguments.dropFirst().first == "arithmetic"
let textStart = cpuSeconds()
let complete = try clock.measure {
    if onlyArithmetic { return }
    for index in 0..<count {
        let result = try converter.convert(requests[index % requests.count])
        checksum &+= formatter.plain(result.value).utf8.count
    }
}
let textCPU = cpuSeconds() - textStart

func rate(_ duration: Duration) -> Int {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    return Int(Double(count) / seconds)
}

let cpuRate = Int(Double(count) / arithmeticCPU)
print("conversions (exact, rounded to 8 places): \(count) in \(arithmetic) wall = \(rate(arithmetic))/s")
print("conversions per CPU second: \(cpuRate)/s (target ≥ 2000000/s)")
if !onlyArithmetic {
    // Each request parsed in full (no reuse of a line's shape, unlike `--batch`); per CPU second, as the wall
    // clock on a shared machine also counts other processes' turns.
    print("requests from text (parse, convert, round, format): \(count) in \(complete) wall = \(rate(complete))/s")
    print("requests from text per CPU second: \(Int(Double(count) / textCPU))/s")
}
print("checksum \(checksum)")
