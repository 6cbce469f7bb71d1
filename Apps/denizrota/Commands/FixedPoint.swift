import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Fixed-point decimal text for the geodesic filters, correctly rounded by the C library's `%.*f` (as
/// GeodSolve's iostreams are), without `String(format:)`'s per-call overhead on a million lines.
enum FixedPoint {
    /// Values with their decimal counts, joined by spaces.
    static func join(_ values: [(Double, Int)]) -> String {
        var text = ""
        for (offset, value) in values.enumerated() {
            if offset > 0 { text += " " }
            append(value.0, decimals: value.1, to: &text)
        }
        return text
    }

    /// Appends `value` rounded to `decimals` places.
    static func append(_ value: Double, decimals: Int, to text: inout String) {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 352) { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = withVaList([Int32(decimals), value]) { vsnprintf(base, buffer.count, "%.*f", $0) }
            guard count > 0 else { return }
            let bytes = UnsafeRawBufferPointer(start: base, count: min(Int(count), buffer.count - 1))
            text += String(decoding: bytes, as: UTF8.self)
        }
    }
}
