// "Did you mean": the closest ids and aliases to an unknown unit.

extension UnitCatalog {
    /// The `count` ids or aliases closest to `text` by case-insensitive Levenshtein distance; ties keep table order.
    public func suggestions(for text: String, count: Int = 3) -> [String] {
        let target = Array(Self.folded(text))
        var seen: Set<String> = []
        let candidates = allAliases.filter { seen.insert(Self.folded($0)).inserted }
        let ranked = candidates.enumerated().map { index, alias in
            (distance: Self.editDistance(target, Array(Self.folded(alias))), index: index, alias: alias)
        }
        return ranked.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.prefix(count).map(\.alias)
    }

    /// Levenshtein distance (insert, delete, substitute: cost 1 each), two-row dynamic programming.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                let substitution = previous[j] + (left == right ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
