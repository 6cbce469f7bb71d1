/// What a paired device may do: `view` reads (GET, HEAD, the event stream); `control` may also change state
/// (every other method: start a trip, set the anchor, save settings).
public enum PairingScope: String, Sendable, Codable, CaseIterable {
    /// Read only.
    case view
    /// Read and change.
    case control
}
