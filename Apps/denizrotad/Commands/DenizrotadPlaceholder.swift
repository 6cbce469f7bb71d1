/// Marks the module as present until its first real source file lands; delete it then.
public enum DenizrotadPlaceholder {
    /// The tool's name as typed on the command line.
    public static let toolName = "denizrotad"
}
