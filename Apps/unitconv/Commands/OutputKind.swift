import CLIKit
import PosixKit

/// What kind of file standard output is, for choosing between buffered and line-by-line batch output.
enum OutputKind {
    /// True when the sink writes to a file descriptor that is a regular file (`unitconv --batch > out.txt`);
    /// false for a pipe, a terminal or an in-memory sink.
    static func isRegularFile(_ sink: any OutputSink) -> Bool {
        guard let descriptor = (sink as? FileDescriptorSink)?.descriptor else { return false }
        return (try? FileStatus(descriptor: descriptor))?.kind == .regular
    }
}
