import Foundation

/// Fetch over the shipped land polygons: rays cast from a point toward where the wind comes from, stopped at
/// the first coastline or at ``maximumFetchMeters``.
///
/// - Straight-line fetch: one ray along the wind-from direction (CEM 2003 Part II-2, "(c) Narrow fetches":
///   "it is recommended here that the straightline fetch be used to define fetch length").
/// - Effective fetch: F_eff = Σ F_i cos θ_i / Σ cos θ_i over rays at θ_i = −45°…+45° in 5° steps around the
///   wind direction (USACE 1977 cosine method as implemented by NOAA NCCOS WEMo `effective_fetch`, whose
///   `wind_energy_transfer_degrees` default is 45°; NOAA NCCOS WEMo `effective_fetch`, after USACE 1977).
///
/// Rays follow great circles on a sphere of the IUGG mean Earth radius, in 2 km straight chunks; the spherical
/// distance differs from the WGS84 geodesic by < 0.5 %, well inside the 1:10m coastline's own uncertainty.
public struct CoastalFetch: Sendable {
    /// Longest fetch reported, metres.
    ///
    /// 500 km covers every enclosed basin of the region (the Aegean is about
    /// 600 km north–south, the Black Sea 1,100 km east–west) while staying near the SPM fully developed fetch
    /// of a 15 m/s wind (529 km by the Shore Protection Manual 1984 deep-water growth laws): beyond it the sea no
    /// longer grows.
    public static let maximumFetchMeters = 500_000.0
    /// Half-width of the effective-fetch sector, degrees (WEMo default, USACE 1977).
    public static let sectorHalfWidthDegrees = 45.0
    /// Spacing of the sector's rays, degrees (5–6° as in NOAA NCCOS WEMo `effective_fetch`, after USACE 1977).
    public static let sectorStepDegrees = 5.0
    /// Mean Earth radius R1 = 6,371,008.8 m (IUGG; Moritz, "Geodetic Reference System 1980").
    public static let earthRadiusMeters = 6_371_008.8
    /// Length of the straight chunks a ray is cut into, metres.
    static let chunkMeters = 2_000.0

    private let grid: LandGrid

    /// Creates a fetch calculator over an index of land polygons.
    public init(grid: LandGrid) {
        self.grid = grid
    }

    /// Whether the point is on land in the indexed coastline.
    public func isLand(_ location: GeoCoordinate) -> Bool {
        grid.isLand(SIMD2(location.longitude, location.latitude))
    }

    /// Straight-line and effective fetch at `location` for wind from `windFromDegrees` (true, 0 = north).
    ///
    /// - Throws: ``FetchError/onLand(latitude:longitude:)`` or ``FetchError/outsideCoverage(latitude:longitude:)``.
    public func measure(at location: GeoCoordinate, windFromDegrees: Double) throws(FetchError) -> FetchMeasurement {
        try checkAtSea(location)
        let steps = Int(Self.sectorHalfWidthDegrees / Self.sectorStepDegrees)
        var weighted = 0.0
        var weights = 0.0
        var straight = 0.0
        for step in -steps...steps {
            let offset = Double(step) * Self.sectorStepDegrees
            let length = ray(from: location, bearing: windFromDegrees + offset)
            if step == 0 { straight = length }
            let weight = cos(offset * .pi / 180)
            weighted += length * weight
            weights += weight
        }
        return FetchMeasurement(
            windFromDegrees: windFromDegrees, straightLineMeters: straight, effectiveMeters: weighted / weights,
            isOpenSea: straight >= Self.maximumFetchMeters)
    }

    /// Straight-line fetch (metres) at `location` toward each bearing in `bearings` (degrees true).
    ///
    /// - Throws: ``FetchError`` when the point is on land or outside the coastline's coverage.
    public func straightLineFetch(at location: GeoCoordinate, bearings: [Double]) throws(FetchError) -> [Double] {
        try checkAtSea(location)
        return bearings.map { ray(from: location, bearing: $0) }
    }

    private func checkAtSea(_ location: GeoCoordinate) throws(FetchError) {
        let point = SIMD2(location.longitude, location.latitude)
        guard grid.covers(point) else {
            throw .outsideCoverage(latitude: location.latitude, longitude: location.longitude)
        }
        guard !grid.isLand(point) else { throw .onLand(latitude: location.latitude, longitude: location.longitude) }
    }

    /// Distance (m) along the great circle from `location` at initial `bearing` to the first coastline,
    /// capped at ``maximumFetchMeters``.
    ///
    /// Walks 2 km chunks; where the grid shows open water all around (``LandGrid/clearance(around:)``), it jumps
    /// over whole chunks that cannot meet an edge, which gives exactly the answer of walking them.
    private func ray(from location: GeoCoordinate, bearing: Double) -> Double {
        let path = GreatCircleRay(from: location, bearingDegrees: bearing, radius: Self.earthRadiusMeters)
        var previous = SIMD2(location.longitude, location.latitude)
        var travelled = 0.0
        while travelled < Self.maximumFetchMeters {
            let skipped = skippableChunks(at: previous, remaining: Self.maximumFetchMeters - travelled)
            if skipped > 0 {
                travelled += Double(skipped) * Self.chunkMeters
                previous = path.point(atDistance: travelled)
                continue
            }
            let chunk = min(Self.chunkMeters, Self.maximumFetchMeters - travelled)
            let next = path.point(atDistance: travelled + chunk)
            if let fraction = grid.firstHit(from: previous, to: next) { return travelled + fraction * chunk }
            travelled += chunk
            previous = next
        }
        return Self.maximumFetchMeters
    }

    /// Whole chunks from `point` that stay inside its edge-free square, so none can meet the coastline.
    ///
    /// Along a great circle over a distance s, latitude changes by at most s/R and longitude by at most
    /// s/(R cos φ) with φ the highest latitude reached; both must stay below the clearance c (degrees):
    /// s < c · π/180 · R · cos(|φ0| + c).
    private func skippableChunks(at point: SIMD2<Double>, remaining: Double) -> Int {
        let clearance = grid.clearance(around: point)
        guard clearance > 0 else { return 0 }
        let highest = min(89.0, abs(point.y) + clearance)
        let safe = 0.999 * clearance * .pi / 180 * Self.earthRadiusMeters * cos(highest * .pi / 180)
        return Int((min(safe, remaining - Self.chunkMeters) / Self.chunkMeters).rounded(.down))
    }
}
