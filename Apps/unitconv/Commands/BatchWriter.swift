import CLIKit

/// Buffers batch output and writes it in pieces of about 64 KiB, or after every line for a pipe or terminal.
struct BatchWriter {
    /// Where the output goes.
    let sink: any OutputSink
    /// Whether each line is written as soon as it is complete (standard output is not a regular file).
    let flushesEachLine: Bool
    private var buffer = ""

    /// The size at which the buffer is written even when lines are not flushed one by one.
    static let chunkSize = 1 << 16

    init(sink: any OutputSink, flushesEachLine: Bool) {
        self.sink = sink
        self.flushesEachLine = flushesEachLine
        buffer.reserveCapacity(Self.chunkSize + 1024)
    }

    /// Appends text without ending the line.
    mutating func write(_ text: String) {
        buffer += text
    }

    /// Appends a line and its newline.
    mutating func writeLine(_ line: String) {
        buffer += line
        buffer += "\n"
        endLine()
    }

    /// Marks the end of an output line: writes the buffer when lines are flushed or it is full.
    mutating func endLine() {
        if flushesEachLine || buffer.utf8.count >= Self.chunkSize { flush() }
    }

    /// Writes whatever is buffered.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        sink.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
