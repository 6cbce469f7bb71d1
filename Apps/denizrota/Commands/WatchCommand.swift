import CLIKit
import Foundation
import MarineKit
import PosixKit

/// `denizrota watch`: a live view of the running daemon (like gpsd's `cgps`), through the control socket's
/// subscription (`{"command":"watch"}`: the daemon answers, then writes its live state as one JSON line at once,
/// after each alert or command, and about once a second).
///
/// On a terminal the view is redrawn in place; otherwise each update is a block of lines followed by a blank line,
/// or, with `--json`, the state document itself, one per line. It ends with exit 0 on SIGINT/SIGTERM or when the
/// daemon ends (said on standard error); an older daemon that does not know `watch` is refused (69).
public enum WatchCommand {
    /// The `watch` command.
    public static let command = Command(
        name: "watch", summary: "watch.summary", discussion: "watch.discussion",
        options: [DaemonControlClient.controlOption],
        examples: [CommandExample("denizrota watch", explanation: "watch.example")], writesJSON: true
    ) { context in
        try run(context)
    }

    /// Clears the terminal and puts the cursor home (ECMA-48 ED 2 and CUP).
    static let redraw = "\u{1B}[H\u{1B}[2J"

    static func run(_ context: CommandContext) throws -> ExitCode {
        let interrupts = context.services.interruptPipe()
        let opened = try DaemonControlClient.open(TripControlRequest(command: "watch"), context: context)
        defer { Descriptor.close(opened.descriptor) }
        try DaemonControlClient.requireAccepted(opened.response)
        var lines = LineBuffer(opened.rest)
        while true {
            for line in lines.takeLines() { show(line, context) }
            var set = PollSet([PollSet.Entry(descriptor: opened.descriptor)])
            if let interrupts { set.entries.append(PollSet.Entry(descriptor: interrupts.readEnd)) }
            _ = set.wait(milliseconds: -1)
            if set.entries.count > 1, set.entries[1].isReadable, !(interrupts?.drain() ?? []).isEmpty {
                return .success
            }
            guard set.entries[0].isReadable else { continue }
            var chunk = [UInt8](repeating: 0, count: 16_384)
            switch StreamTransfer.read(opened.descriptor, into: &chunk) {
            case .bytes(let count): lines.append(chunk[0..<count])
            case .wouldBlock: continue
            case .ended, .failed:
                for line in lines.takeLines() { show(line, context) }
                context.diagnostics.hint(context.diagnostics.toolName + ": " + context.text("watch.ended"))
                return .success
            }
        }
    }

    /// Shows one state line: as is with `--json`, else as text (in place on a terminal).
    static func show(_ line: [UInt8], _ context: CommandContext) {
        if context.isJSONOutput {
            context.environment.standardOutput.write(String(decoding: line, as: UTF8.self) + "\n")
            return
        }
        guard let state = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any] else { return }
        let text = WatchView(context: context).lines(state).joined(separator: "\n") + "\n"
        let terminal = context.environment.standardOutputIsTerminal && context.environment.variables["TERM"] != "dumb"
        context.environment.standardOutput.write(terminal ? redraw + text : text + "\n")
    }
}
