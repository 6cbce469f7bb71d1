import CLIKit

/// A catalog text split once at its placeholders, filled for each line by joining its pieces: `route show` fills
/// the leg line's twelve placeholders 200,000 times for a 200,000-point route, and searching the text for them each
/// time was a sixth of its CPU (issue 30).
///
/// The pieces are read from the text the catalog gives for markers in place of the arguments (`\u{1}` + number +
/// `\u{2}`), so a line is exactly `context.text(key, arguments…)`: the localizer puts arguments in unchanged.
struct LineTemplate {
    private let pieces: [String]
    private let slots: [Int]

    /// The catalog text of `key` in the command's language, with `count` placeholders.
    init(_ key: String, count: Int, context: CommandContext) {
        let markers = (0..<count).map { "\u{1}\($0)\u{2}" }
        let marked = context.localizer.text(key, arguments: markers)
        var pieces: [String] = []
        var slots: [Int] = []
        for (offset, part) in marked.split(separator: "\u{1}", omittingEmptySubsequences: false).enumerated() {
            guard offset > 0, let end = part.firstIndex(of: "\u{2}"), let slot = Int(part[..<end]) else {
                pieces.append(String(part))
                continue
            }
            slots.append(slot)
            pieces.append(String(part[part.index(after: end)...]))
        }
        self.pieces = pieces
        self.slots = slots
    }

    /// The text with each placeholder's argument.
    func fill(_ arguments: [String]) -> String {
        var line = ""
        fill(arguments, into: &line)
        return line
    }

    /// Appends the text with each placeholder's argument to `text` (no line of its own: `route show` writes its
    /// 200,000 leg lines straight into the output's piece; issue 30).
    func fill(_ arguments: [String], into text: inout String) {
        text += pieces[0]
        for (offset, slot) in slots.enumerated() {
            text += arguments[slot]
            text += pieces[offset + 1]
        }
    }
}
