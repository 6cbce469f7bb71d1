/// Greedy line breaking by measured width.
///
/// breaks at spaces (and at explicit newlines), and splits a word that is wider than a whole line between characters.
/// No hyphenation.
struct TextWrapper {
    /// Measuring fonts (with their fallback face).
    let fonts: PDFFonts
    /// The style measured.
    let style: PDFFontStyle
    /// Font size, points.
    let size: Double

    /// The lines of `text` that each fit in `width` points (at least one line, possibly empty).
    func lines(_ text: String, width: Double) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            wrapParagraph(String(paragraph), width: width)
        }
    }

    private func wrapParagraph(_ paragraph: String, width: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if fonts.width(of: candidate, size: size, style: style) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            let pieces = splitWord(word, width: width)
            lines += pieces.dropLast()
            current = pieces.last ?? ""
        }
        lines.append(current)
        return lines
    }

    /// `word` cut into pieces no wider than `width` (each at least one character).
    private func splitWord(_ word: String, width: Double) -> [String] {
        guard fonts.width(of: word, size: size, style: style) > width else { return [word] }
        var pieces: [String] = []
        var current = ""
        for character in word {
            if !current.isEmpty && fonts.width(of: current + String(character), size: size, style: style) > width {
                pieces.append(current)
                current = ""
            }
            current.append(character)
        }
        pieces.append(current)
        return pieces
    }
}
