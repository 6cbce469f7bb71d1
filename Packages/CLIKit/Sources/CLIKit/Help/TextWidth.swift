/// Terminal column widths, so help columns line up with CJK text (East Asian Wide characters take two columns).
public enum TextWidth {
    /// The number of terminal columns the text takes.
    ///
    /// - Parameter text: the text.
    /// - Returns: the columns: 2 per East Asian Wide character, 1 per other scalar.
    public static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
    }

    /// The text padded with spaces to a column count.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - width: the columns to fill.
    /// - Returns: the padded text (unchanged when already as wide).
    public static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - columns(text)))
    }

    /// Splits text into lines of at most `width` cells.
    ///
    /// Lines break at spaces, and between characters where Chinese and Japanese text may break: next to a wide
    /// character, except before closing punctuation such as 。、）」 or small kana and after opening brackets (the
    /// basic kinsoku rules of JIS X 4051). A longer unbreakable run (a path) is cut after a `/` where it can be,
    /// else at the width, so no line is ever wider than `width`; spaces collapse.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for unit in breakUnits(text).flatMap({ split($0, width: max(1, width)) }) {
            let candidate = line.isEmpty ? unit.text : line + (unit.followsSpace ? " " : "") + unit.text
            if columns(candidate) > width && !line.isEmpty {
                lines.append(line)
                line = unit.text
            } else {
                line = candidate
            }
        }
        return lines + [line]
    }

    /// Wraps one line of text, indenting every continuation line by `indent` spaces (usage lines, titles).
    static func wrapHanging(_ text: String, width: Int, indent: Int) -> String {
        let first = wrap(text, width: width)
        guard first.count > 1, let head = first.first else { return first.joined() }
        let restText = first.dropFirst().joined(separator: " ")
        let rest = wrap(restText, width: max(1, width - indent)).map { String(repeating: " ", count: indent) + $0 }
        return ([head] + rest).joined(separator: "\n")
    }

    /// Splits a shell command line at spaces into lines of at most `width` cells that still run when pasted:
    /// every line but the last ends in ` \\`, continuation lines are indented by `indent` spaces.
    static func wrapCommandLine(_ commandLine: String, width: Int, indent: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in shellWords(commandLine) {
            let candidate = line.isEmpty ? word : line + " " + word
            let limit = (lines.isEmpty ? width : width - indent) - 2
            if columns(candidate) > limit && !line.isEmpty {
                lines.append(line)
                line = word
            } else {
                line = candidate
            }
        }
        lines.append(line)
        let pad = String(repeating: " ", count: indent)
        return lines.enumerated().map { index, text in
            (index == 0 ? "" : pad) + text + (index == lines.count - 1 ? "" : " \\")
        }
    }

    /// The words of a command line split at spaces outside quotes (a quoted argument stays one piece).
    private static func shellWords(_ commandLine: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        for character in commandLine {
            if character == " " && quote == nil {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            if character == "\"" || character == "'" {
                quote = quote == nil ? character : (quote == character ? nil : quote)
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Wraps each line of a paragraph text on its own, keeping the line's leading indentation.
    static func wrapParagraphs(_ text: String, width: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let indent = String(line.prefix { $0 == " " })
            let body = String(line.dropFirst(indent.count))
            guard !body.isEmpty else { return String(line) }
            return wrap(body, width: max(1, width - indent.count)).map { indent + $0 }.joined(separator: "\n")
        }
        return lines.joined(separator: "\n")
    }

    /// A break unit cut into pieces of at most `width` cells (after the last `/` that fits, else at the width).
    private static func split(_ unit: (text: String, followsSpace: Bool), width: Int)
        -> [(text: String, followsSpace: Bool)]
    {
        var pieces: [(text: String, followsSpace: Bool)] = []
        var rest = Substring(unit.text)
        while columns(String(rest)) > width {
            var count = 0
            var cells = 0
            for character in rest {
                cells += columns(String(character))
                if cells > width { break }
                count += 1
            }
            let head = rest.prefix(max(1, count))
            let cut = head.lastIndex(of: "/").map { rest.index(after: $0) } ?? head.endIndex
            pieces.append((String(rest[..<cut]), pieces.isEmpty && unit.followsSpace))
            rest = rest[cut...]
        }
        return pieces + [(String(rest), pieces.isEmpty && unit.followsSpace)]
    }

    /// The pieces of text between break opportunities, each knowing whether a space preceded it.
    private static func breakUnits(_ text: String) -> [(text: String, followsSpace: Bool)] {
        var units: [(text: String, followsSpace: Bool)] = []
        var current = ""
        var followsSpace = false
        for character in text {
            if character == " " {
                if !current.isEmpty { units.append((current, followsSpace)) }
                current = ""
                followsSpace = true
            } else if let last = current.last, mayBreak(between: last, and: character) {
                units.append((current, followsSpace))
                current = String(character)
                followsSpace = false
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { units.append((current, followsSpace)) }
        return units
    }

    /// Whether a line may end after `first` and start with `second` although no space separates them.
    private static func mayBreak(between first: Character, and second: Character) -> Bool {
        guard let before = first.unicodeScalars.first, let after = second.unicodeScalars.first else { return false }
        guard isWide(before) || isWide(after) else { return false }
        return !noBreakBefore.contains(after) && !noBreakAfter.contains(before)
    }

    /// Characters that never start a line (closing punctuation, small kana, prolonged sound mark; JIS X 4051).
    private static let noBreakBefore = Set("、。，．・：；？！ー）」』】〕〉》’”〜…ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々),.;:!?%]}".unicodeScalars)

    /// Characters that never end a line (opening brackets).
    private static let noBreakAfter = Set("（「『【〔〈《‘“([{".unicodeScalars)

    /// CJK ideographs, kana, Hangul, full-width forms (Unicode UAX #11, the common wide blocks).
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        isWide(value: scalar.value)
    }

    /// Whether the scalar `value` is East Asian Wide (two columns); every wide range lies in U+1100…U+FFE6.
    static func isWide(value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
            true
        default:
            false
        }
    }
}
