import Expectations
import Testing

@testable import UnitconvCommands

/// The interactive dialogue's line editor as a state machine over key bytes (issue 32, item 12): no terminal.
@Suite struct LineEditorTests {
    /// Keys typed (escape sequences as a raw terminal sends them) → the lines submitted, then the line being edited
    /// with `|` at the cursor.
    @Test(arguments: [
        ("5 km\r", ["5 km"], "|"),
        ("5 km\u{1B}[D\u{1B}[D\u{7F}X", [], "5X|km"),  // ← ← Backspace, insert
        ("5 km\u{01}1\u{05}!", [], "15 km!|"),  // Ctrl-A, Ctrl-E
        ("5 km mi\u{17}", [], "5 km |"),  // Ctrl-W erases the word before the cursor
        ("5 km mi  \u{17}", [], "5 km |"),  // … and the spaces before it
        ("5 km\u{1B}[D\u{15}", [], "|m"),  // Ctrl-U erases to the start
        ("5 km\u{01}\u{0B}", [], "|"),  // Ctrl-K erases to the end
        ("5 km\u{01}\u{1B}[3~\u{1B}[C\u{1B}[C", [], " k|m"),  // Delete, → →
        ("1 m\r2 ft\r\u{1B}[A", ["1 m", "2 ft"], "2 ft|"),  // ↑ recalls the last line
        ("1 m\r2 ft\r\u{1B}[A\u{1B}[A\u{1B}[A\r", ["1 m", "2 ft", "1 m"], "|"),  // ↑ stops at the first
        ("1 m\r3 i\u{1B}[A\u{1B}[Bn", ["1 m"], "3 in|"),  // ↓ returns to the line being typed
        ("1 m\r1 m\r\u{1B}[A\u{1B}[A", ["1 m", "1 m"], "1 m|"),  // a repeated line is kept once
        ("5 °C\u{1B}[D\u{1B}[D\u{7F}", [], "5|°C"),  // UTF-8: the cursor moves by characters
        ("abc\u{03}5", [], "5|"),  // Ctrl-C drops the line
        ("\u{1B}OH5\u{1B}[F", [], "5|"),  // SS3 Home/End
        ("5\u{1B}[1;5C\u{1B}[Z", [], "5|"),  // unknown sequences are ignored whole
    ])
    func keys(typed: String, submitted: [String], editing: String) {
        var editor = LineEditor()
        let actions = editor.feed(Array(typed.utf8))
        let lines = actions.compactMap { action -> String? in
            if case .submit(let line) = action { return line }
            return nil
        }
        expectEqual(lines, submitted)
        var shown = editor.text
        shown.insert("|", at: shown.index(shown.startIndex, offsetBy: editor.cursor))
        expectEqual(shown, editing)
    }

    /// Ctrl-D ends input on an empty line, deletes under the cursor otherwise; wide characters take two cells.
    @Test func endOfInputAndCells() {
        var editor = LineEditor()
        #expect(editor.feed(Array("5\u{01}\u{04}".utf8)) == [.redraw, .redraw, .redraw])
        #expect(editor.feed(Array("\u{04}".utf8)) == [.endOfInput])
        #expect(editor.feed(Array("５メートル\u{01}\u{1B}[C".utf8)).last == .redraw)
        expectEqual(editor.cellsAfterCursor, 8)
    }
}
