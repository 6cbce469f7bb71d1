/// Where the boat settings persist (one boat per database).
///
/// The app layer adapts it onto `Storage`;
/// `MarineKitTestSupport` ships an in-memory double.
public protocol BoatSettingsStore: Sendable {
    /// The stored settings, or `nil` when none were saved yet.
    func loadBoatSettings() throws -> BoatSettings?
    /// Stores the settings, replacing earlier ones.
    func saveBoatSettings(_ settings: BoatSettings) throws
    /// Reads the settings (``BoatSettings/defaults`` when none were saved), lets `change` edit them, and stores the
    /// result, as one step: a change another process stores meanwhile (`boat set --tank` beside `boat set --speed`,
    /// or the dashboard's form) is kept, not overwritten. When `change` throws, nothing is stored.
    ///
    /// A store shared between processes makes this one write transaction; the default (load, change, save) is
    /// right only for a store one process owns.
    ///
    /// - Returns: the settings as stored.
    /// - Throws: what `change` throws, or the store's error.
    @discardableResult
    func updateBoatSettings(_ change: (inout BoatSettings) throws -> Void) throws -> BoatSettings
}

extension BoatSettingsStore {
    /// Loads, changes and saves with the store's other calls (for a store one process owns).
    @discardableResult
    public func updateBoatSettings(_ change: (inout BoatSettings) throws -> Void) throws -> BoatSettings {
        var settings = try loadBoatSettings() ?? .defaults
        try change(&settings)
        try saveBoatSettings(settings)
        return settings
    }
}
