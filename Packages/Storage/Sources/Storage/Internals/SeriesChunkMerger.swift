/// Joins the rows of chunks read in (first time, append) order into one list in time order, equal times in
/// append order.
///
/// Chunks appended in time order do not overlap and are simply concatenated. Chunks that overlap (a batch
/// appended with earlier times than the one before) are sorted by (time, chunk id, position in chunk), which
/// is time order with ties in append order, since chunk ids grow with every append.
struct SeriesChunkMerger {
    private var rows: [SeriesRow] = []
    private var keys: [(chunk: Int64, position: Int)] = []
    private var isOrdered = true

    /// Adds the rows of chunk `chunk` (already sorted by time).
    mutating func add(_ chunkRows: [SeriesRow], chunk: Int64) {
        if let last = rows.last, let lastKey = keys.last, let first = chunkRows.first,
            (first.time, chunk) < (last.time, lastKey.chunk)
        {
            isOrdered = false
        }
        rows.append(contentsOf: chunkRows)
        keys.append(contentsOf: chunkRows.indices.map { (chunk, $0) })
    }

    /// The rows in time order, equal times in append order.
    func merged() -> [SeriesRow] {
        guard !isOrdered else { return rows }
        return rows.indices.sorted { left, right in
            (rows[left].time, keys[left].chunk, keys[left].position)
                < (rows[right].time, keys[right].chunk, keys[right].position)
        }.map { rows[$0] }
    }
}
