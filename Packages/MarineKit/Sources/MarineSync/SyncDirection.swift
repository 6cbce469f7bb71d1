/// Which way a sync moves data.
package enum SyncDirection: String, Sendable, CaseIterable {
    /// Both ways (the default).
    case both
    /// Local changes up only (`--push`).
    case push
    /// Cloud changes down only (`--pull`).
    case pull

    /// Whether local changes go up.
    public var pushes: Bool { self != .pull }
    /// Whether cloud changes come down.
    public var pulls: Bool { self != .push }
}
