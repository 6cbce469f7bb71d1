import CLIKit

/// Lines written to standard output as they are made, in pieces of about 64 KiB: `route show` of a 200,000-point
/// route has 400,002 lines, which were all built before the first was written (issue 30), and one write per line
/// would be 400,002 system calls.
struct ChunkedLines {
    /// Bytes gathered before a write.
    static let pieceBytes = 65_536
    private let context: CommandContext
    private var pending = ""

    init(_ context: CommandContext) {
        self.context = context
        pending.reserveCapacity(Self.pieceBytes + 1024)
    }

    /// Adds a line (without its newline); writes the gathered lines once they reach ``pieceBytes``.
    mutating func append(_ line: String) {
        pending += line
        endLine()
    }

    /// Adds `prefix` and `line` as one line, without joining them first.
    mutating func append(_ prefix: String, _ line: String) {
        pending += prefix
        append(line)
    }

    /// Adds the line `write` appends to the gathered text (made in place, not as a string of its own).
    mutating func appendLine(_ write: (inout String) -> Void) {
        write(&pending)
        endLine()
    }

    private mutating func endLine() {
        pending += "\n"
        if pending.utf8.count >= Self.pieceBytes { flush() }
    }

    /// Writes what is gathered.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        context.write(pending)
        pending.removeAll(keepingCapacity: true)
    }
}
