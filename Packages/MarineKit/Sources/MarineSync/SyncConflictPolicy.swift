/// What a sync does with a field changed on both sides since the last sync (`denizrota sync --ours|--theirs`).
package enum SyncConflictPolicy: String, Sendable, Equatable, Codable {
    /// Leave the field as it is on both sides and report it; the next sync finds it again until the user chooses.
    case hold
    /// Keep this computer's value and write it to the cloud.
    case ours
    /// Take the cloud's value here.
    case theirs
}
