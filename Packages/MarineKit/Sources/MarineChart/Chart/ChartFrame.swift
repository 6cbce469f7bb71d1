import Foundation

/// The route chart's projection: a Mercator frame fitted to a set of positions, mapping degrees to drawing units
/// (SVG pixels in ``ChartRenderer``, PDF points in denizrota's PDF chart) with x to the east and y downwards.
///
/// Spherical Mercator (x = λ, y = ln tan(π/4 + φ/2)) is conformal, so bearings on the chart are true
/// bearings and rhumb lines are straight — what a skipper expects from a nautical chart. It is the one chart
/// projection of the workspace: every renderer of a route chart draws through it.
public struct ChartFrame: Sendable {
    /// Drawing width, in the renderer's units.
    public let width: Double
    /// Drawing height, in the renderer's units.
    public let height: Double
    /// Space kept clear on every side, in the renderer's units, besides the 15 % margin.
    public let padding: Double
    private let centerX: Double
    private let centerY: Double
    /// Pixels per radian of longitude.
    let scale: Double
    /// Western end of the narrowest band of longitudes holding every position; the positions are fitted from it
    /// eastwards (up to 360° more), so a passage across ±180° is drawn across it, not around the world.
    let westLongitude: Double

    /// Fits `coordinates` plus a 15 % margin (at least about 2 nm) into width × height units, `padding` clear on
    /// every side.
    public init(fitting coordinates: [GeoCoordinate], width: Double = 1000, height: Double = 760, padding: Double = 20)
    {
        self.width = width
        self.height = height
        self.padding = padding
        westLongitude = Self.westEdge(of: coordinates.map(\.longitude))
        // Unwrapped as the box reads them, not into an array of their own (3.2 MB for a 200,000-point route; issue 30).
        let unwrapped = coordinates.lazy.map { [westLongitude] coordinate in
            GeoCoordinate(
                latitude: coordinate.latitude, longitude: Self.unwrap(coordinate.longitude, from: westLongitude))
        }
        let box =
            GeoBoundingBox(enclosing: unwrapped)
            ?? GeoBoundingBox(minLatitude: 36, maxLatitude: 37, minLongitude: 27, maxLongitude: 28)
        let minX = box.minLongitude * AngleMath.radiansPerDegree
        let maxX = box.maxLongitude * AngleMath.radiansPerDegree
        let minY = Self.mercatorY(box.minLatitude)
        let maxY = Self.mercatorY(box.maxLatitude)
        let spanX = max(maxX - minX, 0.000_6)
        let spanY = max(maxY - minY, 0.000_6)
        centerX = (minX + maxX) / 2
        centerY = (minY + maxY) / 2
        scale = min((width - 2 * padding) / (spanX * 1.3), (height - 2 * padding) / (spanY * 1.3))
    }

    static func mercatorY(_ latitude: Double) -> Double {
        log(tan(Double.pi / 4 + latitude * AngleMath.radiansPerDegree / 2))
    }

    /// The western end of the narrowest longitude band holding `longitudes`: the longitude just east of the widest
    /// gap between them going round the globe (−180 when there are none).
    static func westEdge(of longitudes: [Double]) -> Double {
        var sorted = longitudes
        sorted.sort()  // in place: the caller's array is not kept

        guard var west = sorted.first, let last = sorted.last else { return -180 }
        var widestGap = sorted[0] + 360 - last
        for (before, after) in zip(sorted, sorted.dropFirst()) where after - before > widestGap {
            widestGap = after - before
            west = after
        }
        return west
    }

    /// `longitude` moved by whole turns into `west ..< west + 360`.
    static func unwrap(_ longitude: Double, from west: Double) -> Double {
        var value = longitude
        while value < west { value += 360 }
        while value >= west + 360 { value -= 360 }
        return value
    }

    /// Drawing position of a coordinate (x east, y down).
    ///
    /// The longitude is taken by whole turns to within 180° of the frame's centre, so land reaching west of the
    /// westernmost position stays on its side, and a passage across ±180° is drawn across it.
    public func point(_ coordinate: GeoCoordinate) -> (x: Double, y: Double) {
        let longitude = Self.unwrap(coordinate.longitude, from: centerX / AngleMath.radiansPerDegree - 180)
        let x = width / 2 + (longitude * AngleMath.radiansPerDegree - centerX) * scale
        let y = height / 2 - (Self.mercatorY(coordinate.latitude) - centerY) * scale
        return (x, y)
    }

    /// The coordinate at drawing position `x`, `y` (the inverse of ``point(_:)``; longitudes east of the frame's
    /// western edge may exceed 180).
    public func coordinate(x: Double, y: Double) -> GeoCoordinate {
        let longitude = ((x - width / 2) / scale + centerX) / AngleMath.radiansPerDegree
        let mercator = centerY - (y - height / 2) / scale
        return GeoCoordinate(latitude: Self.latitude(mercator), longitude: longitude)
    }

    /// Drawing units per nautical mile (1852 m) along the parallel at `latitude` degrees, on the WGS 84 ellipsoid
    /// (the parallel's radius ν cos φ, ``RhumbLine``).
    public func unitsPerNauticalMile(atLatitude latitude: Double) -> Double {
        scale * 1852 / RhumbLine.wgs84.parallelRadius(latitude * AngleMath.radiansPerDegree)
    }

    /// Latitude in degrees of Mercator ordinate `y`.
    static func latitude(_ y: Double) -> Double {
        (2 * atan(exp(y)) - Double.pi / 2) / AngleMath.radiansPerDegree
    }

    /// The geographic box the frame shows.
    public var bounds: GeoBoundingBox {
        let halfX = width / 2 / scale
        let halfY = height / 2 / scale
        return GeoBoundingBox(
            minLatitude: Self.latitude(centerY - halfY), maxLatitude: Self.latitude(centerY + halfY),
            minLongitude: (centerX - halfX) / AngleMath.radiansPerDegree,
            maxLongitude: (centerX + halfX) / AngleMath.radiansPerDegree)
    }

    /// Latitude of the frame's centre in degrees.
    public var centerLatitude: Double { Self.latitude(centerY) }
}
