import Foundation

/// Up to `capacity` series rows packed into one blob, the unit `SQLiteSeriesStore` stores.
///
/// Layout, little-endian IEEE 754 doubles, row after row in time order (equal times in append order):
/// `time` (Unix seconds), then `width` values; a missing value is stored as the quiet NaN
/// `0x7FF8_0000_0000_0000`, and every NaN reads back as missing. For width 5 a row takes 48 bytes.
/// Packing turns a batch of 1,000 rows into one SQL row, which is what makes appends fast.
struct SeriesChunk {
    /// The most rows in one chunk; longer batches are split, so a range read decodes little beyond its range.
    static let capacity = 1_024

    /// The rows, sorted by time.
    let rows: [SeriesRow]

    /// Sorts `rows` by time, keeping the order of equal times.
    init(sorting rows: [SeriesRow]) {
        self.rows = rows.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// The first and last row time in Unix seconds.
    var timeBounds: (first: Double, last: Double) {
        (rows.first?.time.timeIntervalSince1970 ?? 0, rows.last?.time.timeIntervalSince1970 ?? 0)
    }

    /// The packed bytes.
    func encoded(width: Int) -> Data {
        var words: [UInt64] = []
        words.reserveCapacity(rows.count * (width + 1))
        for row in rows {
            words.append(row.time.timeIntervalSince1970.bitPattern.littleEndian)
            for value in row.values { words.append((value ?? .nan).bitPattern.littleEndian) }
        }
        return words.withUnsafeBytes { Data($0) }
    }

    /// Unpacks `bytes` holding rows of `width` values; a trailing partial row (impossible unless the file was
    /// edited) is ignored.
    static func decode(_ bytes: Data, width: Int, into rows: inout [SeriesRow], keeping interval: Range<Double>) {
        let stride = (width + 1) * 8
        bytes.withUnsafeBytes { buffer in
            for offset in Swift.stride(from: 0, through: buffer.count - stride, by: stride) {
                let time = double(in: buffer, at: offset)
                guard interval.contains(time) else { continue }
                let values = (1...width).map { column -> Double? in
                    let value = double(in: buffer, at: offset + column * 8)
                    return value.isNaN ? nil : value
                }
                rows.append(SeriesRow(time: Date(timeIntervalSince1970: time), values: values))
            }
        }
    }

    private static func double(in buffer: UnsafeRawBufferPointer, at offset: Int) -> Double {
        Double(bitPattern: UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }
}
