import CLIKit
import Foundation
import PosixKit

/// Delivers daemon events: a JSON line on standard output, then the hook and speech when configured.
enum DaemonOutput {
    /// The event handler for a command context.
    static func emitter(_ context: CommandContext, sync: SyncOutlet? = nil) -> (DaemonEvent) -> Void {
        let variables = context.environment.variables
        let output = context.environment.standardOutput
        let hook = context.arguments[DaemonCommand.hook].map { HookOutlet(command: $0, variables: variables) }
        var speech: SpeechOutlet?
        if context.arguments[DaemonCommand.speak] {
            if let executable = ProcessLauncher.find("espeak-ng", searchPath: variables["PATH"]) {
                speech = SpeechOutlet(executable: executable, localizer: context.localizer, variables: variables)
            } else {
                context.diagnostics.warning(context.text("denizrotad.warning.noSpeech"))
            }
        }
        return { event in
            output.write(event.jsonLine + "\n")
            if let failure = hook?.deliver(event) { context.diagnostics.warning(failure) }
            speech?.deliver(event)
            sync?.deliver(event)
        }
    }
}
