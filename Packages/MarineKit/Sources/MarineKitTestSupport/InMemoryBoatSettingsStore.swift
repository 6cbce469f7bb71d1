import MarineTracking
import Synchronization

/// A thread-safe `BoatSettingsStore` in memory, for tests and previews.
public final class InMemoryBoatSettingsStore: BoatSettingsStore {
    private let settings: Mutex<BoatSettings?>

    /// Creates a store holding `settings` (none by default).
    public init(settings: BoatSettings? = nil) {
        self.settings = Mutex(settings)
    }

    /// The stored settings, or `nil`.
    public func loadBoatSettings() -> BoatSettings? {
        settings.withLock { $0 }
    }

    /// Stores the settings.
    public func saveBoatSettings(_ newSettings: BoatSettings) {
        settings.withLock { $0 = newSettings }
    }

    /// Loads, changes and stores the settings under one lock, so changes from several tasks are all kept.
    @discardableResult
    public func updateBoatSettings(_ change: (inout BoatSettings) throws -> Void) throws -> BoatSettings {
        try settings.withLock { stored throws -> BoatSettings in
            var changed = stored ?? .defaults
            try change(&changed)
            stored = changed
            return changed
        }
    }
}
