/// Consecutive characters of a line drawn in one face.
struct PDFTextRun: Sendable, Hashable {
    /// The face that draws them.
    let face: PDFFace
    /// The characters.
    var text: String
}
