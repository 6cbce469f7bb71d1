/// Where a spawned child's standard input, output or error goes.
public enum StandardStream: Sendable, Equatable {
    /// The parent's own stream, unchanged.
    case inherited
    /// `/dev/null`.
    case null
    /// A descriptor of the parent (duplicated onto the child's stream).
    case descriptor(Int32)
}
