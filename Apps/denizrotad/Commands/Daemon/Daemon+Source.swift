import Foundation
import MarineGPSLive
import MarineKit

extension Daemon {
    /// Reads from the source and reports connection changes: a JSON event for each, and a human line on standard
    /// error when the source stops answering and when it answers again (``noteConnection(_:)``).
    func serviceSource() {
        let status = parts.source.service(now: parts.clock()) { handle($0) }
        reportClockDates()
        switch status {
        case .connected:
            parts.emit(.sourceConnected(name: parts.source.name, time: parts.clock()))
            noteConnection(status)
        case .disconnected(let retryAfter):
            let reason = (parts.source as? StreamSource)?.lastError.map { "\($0)" }
            parts.emit(
                .sourceDisconnected(
                    name: parts.source.name, time: parts.clock(), retryAfter: retryAfter, reason: reason))
            noteConnection(status, reason: reason)
        case .active, .ended:
            break
        }
    }

    /// One line per change of the connection's state (issue 30: gpsd down printed only JSON lines, one per retry):
    /// "gpsd://127.0.0.1:2947 is not answering (connect: Connection refused); trying again in 8 s", then
    /// "gpsd://127.0.0.1:2947 answers again"; `--verbose` adds each further attempt and the first connection,
    /// `--quiet` says none of it.
    func noteConnection(_ status: PositionSourceStatus, reason: String? = nil) {
        let name = parts.source.name
        switch status {
        case .disconnected(let retryAfter):
            let wait = String(Int(retryAfter.rounded()))
            let text =
                reason.map { parts.text("denizrotad.note.sourceDownBecause", [name, $0, wait]) }
                ?? parts.text("denizrotad.note.sourceDown", [name, wait])
            if sourceAnswering != false {
                if parts.verbosity >= .normal { parts.log(text) }
            } else if parts.verbosity >= .verbose {
                parts.note(parts.text("denizrotad.note.sourceStillDown", [name, wait]))
            }
            sourceAnswering = false
        case .connected:
            if sourceAnswering == false, parts.verbosity >= .normal {
                parts.note(parts.text("denizrotad.note.sourceBack", [name]))
            } else if sourceAnswering == nil, parts.verbosity >= .verbose {
                parts.note(parts.text("denizrotad.note.sourceConnected", [name]))
            }
            sourceAnswering = true
        default:
            break
        }
    }
}
