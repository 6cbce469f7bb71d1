/// The Unicode `cmap` subtable of a TrueType font (format 12 preferred, else format 4), looked up on demand
/// (OpenType spec, "cmap — Character to Glyph Index Mapping Table").
///
/// Only the subtable's segments (format 4) or groups (format 12) are read when the font is opened; a scalar is
/// found by binary search over them. Expanding every mapped character into a dictionary took most of the time of
/// a small PDF: Droid Sans Fallback maps tens of thousands of characters, and a report uses a few dozen.
struct CharacterMap: Sendable {
    /// A run of consecutive code points: format 12's group (`value` = the first glyph) or format 4's segment
    /// (`value` = idDelta, `glyphArray` = where its glyphIdArray entries start, nil when idRangeOffset is 0).
    struct Segment: Sendable {
        let first: UInt32
        let last: UInt32
        let value: UInt32
        let glyphArray: Int?
    }

    /// The font file (format 4 reads glyphIdArray from it).
    private let bytes: [UInt8]
    /// Format 4 (true) or 12.
    private let isFormat4: Bool
    /// In the subtable's order.
    let segments: [Segment]
    /// Whether the segments are sorted and do not overlap (as the spec requires).
    ///
    /// Then a binary search finds the only one holding a code point. Otherwise the last segment holding it wins, as when the map was a dictionary
    /// filled in the subtable's order.
    private let isOrdered: Bool

    init(bytes: [UInt8], format4: Bool, segments: [Segment]) {
        self.bytes = bytes
        isFormat4 = format4
        self.segments = segments
        isOrdered = zip(segments, segments.dropFirst()).allSatisfy { $0.last < $1.first }
    }

    /// The glyph of `code`, or nil when the font does not map it (format 4 leaves glyph 0 unmapped).
    subscript(code code: UInt32) -> UInt16? {
        guard isOrdered else {
            return segments.reversed().lazy.compactMap { self.glyph(for: code, in: $0) }.first
        }
        var low = 0
        var high = segments.count
        while low < high {  // the first segment whose last code point is not below `code`
            let middle = (low + high) / 2
            if segments[middle].last < code { low = middle + 1 } else { high = middle }
        }
        return low < segments.count ? glyph(for: code, in: segments[low]) : nil
    }

    /// Every mapped code point and its glyph (for tests and diagnostics: it expands the whole map).
    var allMappings: [UInt32: UInt16] {
        var map: [UInt32: UInt16] = [:]
        for segment in segments {
            for code in segment.first...segment.last {
                if let glyph = glyph(for: code, in: segment) { map[code] = glyph }
            }
        }
        return map
    }

    private func glyph(for code: UInt32, in segment: Segment) -> UInt16? {
        guard segment.first <= code, code <= segment.last else { return nil }
        guard isFormat4 else { return UInt16(truncatingIfNeeded: segment.value &+ (code - segment.first)) }
        let delta = UInt16(truncatingIfNeeded: segment.value)
        guard let address = segment.glyphArray else {
            let glyph = UInt16(truncatingIfNeeded: code) &+ delta
            return glyph == 0 ? nil : glyph
        }
        // In bounds: CharacterMapReader checked every segment's last glyphIdArray entry.
        let offset = address + Int(code - segment.first) * 2
        let glyph = UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        return glyph == 0 || glyph &+ delta == 0 ? nil : glyph &+ delta
    }
}
