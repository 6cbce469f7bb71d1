/// Finds the known word closest to a mistyped one (Levenshtein distance), for "did you mean" hints.
enum ClosestMatch {
    /// The candidate at the smallest edit distance, if that distance is at most 2 and at most a third of the
    /// word's length (rounded up), so unrelated words are never suggested.
    static func find(_ word: String, among candidates: [String]) -> String? {
        let limit = min(2, max(1, (word.count + 2) / 3))
        let scored = candidates.map { ($0, distance(word, $0)) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }?.0
    }

    /// The Levenshtein distance: insertions, deletions and substitutions of characters.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        var previous = Array(0...right.count)
        for (row, leftCharacter) in left.enumerated() {
            var currentRow = [row + 1]
            for (column, rightCharacter) in right.enumerated() {
                let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
                currentRow.append(min(substitution, previous[column + 1] + 1, currentRow[column] + 1))
            }
            previous = currentRow
        }
        return previous[right.count]
    }
}
