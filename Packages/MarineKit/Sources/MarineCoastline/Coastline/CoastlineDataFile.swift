import Foundation

/// The decoded GSHHG coastline file (`Packages/MarineKit/Data/Coastline/gshhg-full-eastern-med.bin`, written by
/// `scripts/gen-gshhg-coastline`): the covered box and closed rings of (longitude, latitude) in degrees.
///
/// Layout (little-endian): "DRCL", version 1, the unit (integer steps per degree: 65535, GSHHG's own), the box as
/// four Int32 in units (west, south, east, north), the ring count (UInt32); then per ring its vertex count and the
/// vertices as zigzag LEB128 differences (longitude, latitude) from the ring's previous vertex, the first from
/// (0, 0). The closing vertex is not stored; ``rings`` repeat the first vertex at the end.
struct CoastlineDataFile: Sendable {
    /// The box the file covers, degrees.
    let coverage: GeoBoundingBox
    /// Every ring's vertices, (longitude, latitude) in degrees, one ring after another, each closed (last vertex
    /// equal to the first): one array, which ``LandGrid`` keeps as its own.
    let points: [SIMD2<Double>]
    /// Where each ring lies in ``points``.
    let ringRanges: [Range<Int>]

    /// The embedded file, decoded anew on each use (about 4 MB; the land index keeps the one it is built from,
    /// ``LandGrid/fullResolution``); an empty coastline over an empty box if it ever failed to decode (the tests
    /// check that it decodes, so a released build cannot hit that).
    static var embedded: CoastlineDataFile {
        Data(base64Encoded: CoastlineGSHHG.base64, options: .ignoreUnknownCharacters).flatMap {
            CoastlineDataFile(bytes: [UInt8]($0))
        }
            ?? CoastlineDataFile(
                coverage: GeoBoundingBox(minLatitude: 0, maxLatitude: 0, minLongitude: 0, maxLongitude: 0),
                points: [], ringRanges: [])
    }

    private init(coverage: GeoBoundingBox, points: [SIMD2<Double>], ringRanges: [Range<Int>]) {
        self.coverage = coverage
        self.points = points
        self.ringRanges = ringRanges
    }

    /// Decodes the file; nil when it is not one (wrong magic or version, or truncated).
    init?(bytes: [UInt8]) {
        var reader = ByteReader(bytes: bytes)
        guard reader.take(4) == Array("DRCL".utf8), reader.byte() == 1, let unit = reader.uint32(), unit > 0,
            let west = reader.int32(), let south = reader.int32(), let east = reader.int32(),
            let north = reader.int32(), let count = reader.uint32()
        else { return nil }
        let scale = 1 / Double(unit)
        var points: [SIMD2<Double>] = []
        // The exact size, so that the 4 MB array the land index keeps has no spare capacity.
        points.reserveCapacity(reader.closedVertexCount(rings: Int(count)))
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(Int(min(count, UInt32(bytes.count))))
        for _ in 0..<count {
            let start = points.count
            guard reader.ring(scale: scale, into: &points) else { return nil }
            ranges.append(start..<points.count)
        }
        self.init(
            coverage: GeoBoundingBox(
                minLatitude: Double(south) * scale, maxLatitude: Double(north) * scale,
                minLongitude: Double(west) * scale, maxLongitude: Double(east) * scale),
            points: points, ringRanges: ranges)
    }

    /// The rings, each closed.
    var rings: [[SIMD2<Double>]] { ringRanges.map { Array(points[$0]) } }

    /// Number of vertices, closing ones excluded.
    var vertexCount: Int { points.count - ringRanges.count }
}

/// Reads the file's integers from a byte array.
private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func take(_ count: Int) -> [UInt8]? {
        guard offset + count <= bytes.count else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    mutating func byte() -> UInt8? { take(1)?.first }

    mutating func uint32() -> UInt32? {
        take(4).map { $0.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
    }

    mutating func int32() -> Int32? { uint32().map { Int32(bitPattern: $0) } }

    /// One ring: its vertex count, then the zigzag differences, appended to `points` with its first vertex repeated
    /// at the end; false when truncated or degenerate (`points` may then hold part of it).
    ///
    /// Reads through an unsafe buffer: every process that checks land decodes 243,493 vertices, and the tests run
    /// debug builds, where array subscripts and optionals per byte cost ten times more.
    mutating func ring(scale: Double, into points: inout [SIMD2<Double>]) -> Bool {
        guard let count = varint(), count >= 3, count <= bytes.count else { return false }
        let first = points.count
        var offset = self.offset
        let complete = bytes.withUnsafeBufferPointer { buffer in
            var x = 0
            var y = 0
            for _ in 0..<Int(count) {
                guard let dx = Self.varint(buffer, &offset), let dy = Self.varint(buffer, &offset) else {
                    return false
                }
                x += dx
                y += dy
                points.append(SIMD2(Double(x) * scale, Double(y) * scale))
            }
            return true
        }
        self.offset = offset
        if complete { points.append(points[first]) }
        return complete
    }

    /// How many vertices the next `rings` rings hold, each counted with its closing repeat; reads nothing (0 when
    /// the file is truncated, which the decoding then finds).
    func closedVertexCount(rings: Int) -> Int {
        var copy = self
        var total = 0
        for _ in 0..<rings {
            guard let count = copy.varint(), count >= 3, count <= bytes.count else { return 0 }
            total += Int(count) + 1
            let skipped = bytes.withUnsafeBufferPointer { buffer in
                var offset = copy.offset
                var ends = 0
                while ends < 2 * Int(count), offset < buffer.count {
                    if buffer[offset] < 0x80 { ends += 1 }
                    offset += 1
                }
                return ends == 2 * Int(count) ? offset : nil
            }
            guard let skipped else { return 0 }
            copy.offset = skipped
        }
        return total
    }

    /// A zigzag LEB128 integer at `offset` in `buffer`, moving `offset` past it; nil when truncated.
    @inline(__always)
    private static func varint(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int) -> Int? {
        var value = 0
        var shift = 0
        while offset < buffer.count, shift < 63 {
            let byte = Int(buffer[offset])
            offset += 1
            value |= (byte & 0x7F) << shift
            if byte < 0x80 { return (value >> 1) ^ -(value & 1) }
            shift += 7
        }
        return nil
    }

    /// A LEB128 unsigned integer (at most 9 bytes); nil when truncated.
    mutating func varint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 63 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
