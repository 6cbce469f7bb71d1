import CLIKit
import Foundation

/// Delivers daemon events: a JSON line on standard output, then the hook and speech when configured.
enum DaemonOutput {
    /// The event handler for a command context (the hook and the speaker come from its services).
    static func emitter(_ context: CommandContext, sync: SyncOutlet? = nil) -> (DaemonEvent) -> Void {
        let output = context.environment.standardOutput
        let services = context.services
        let hook = context.arguments[DaemonCommand.hook].map { HookOutlet(command: $0, runner: services.hookRunner) }
        var speech: SpeechOutlet?
        if context.arguments[DaemonCommand.speak] {
            if let speaker = services.speaker() {
                let diagnostics = context.diagnostics
                let localizer = context.localizer
                let queue = SpeechQueue(speaker: speaker, language: context.language) { error in
                    diagnostics.warning(localizer.text("denizrotad.warning.speechFailed", "\(error)"))
                }
                speech = SpeechOutlet(queue: queue, localizer: context.localizer)
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
