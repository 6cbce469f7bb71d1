/// The line editor of the interactive dialogue on a raw-mode terminal (issue 32, item 12): a pure state machine over
/// the bytes of the keys typed, so it is tested without a terminal.
///
/// Keys (Emacs/readline bindings): ← → (and Ctrl-B, Ctrl-F), Home/End (and Ctrl-A, Ctrl-E), Backspace, Delete,
/// Ctrl-U (erase to the start), Ctrl-K (erase to the end), Ctrl-W (erase the word before the cursor), ↑ ↓ (and
/// Ctrl-P, Ctrl-N) through the lines entered in this session (and the history file's), Enter, Ctrl-C (drop the
/// line), Ctrl-D (end of input on an empty line, else delete). Text is UTF-8; the cursor moves by characters, and the
/// display counts East Asian wide characters as two cells.
struct LineEditor {
    /// What the caller does after a key.
    enum Action: Equatable {
        /// Redraw the line (the cursor is ``LineEditor/cursor`` characters in).
        case redraw
        /// The line was entered (it is added to the history when not blank and not the previous one).
        case submit(String)
        /// Ctrl-D on an empty line: end of input.
        case endOfInput
        /// Nothing to do (an incomplete sequence, or a key with no effect).
        case none
    }

    /// The line being edited.
    private(set) var line: [Character] = []
    /// The cursor, in characters from the start (0…line.count).
    private(set) var cursor = 0
    /// The lines entered, oldest first.
    private(set) var history: [String]
    /// Where ↑/↓ are in ``history`` (history.count: the line being typed).
    private var recall: Int
    /// The line being typed, kept while ↑/↓ show older ones.
    private var draft: [Character] = []
    /// Bytes of an incomplete escape sequence or UTF-8 character.
    private var pending: [UInt8] = []

    /// An editor whose ↑ starts at the last of `history`.
    init(history: [String] = []) {
        self.history = history
        recall = history.count
    }

    /// The line as text.
    var text: String { String(line) }

    /// Display cells from the cursor to the end of the line (where the terminal's cursor goes back to).
    var cellsAfterCursor: Int { line[cursor...].reduce(0) { $0 + Self.cells($1) } }

    /// Feeds the bytes of a read; the actions in order (one per complete key).
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Action] {
        var actions: [Action] = []
        for byte in bytes {
            let action = feed(byte)
            if action != .none { actions.append(action) }
        }
        return actions
    }

    /// Feeds one byte.
    mutating func feed(_ byte: UInt8) -> Action {
        if !pending.isEmpty || byte == 0x1B || byte >= 0x80 {
            pending.append(byte)
            return pending.first == 0x1B ? escape() : character()
        }
        return control(byte)
    }

    /// A control key or a printable ASCII character.
    private mutating func control(_ byte: UInt8) -> Action {
        switch byte {
        case 0x0D, 0x0A: return submit()
        case 0x04 where line.isEmpty: return .endOfInput
        case 0x04: return delete()
        case 0x7F, 0x08: return backspace()
        case 0x10: return older()
        case 0x0E: return newer()
        case 0x20...0x7E: insert(Character(Unicode.Scalar(byte)))
        default: return edit(byte)
        }
        return .redraw
    }

    /// Cursor motion and erasing keys (Ctrl-A, E, B, F, U, K, W, C).
    private mutating func edit(_ byte: UInt8) -> Action {
        switch byte {
        case 0x01: cursor = 0
        case 0x05: cursor = line.count
        case 0x02: cursor = max(0, cursor - 1)
        case 0x06: cursor = min(line.count, cursor + 1)
        case 0x15:
            line.removeSubrange(0..<cursor)
            cursor = 0
        case 0x0B: line.removeSubrange(cursor...)
        case 0x17: eraseWord()
        case 0x03: (line, cursor, recall) = ([], 0, history.count)
        default: return .none
        }
        return .redraw
    }

    /// An escape sequence: CSI or SS3 cursor keys, Home/End, Delete; others are dropped when complete.
    private mutating func escape() -> Action {
        guard pending.count >= 2 else { return .none }
        guard pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") else {
            pending = []
            return .none
        }
        // A CSI sequence ends with a byte 0x40…0x7E; parameters (digits, `;`) come before it.
        guard let last = pending.last, pending.count >= 3, (0x40...0x7E).contains(last) else {
            if pending.count > 16 { pending = [] }
            return .none
        }
        let sequence = String(decoding: pending.dropFirst(2), as: UTF8.self)
        pending = []
        switch sequence {
        case "A": return older()
        case "B": return newer()
        case "C": cursor = min(line.count, cursor + 1)
        case "D": cursor = max(0, cursor - 1)
        case "H", "1~", "7~": cursor = 0
        case "F", "4~", "8~": cursor = line.count
        case "3~": return delete()
        default: return .none
        }
        return .redraw
    }

    /// A UTF-8 character once its bytes are all in; an invalid sequence is dropped.
    private mutating func character() -> Action {
        guard let first = pending.first else { return .none }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard pending.count >= length else { return .none }
        defer { pending = [] }
        guard let text = String(validating: pending, as: UTF8.self), let character = text.first else {
            return .none
        }
        insert(character)
        return .redraw
    }

    private mutating func insert(_ character: Character) {
        line.insert(character, at: cursor)
        cursor += 1
    }

    private mutating func backspace() -> Action {
        guard cursor > 0 else { return .none }
        line.remove(at: cursor - 1)
        cursor -= 1
        return .redraw
    }

    private mutating func delete() -> Action {
        guard cursor < line.count else { return .none }
        line.remove(at: cursor)
        return .redraw
    }

    /// Ctrl-W: the spaces before the cursor, then the word before them.
    private mutating func eraseWord() {
        var start = cursor
        while start > 0, line[start - 1].isWhitespace { start -= 1 }
        while start > 0, !line[start - 1].isWhitespace { start -= 1 }
        line.removeSubrange(start..<cursor)
        cursor = start
    }

    private mutating func submit() -> Action {
        let entered = text
        let trimmed = entered.trimmingSpaces
        if !trimmed.isEmpty, history.last != trimmed { history.append(trimmed) }
        (line, cursor, recall, draft) = ([], 0, history.count, [])
        return .submit(entered)
    }

    private mutating func older() -> Action {
        guard recall > 0 else { return .none }
        if recall == history.count { draft = line }
        recall -= 1
        show(Array(history[recall]))
        return .redraw
    }

    private mutating func newer() -> Action {
        guard recall < history.count else { return .none }
        recall += 1
        show(recall == history.count ? draft : Array(history[recall]))
        return .redraw
    }

    private mutating func show(_ characters: [Character]) {
        line = characters
        cursor = line.count
    }

    /// Terminal cells of a character: 2 for East Asian wide and fullwidth ones, else 1.
    static func cells(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first?.value else { return 1 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(scalar) } ? 2 : 1
    }
}

extension String {
    /// Without leading and trailing white space.
    fileprivate var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
