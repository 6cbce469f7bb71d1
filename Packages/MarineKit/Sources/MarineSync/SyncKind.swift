/// What a sync link or report line is about.
public enum SyncKind: String, Sendable, CaseIterable, Codable {
    /// A route (`users/U/routes/R`), keyed locally by its name.
    case route
    /// A trip (`users/U/trips/T`), keyed locally by its store id.
    case trip
    /// The boat settings (the `settings` map of `users/U`).
    case settings
}
