import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads GPX 1.0/1.1 from OpenCPN and other producers, safely.
///
/// Uses Foundation's `XMLParser` (libxml2) with external entities off, and refuses any document type
/// declaration (GPX never needs one; refusing it rules out external-entity and entity-expansion attacks).
/// Unknown elements and foreign extensions are ignored; OpenCPN's `opencpn:` route and point extensions are
/// read by namespace. Missing names are generated ("Route 1", "WP 1"). Malformed XML is reported with its
/// 1-based line and column.
public struct GPXReader: Sendable {
    /// Largest input accepted, in bytes (default 16 MiB: a 200,000-point track is about 12 MB).
    public var maximumBytes: Int
    /// Most points (route points, waypoints and track points together) accepted.
    public var maximumPoints: Int

    /// Creates a reader with limits.
    public init(maximumBytes: Int = 16 << 20, maximumPoints: Int = 250_000) {
        self.maximumBytes = maximumBytes
        self.maximumPoints = maximumPoints
    }

    /// Parses GPX bytes.
    /// - Throws: ``InterchangeError`` for oversized, malformed, DTD-bearing or non-GPX input and for
    ///   invalid coordinates.
    public func read(_ data: Data) throws(InterchangeError) -> GPXDocument {
        guard data.count <= maximumBytes else { throw .tooLarge(bytes: data.count, limit: maximumBytes) }
        if let position = Self.documentTypePosition(in: data) {
            throw .documentTypeNotAllowed(line: position.line, column: position.column)
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = true
        let delegate = GPXParserDelegate(maximumPoints: maximumPoints)
        parser.delegate = delegate
        let succeeded = parser.parse()
        if let failure = delegate.failure { throw failure }
        guard succeeded else {
            let message = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "parse error"
            let position = delegate.errorPosition ?? (parser.lineNumber, parser.columnNumber)
            throw .malformedXML(line: position.line, column: position.column, message: message)
        }
        guard delegate.sawRoot else { throw .notGPX(rootElement: "") }
        return delegate.document
    }

    /// Line and column of a `<!DOCTYPE` in the prolog (before the first element other than it), if any.
    static func documentTypePosition(in data: Data) -> (line: Int, column: Int)? {
        let prolog = data.prefix(65_536)
        let marker = Array("<!DOCTYPE".utf8)
        guard let range = prolog.firstRange(of: marker) else { return nil }
        let before = prolog[prolog.startIndex..<range.lowerBound]
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lastNewline = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? prolog.startIndex
        return (line, range.lowerBound - lastNewline + 1)
    }
}
