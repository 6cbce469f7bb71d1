/// A line of `unitconv --batch --json` that could not be converted (Docs/schemas/unitconv-batch.schema.json): the
/// line as read and why, in the user's language (`{"error": "unknown unit “x”…", "input": "x"}`).
public struct ConversionFailureDocument: Sendable, Hashable, Codable {
    /// The line, as read.
    public let input: String
    /// The message, localized (the same text the tool writes on standard error).
    public let error: String

    /// The document of a failed line.
    public init(input: String, error: String) {
        self.input = input
        self.error = error
    }
}
