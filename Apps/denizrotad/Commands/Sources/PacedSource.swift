import Foundation
import MarineKit

/// A replay released at `pace` times its recorded speed (`--pace N`, as gpsfake does): the first fix at once, each
/// later one when as much wall-clock time has passed, divided by `pace`, as the log's times say.
///
/// The fixes keep their recorded times (a replay runs on data time); only their delivery is paced. A fix stamped
/// earlier than the one before it is released at once.
final class PacedSource: PositionSource {
    private let inner: any PositionSource
    /// The speed-up: 1 is real time, 10 ten times faster; greater than 0.
    let pace: Double
    private var queue: [PositionFix] = []
    private var head = 0
    /// The first fix's recorded time and the wall-clock instant it was released.
    private var origin: (recorded: Date, released: Date)?

    /// Paces `inner` (a replay) by `pace`.
    init(_ inner: any PositionSource, pace: Double) {
        self.inner = inner
        self.pace = pace
    }

    var name: String { inner.name }
    var isReplay: Bool { true }

    var readiness: PositionSourceReadiness {
        if head < queue.count { return .after(due(queue[head])) }
        return inner.readiness
    }

    func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus {
        var status = PositionSourceStatus.active
        if head >= queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
            status = inner.service(now: now) { queue.append($0) }
            if origin == nil, let first = queue.first { origin = (first.time, now) }
        }
        while head < queue.count, due(queue[head]) <= now {
            deliver(queue[head])
            head += 1
        }
        // The inner source's end is reported once everything it delivered is out.
        return status == .ended && head < queue.count ? .active : status
    }

    func close() { inner.close() }

    /// When a fix is due on the wall clock.
    private func due(_ fix: PositionFix) -> Date {
        guard let origin else { return .distantPast }
        let offset = max(0, fix.time.timeIntervalSince(origin.recorded)) / pace
        return origin.released.addingTimeInterval(offset)
    }
}
