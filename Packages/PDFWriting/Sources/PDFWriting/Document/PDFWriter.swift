/// A PDF 1.7 document built from one ``PDFDrawing`` per page: the low-level writer under ``PDFReport``.
///
/// Fonts are embedded as subsets (only the glyphs used, at their original indices) in composite fonts with a
/// ToUnicode map, so text is searchable and copyable; content and font streams are Flate-compressed with the
/// system zlib unless ``compressesStreams`` is false. ``render()`` is deterministic: the same pages, fonts and
/// metadata (with its injected creation date) give the same bytes, including the trailer `/ID`.
public struct PDFWriter: Sendable {
    /// Page size of every page.
    public let pageSize: PDFPageSize
    /// Fonts used by text.
    public let fonts: PDFFonts
    /// Information dictionary contents.
    public var metadata: PDFMetadata
    /// Whether streams are compressed (true by default; false helps when reading the output by eye).
    public var compressesStreams = true
    /// The pages so far.
    public private(set) var pages: [PDFDrawing] = []

    /// Creates an empty document.
    public init(pageSize: PDFPageSize = .a4, fonts: PDFFonts, metadata: PDFMetadata) {
        self.pageSize = pageSize
        self.fonts = fonts
        self.metadata = metadata
    }

    /// Appends a page showing `drawing` from the top-left corner (normally a drawing of the page's size).
    public mutating func addPage(_ drawing: PDFDrawing) {
        pages.append(drawing)
    }

    /// The finished file.
    /// - Throws: ``FontParseError`` if a font's outline data is damaged.
    public func render() throws(FontParseError) -> [UInt8] {
        var builders = pages.map { page in
            var builder = ContentStreamBuilder(pageHeight: pageSize.height, fonts: fonts)
            builder.draw(page, at: PDFPoint(x: 0, y: 0))
            return builder
        }
        if builders.isEmpty { builders = [ContentStreamBuilder(pageHeight: pageSize.height, fonts: fonts)] }
        let embeddings = fontEmbeddings(builders)
        let firstPage = 4 + embeddings.count * 5
        var writer = PDFObjectWriter(compresses: compressesStreams)
        writer.object(1, catalog)
        let kids = builders.indices.map { "\(firstPage + $0 * 2) 0 R" }.joined(separator: " ")
        writer.object(2, "<< /Type /Pages /Kids [\(kids)] /Count \(builders.count) >>")
        writer.object(3, information)
        for embedding in embeddings { try embedding.font.write(to: &writer) }
        let fontResources = embeddings.map { "/\($0.face.resourceName) \($0.font.fontObject) 0 R" }.joined(
            separator: " ")
        for (index, builder) in builders.enumerated() {
            let number = firstPage + index * 2
            writer.object(number, pageObject(contents: number + 1, fonts: fontResources))
            writer.stream(number + 1, data: builder.bytes)
        }
        return writer.finished(root: 1, info: 3)
    }

    /// One embedding per face that drew text (regular, bold, fallback), each subset to its glyphs.
    private func fontEmbeddings(_ builders: [ContentStreamBuilder]) -> [(face: PDFFace, font: FontEmbedding)] {
        var result: [(face: PDFFace, font: FontEmbedding)] = []
        for face in PDFFace.allCases {
            let usage = builders.reduce(into: [UInt16: Unicode.Scalar]()) { merged, builder in
                merged.merge(builder.glyphUsage[face] ?? [:]) { $0.value <= $1.value ? $0 : $1 }
            }
            guard !usage.isEmpty else { continue }
            let embedding = FontEmbedding(font: fonts.font(for: face), usage: usage, firstObject: 4 + result.count * 5)
            result.append((face, embedding))
        }
        return result
    }

    private var catalog: String {
        let language = metadata.language.map { " /Lang \(PDFSyntax.textString($0))" } ?? ""
        return "<< /Type /Catalog /Pages 2 0 R\(language) >>"
    }

    private var information: String {
        var entries = ["/Title \(PDFSyntax.textString(metadata.title))"]
        if let author = metadata.author { entries.append("/Author \(PDFSyntax.textString(author))") }
        if let subject = metadata.subject { entries.append("/Subject \(PDFSyntax.textString(subject))") }
        if let creator = metadata.creator { entries.append("/Creator \(PDFSyntax.textString(creator))") }
        entries.append("/Producer \(PDFSyntax.textString(metadata.producer))")
        entries.append("/CreationDate (\(metadata.pdfDate)) /ModDate (\(metadata.pdfDate))")
        return "<< " + entries.joined(separator: " ") + " >>"
    }

    private func pageObject(contents: Int, fonts: String) -> String {
        let box = "0 0 \(PDFSyntax.number(pageSize.width)) \(PDFSyntax.number(pageSize.height))"
        return "<< /Type /Page /Parent 2 0 R /MediaBox [\(box)] /Resources << /Font << \(fonts) >> >> "
            + "/Contents \(contents) 0 R >>"
    }
}
