import MarineTracking
import Storage

/// MarineKit's `BoatSettingsStore` on a Storage settings store, under the key `boat`.
public struct StoredBoatSettings: BoatSettingsStore {
    /// The namespace the boat lives under in the shared database.
    public static let namespace = "denizrota"
    private static let key = "boat"
    private let settings: any SettingsStore

    /// Wraps a settings store.
    public init(settings: any SettingsStore) {
        self.settings = settings
    }

    /// The stored settings, or `nil` when none were saved yet.
    public func loadBoatSettings() throws -> BoatSettings? {
        try settings.value(forKey: Self.key, as: BoatSettings.self)
    }

    /// Stores the settings.
    public func saveBoatSettings(_ boat: BoatSettings) throws {
        try settings.setValue(boat, forKey: Self.key)
    }

    /// Loads, changes and stores the settings as one step of the settings store (one write transaction on SQLite).
    @discardableResult
    public func updateBoatSettings(_ change: (inout BoatSettings) throws -> Void) throws -> BoatSettings {
        let stored = try settings.updateValue(forKey: Self.key, as: BoatSettings.self) { stored in
            var boat = stored ?? .defaults
            try change(&boat)
            stored = boat
        }
        return stored ?? .defaults
    }
}
