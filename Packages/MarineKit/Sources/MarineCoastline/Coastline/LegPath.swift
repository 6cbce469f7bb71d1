/// A leg as straight chunks in longitude/latitude (``LandCheck/chunks(from:to:)``), with their lengths in metres
/// (local equirectangular), so that a distance along the leg maps to a point.
struct LegPath {
    /// One straight chunk: its ends (longitude, latitude), its distance from the leg's start and its length, metres.
    struct Chunk {
        let start: SIMD2<Double>
        let end: SIMD2<Double>
        let offset: Double
        let length: Double
    }

    /// The points, at least two.
    let points: [SIMD2<Double>]
    /// The chunks between consecutive points.
    let chunks: [Chunk]
    /// The leg's length, metres (sum of the chunks).
    let length: Double

    /// Creates the path through `points` (at least two).
    init(points: [SIMD2<Double>]) {
        self.points = points
        var chunks: [Chunk] = []
        var offset = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let length = LandCheck.planarMeters(a, b)
            chunks.append(Chunk(start: a, end: b, offset: offset, length: length))
            offset += length
        }
        self.chunks = chunks
        self.length = offset
    }

    /// The point `meters` from the start (clamped to the leg).
    func point(atMeters meters: Double) -> SIMD2<Double> {
        guard let chunk = chunks.last(where: { $0.offset <= meters }) ?? chunks.first else { return points[0] }
        let t = chunk.length > 0 ? min(1, max(0, (meters - chunk.offset) / chunk.length)) : 0
        return chunk.start + (chunk.end - chunk.start) * t
    }
}
