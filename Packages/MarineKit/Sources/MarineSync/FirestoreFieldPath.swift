/// Field paths as update masks and transforms spell them (googleapis `document.proto`, `MapValue` field names):
/// segments joined by `.`, a segment that is not `[A-Za-z_][A-Za-z_0-9]*` written in backquotes with the backquote and
/// `\` escaped by a backslash.
package enum FirestoreFieldPath {
    /// The encoded path of `segments`, for example `["settings", "avgSpeed"]` → `settings.avgSpeed` and
    /// `["_0", "1", "+2"]` → `_0.` followed by `1` and `+2`, each in backquotes, joined by `.`.
    public static func encode(_ segments: [String]) -> String {
        segments.map(quote).joined(separator: ".")
    }

    /// One segment, quoted when it is not a simple identifier.
    public static func quote(_ segment: String) -> String {
        let simple =
            !segment.isEmpty
            && segment.unicodeScalars.enumerated().allSatisfy { index, scalar in
                scalar.isASCII
                    && (scalar == "_" || (scalar.properties.isAlphabetic)
                        || (index > 0 && ("0"..."9").contains(scalar)))
            }
        if simple { return segment }
        let escaped = segment.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "`", with: "\\`")
        return "`" + escaped + "`"
    }
}
