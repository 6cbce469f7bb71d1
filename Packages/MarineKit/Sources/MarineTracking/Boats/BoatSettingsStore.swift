/// Where the boat settings persist (one boat per database).
///
/// The app layer adapts it onto `Storage`;
/// `MarineKitTestSupport` ships an in-memory double.
public protocol BoatSettingsStore: Sendable {
    /// The stored settings, or `nil` when none were saved yet.
    func loadBoatSettings() throws -> BoatSettings?
    /// Stores the settings, replacing earlier ones.
    func saveBoatSettings(_ settings: BoatSettings) throws
}
