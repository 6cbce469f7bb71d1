// Benchmark (issue 15): the land check of a 1,000-leg route, target ≤ 0.1 s (Docs/denizrota.md "Land").
// Usage: land-bench [REPEATS] (default 20). Run through `scripts/bench land`.
// land-bench --classify: reads "lat lon" (a waypoint) and "lat1 lon1 lat2 lon2" (a leg) lines on standard input and
// prints sea, land or noData for each, by the embedded full-resolution check (`Benchmarks/land-accuracy` uses it).
// Prints the one-time index build (embedded coastline parsed, grid bucketed), then the median and worst time of
// checking 1,001 waypoints and 1,000 legs of a zig-zag through the Aegean islands (legs 5–40 km, some across
// islands), and how many were flagged.
import Foundation
import MarineKit

if CommandLine.arguments.dropFirst().first == "--classify" {
    // LAND_MIN_RUN (metres) tries another minimum land run for legs (default: the shipped one).
    // LAND_FILE (a GeoJSON land file) checks against it with its own members, as `coastline set` would.
    let minimumRun = ProcessInfo.processInfo.environment["LAND_MIN_RUN"].flatMap(Double.init)
    var check = LandCheck(
        grid: .fullResolution, source: .gshhgFull, toleranceMeters: LandCheck.fullResolutionToleranceMeters,
        minimumLandRunMeters: minimumRun ?? LandCheck.fullResolutionMinimumLandRunMeters)
    if let path = ProcessInfo.processInfo.environment["LAND_FILE"] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let coastline = try? Coastline(geoJSON: text), let coverage = coastline.coverage
        else {
            FileHandle.standardError.write(Data("land-bench: LAND_FILE is not a GeoJSON land file\n".utf8))
            exit(65)
        }
        check = LandCheck(
            grid: LandGrid(coastline: coastline), source: CoastlineSource(name: path, coverage: coverage),
            toleranceMeters: coastline.metadata.toleranceMeters ?? LandCheck.defaultToleranceMeters,
            minimumLandRunMeters: minimumRun ?? coastline.metadata.minimumLandRunMeters)
    }
    var output = ""
    while let line = readLine() {
        let numbers = line.split(separator: " ").compactMap { Double($0) }
        if numbers.count == 2 {
            output += check.status(of: GeoCoordinate(latitude: numbers[0], longitude: numbers[1])).rawValue + "\n"
        } else if numbers.count == 4 {
            let start = GeoCoordinate(latitude: numbers[0], longitude: numbers[1])
            let end = GeoCoordinate(latitude: numbers[2], longitude: numbers[3])
            output += check.status(from: start, to: end).rawValue + "\n"
        }
    }
    FileHandle.standardOutput.write(Data(output.utf8))
    exit(0)
}

let repeats = CommandLine.arguments.dropFirst().compactMap { Int($0) }.first ?? 20
guard repeats > 0 else {
    FileHandle.standardError.write(Data("land-bench: REPEATS must be positive\n".utf8))
    exit(64)
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var check: LandCheck?
// LAND_CELL_DEGREES: try another grid cell size for the full-resolution index (default: the shipped one).
let cellDegrees = ProcessInfo.processInfo.environment["LAND_CELL_DEGREES"].flatMap(Double.init)
let build = seconds {
    if let cellDegrees {
        check = LandCheck(
            grid: .fullResolutionIndex(cellDegrees: cellDegrees),
            source: .gshhgFull, toleranceMeters: LandCheck.fullResolutionToleranceMeters,
            minimumLandRunMeters: LandCheck.fullResolutionMinimumLandRunMeters)
    } else {
        check = LandCheck.fullResolution
    }
}
guard let check else { exit(1) }
print(
    String(
        format: "land: GSHHG full resolution, index build (decode + grid) %.1f ms, once per process", build * 1000))

// A deterministic zig-zag over 36°–39.5° N, 23.5°–27.5° E (linear congruential steps, no clock or RNG).
var state: UInt64 = 0x2545_F491_4F6C_DD1D
@MainActor func next() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) / Double(1 << 53)
}
var points = [GeoCoordinate(latitude: 37.5, longitude: 25.5)]
for _ in 0..<1000 {
    let last = points[points.count - 1]
    let latitude = min(39.5, max(36, last.latitude + (next() - 0.5) * 0.6))
    let longitude = min(27.5, max(23.5, last.longitude + (next() - 0.5) * 0.6))
    points.append(GeoCoordinate(latitude: latitude, longitude: longitude))
}
var report: RouteLandReport?
let samples = (0..<repeats).map { _ in seconds { report = check.report(for: points) } * 1000 }.sorted()
let median = samples[samples.count / 2]
let worst = samples[samples.count - 1]
let flagged = report.map { "\($0.waypointsOnLand.count) waypoints on land, \($0.legsCrossingLand.count) legs across" }
print(
    String(format: "land: 1,000 legs %.1f ms median (worst %.1f) (target <= 100 ms); ", median, worst) + (flagged ?? "")
)
// The same legs over the Natural Earth 1:10m coast (the land check's data until issue 29), in this process and
// under the same load, so the two figures compare even on a busy machine.
let naturalEarth = LandCheck(coastline: .easternMediterranean, source: .naturalEarth)
let earlier = (0..<repeats).map { _ in seconds { _ = naturalEarth.report(for: points) } * 1000 }.sorted()
print(
    String(
        format: "land: the same 1,000 legs over Natural Earth 1:10m %.1f ms median: full resolution costs %.1fx",
        earlier[earlier.count / 2], median / earlier[earlier.count / 2]))
exit(median <= 100 ? 0 : 1)
