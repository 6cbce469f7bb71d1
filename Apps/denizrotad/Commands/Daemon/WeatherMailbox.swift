import MarineKit
import PosixKit
import Synchronization

/// Where a ``WeatherWatch`` task leaves its answer for the loop: a locked slot and the write end of a wake-up pipe.
final class WeatherMailbox: Sendable {
    /// The forecasts at the positions asked (in order), or the client's failure.
    typealias Answer = Result<[LocationForecast], WeatherServiceError>

    private let slot = Mutex<Answer?>(nil)
    /// The end the loop polls.
    let readEnd: Int32
    private let writeEnd: Int32

    /// Creates the pipe (both ends non-blocking, close-on-exec).
    init() throws(SystemCallError) {
        let ends = try Descriptor.pipe(nonBlocking: true)
        readEnd = ends.read
        writeEnd = ends.write
    }

    /// Stores an answer and wakes the loop (called from the task).
    func deliver(_ answer: Answer) {
        slot.withLock { $0 = answer }
        Descriptor.wake(writeEnd)
    }

    /// Takes the answer, if one arrived, and empties the pipe.
    func take() -> Answer? {
        Descriptor.drain(readEnd)
        return slot.withLock { answer in
            defer { answer = nil }
            return answer
        }
    }

    /// Closes both ends once neither the watch nor a task in flight holds the mailbox, so a late answer can
    /// never write into a descriptor number that was reused meanwhile.
    deinit {
        Descriptor.close(readEnd)
        Descriptor.close(writeEnd)
    }
}
