// Benchmark (issue 7): coastal fetch in-process — one point, 36 directions (every 10°), target ≤ 5 ms
// (Docs/denizrota-weather.md). Usage: fetch-bench [REPEATS]  (default 200). Run through `scripts/bench fetch`.
// Prints the one-time index build (embedded coastline parsed, grid bucketed), then the median and worst time of
// 36 straight-line rays (`straightLineFetch(at:bearings:)`) and of 36 full measurements (straight + 19-ray
// effective fetch each) at a sheltered point (Gökova) and an open-sea point (central Aegean, rays up to 500 km).
import Foundation
import MarineKit

let repeats = CommandLine.arguments.dropFirst().compactMap { Int($0) }.first ?? 200
guard repeats > 0 else {
    FileHandle.standardError.write(Data("fetch-bench: REPEATS must be positive\n".utf8))
    exit(64)
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Median and maximum of `repeats` timings of `body`, milliseconds.
func timings(_ body: () -> Void) -> (median: Double, worst: Double) {
    let samples = (0..<repeats).map { _ in seconds(body) * 1000 }.sorted()
    return (samples[samples.count / 2], samples[samples.count - 1])
}

var fetch: CoastalFetch?
let build = seconds { fetch = CoastalFetch(grid: LandGrid(coastline: .easternMediterranean)) }
guard let fetch else { exit(1) }
print(String(format: "fetch: index build (coastline parse + grid) %.1f ms, once per process", build * 1000))

let bearings = (0..<36).map { Double($0 * 10) }
let places = [
    ("Gökova 36.95 N 27.85 E", GeoCoordinate(latitude: 36.95, longitude: 27.85)),
    ("Aegean 39.20 N 24.60 E", GeoCoordinate(latitude: 39.2, longitude: 24.6)),
]
var ok = true
var checksum = 0.0
for (name, point) in places {
    let straight = timings {
        checksum += (try? fetch.straightLineFetch(at: point, bearings: bearings).reduce(0, +)) ?? 0
    }
    let full = timings {
        for bearing in bearings {
            checksum += (try? fetch.measure(at: point, windFromDegrees: bearing))?.effectiveMeters ?? 0
        }
    }
    let straightText = String(format: "%.3f ms median (worst %.3f)", straight.median, straight.worst)
    let fullText = String(format: "%.3f ms median (worst %.3f)", full.median, full.worst)
    print("fetch: \(name): 36 directions straight-line \(straightText) (target <= 5 ms)")
    print("fetch: \(name): 36 directions with effective fetch (684 rays) \(fullText)")
    ok = ok && straight.median <= 5
}
print("fetch: \(repeats) repeats, checksum \(Int(checksum))")
exit(ok ? 0 : 1)
