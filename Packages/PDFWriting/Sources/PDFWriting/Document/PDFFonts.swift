/// The fonts a document uses.
///
/// A regular face, optionally a bold one (headings, table headers, totals) and optionally a fallback face for the
/// characters the regular and bold faces lack (Chinese and Japanese with DejaVu Sans: Droid Sans Fallback). Without a
/// bold face, bold text is set in the regular face. Each character is drawn in its style's face when that face has
/// it, else in the fallback face when that one has it, else as the style face's `.notdef` box; a line is cut into
/// runs of consecutive characters drawn in the same face.
public struct PDFFonts: Sendable {
    /// The regular face (DejaVu Sans by default in the apps).
    public let regular: TrueTypeFont
    /// The bold face (DejaVu Sans Bold), if supplied.
    public let bold: TrueTypeFont?
    /// The face for characters the style's face lacks (Droid Sans Fallback in the apps), if supplied; bold text
    /// falls back to it too (set in its only, regular weight).
    public let fallback: TrueTypeFont?

    /// Creates a font set.
    public init(regular: TrueTypeFont, bold: TrueTypeFont? = nil, fallback: TrueTypeFont? = nil) {
        self.regular = regular
        self.bold = bold
        self.fallback = fallback
    }

    /// The font used for `style` (before any fallback).
    public func font(_ style: PDFFontStyle) -> TrueTypeFont {
        style == .bold ? (bold ?? regular) : regular
    }

    /// Width of `text` set in `style` at `size` points, in points: each run measured in the face that draws it.
    public func width(of text: String, size: Double, style: PDFFontStyle) -> Double {
        runs(of: text, style: style).reduce(0) { $0 + font(for: $1.face).width(of: $1.text, size: size) }
    }

    /// The font behind a face.
    func font(for face: PDFFace) -> TrueTypeFont {
        switch face {
        case .regular: regular
        case .bold: bold ?? regular
        case .fallback: fallback ?? regular
        }
    }

    /// `text` cut into runs of consecutive characters drawn in the same face.
    func runs(of text: String, style: PDFFontStyle) -> [PDFTextRun] {
        let primary: PDFFace = style == .bold ? .bold : .regular
        guard let fallback else { return [PDFTextRun(face: primary, text: text)] }
        let primaryFont = font(for: primary)
        var runs: [PDFTextRun] = []
        for scalar in text.unicodeScalars {
            let useFallback =
                primaryFont.characterMap[code: scalar.value] == nil && fallback.characterMap[code: scalar.value] != nil
            let face = useFallback ? PDFFace.fallback : primary
            if runs.last?.face == face {
                runs[runs.count - 1].text.unicodeScalars.append(scalar)
            } else {
                runs.append(PDFTextRun(face: face, text: String(scalar)))
            }
        }
        return runs
    }
}

/// Regular or bold text.
public enum PDFFontStyle: Sendable, Hashable, CaseIterable {
    /// The regular face.
    case regular
    /// The bold face (or the regular one when no bold face was supplied).
    case bold
}
