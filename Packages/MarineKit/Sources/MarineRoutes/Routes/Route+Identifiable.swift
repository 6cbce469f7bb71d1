extension Route: Identifiable {
    /// The route's identity: its name, unique in a store (``RouteStore`` saves by name).
    public var id: String { name }
}
