import Localization

/// Why a route could not be imported or exported.
///
/// Messages live in ``NavigationStrings`` under `error.gpx.*`; they do not name the file, which the caller knows
/// (the CLI writes `FILE: message`).
public enum InterchangeError: Error, Equatable, Sendable, LocalizableError {
    /// The XML is not well-formed; 1-based line and column of the problem and the parser's message.
    case malformedXML(line: Int, column: Int, message: String)
    /// The document declares a DTD or entities, which GPX never needs and which are refused for safety
    /// (external entity and entity-expansion attacks).
    case documentTypeNotAllowed(line: Int, column: Int)
    /// The root element is not `<gpx>`.
    case notGPX(rootElement: String)
    /// A point with a missing, non-numeric or out-of-range `lat`/`lon` attribute.
    case invalidCoordinate(line: Int, column: Int)
    /// The input is larger than the reader's limit (bytes).
    case tooLarge(bytes: Int, limit: Int)
    /// More points than the reader's limit.
    case tooManyPoints(limit: Int)
    /// The document declares a character encoding the reader does not support (it reads UTF-8, US-ASCII and
    /// ISO 8859-1).
    case unsupportedEncoding(name: String)
    /// A route with fewer than 2 waypoints cannot be exported: OpenCPN drops such routes.
    case routeTooShort(name: String, waypointCount: Int)

    /// Catalog key of the one-line message.
    public var messageKey: String {
        switch self {
        case .malformedXML: "error.gpx.malformed"
        case .documentTypeNotAllowed: "error.gpx.doctype"
        case .notGPX(let root): root.isEmpty ? "error.gpx.noRoot" : "error.gpx.notGPX"
        case .invalidCoordinate: "error.gpx.coordinate"
        case .tooLarge: "error.gpx.tooLarge"
        case .tooManyPoints: "error.gpx.points"
        case .routeTooShort: "error.gpx.short"
        case .unsupportedEncoding: "error.gpx.encoding"
        }
    }

    /// The values for the placeholders; counts in the machine form (`16777216`).
    public var messageArguments: [String] {
        arguments { String($0) }
    }

    /// The values for the placeholders, byte and point counts grouped as the language groups digits.
    public func messageArguments(for language: Language) -> [String] {
        arguments { MessageNumber.text($0, language) }
    }

    /// Line and column stay plain (`line 1234`); the parser's own English message is not shown.
    private func arguments(_ count: (Int) -> String) -> [String] {
        switch self {
        case .malformedXML(let line, let column, _), .documentTypeNotAllowed(let line, let column),
            .invalidCoordinate(let line, let column):
            [String(line), String(column)]
        case .notGPX(let root): root.isEmpty ? [] : [root]
        case .unsupportedEncoding(let name): [name]
        case .tooLarge(let bytes, let limit): [count(bytes), count(limit)]
        case .tooManyPoints(let limit): [count(limit)]
        case .routeTooShort(let name, let waypointCount): [name, String(waypointCount)]
        }
    }
}
