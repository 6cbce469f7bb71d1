/// Why a route could not be imported or exported.
public enum InterchangeError: Error, Equatable, Sendable {
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
    /// A route with fewer than 2 waypoints cannot be exported: OpenCPN drops such routes.
    case routeTooShort(name: String, waypointCount: Int)
}
