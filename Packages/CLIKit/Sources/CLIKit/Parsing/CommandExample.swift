/// An example shown under `--help`: a command line and what it does.
public struct CommandExample: Sendable {
    /// The command line, starting with the tool's name: `denklem fee --amount 150000`.
    public let commandLine: String
    /// The catalog key of the explanation.
    public let explanation: String

    /// Creates an example.
    ///
    /// - Parameters:
    ///   - commandLine: the command line as a user types it.
    ///   - explanation: the catalog key of the explanation.
    public init(_ commandLine: String, explanation: String) {
        self.commandLine = commandLine
        self.explanation = explanation
    }
}
