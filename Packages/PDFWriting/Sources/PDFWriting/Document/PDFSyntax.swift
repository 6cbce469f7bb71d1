/// Lexical helpers for writing PDF objects (PDF 1.7, ISO 32000-1 §7.3).
enum PDFSyntax {
    /// A real number with at most three decimals, no exponent, no locale: `12.5`, `-0.333`, `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        var fraction = String(magnitude % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let body = fraction.isEmpty ? String(magnitude / 1000) : "\(magnitude / 1000).\(fraction)"
        return body == "0" ? "0" : sign + body
    }

    /// A text string: a literal `(…)` with escapes when ASCII, else UTF-16BE hex with a byte-order mark.
    static func textString(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }) {
            var escaped = ""
            for character in text {
                if character == "(" || character == ")" || character == "\\" { escaped.append("\\") }
                escaped.append(character)
            }
            return "(\(escaped))"
        }
        return "<FEFF" + text.utf16.map { hex($0) }.joined() + ">"
    }

    /// Four uppercase hex digits.
    static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// A colour operator: `r g b rg` (fill) or `r g b RG` (stroke).
    static func color(_ color: PDFColor, stroke: Bool) -> String {
        let parts = [color.red, color.green, color.blue].map { number(min(max($0, 0), 1)) }
        return parts.joined(separator: " ") + (stroke ? " RG" : " rg")
    }
}
