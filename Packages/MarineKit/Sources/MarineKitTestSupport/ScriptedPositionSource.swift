import Foundation
import MarineTracking

/// A `PositionSource` that delivers a fixed list of fixes, `perService` at a time, then ends.
public final class ScriptedPositionSource: PositionSource {
    /// Name for logs.
    public let name: String
    /// Fix times drive the clock.
    public let isReplay = true
    private var remaining: ArraySlice<PositionFix>
    private let perService: Int
    private var closed = false

    /// Creates a source.
    public init(fixes: [PositionFix], perService: Int = 1, name: String = "scripted") {
        self.remaining = fixes[...]
        self.perService = max(1, perService)
        self.name = name
    }

    /// Ready until the fixes run out.
    public var readiness: PositionSourceReadiness {
        closed || remaining.isEmpty ? .finished : .immediate
    }

    /// Delivers the next fixes.
    public func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus {
        guard !closed, !remaining.isEmpty else { return .ended }
        for fix in remaining.prefix(perService) { deliver(fix) }
        remaining = remaining.dropFirst(perService)
        return .active
    }

    /// Stops delivering.
    public func close() {
        closed = true
    }
}
