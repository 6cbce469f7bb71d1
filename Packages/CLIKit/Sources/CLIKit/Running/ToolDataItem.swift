/// One data set a tool's binary carries, as `--version` names it: "mediation tariffs: 2024, 2025, 2026".
///
/// The values come from constants compiled into the binary (the kits' embedded resources), never from a file read
/// at run time, so `--version` says what this build holds, not what an installed file adds.
public struct ToolDataItem: Sendable, Equatable {
    /// The member name in `--version --json`'s `data` object (`mediationTariffs`).
    public var name: String
    /// The catalog key of the label in the text form (`version.mediationTariffs`).
    public var label: String
    /// The value, the same in every language (years, a model's name, a data set and its date).
    public var value: String

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - name: the JSON member name.
    ///   - label: the catalog key of the text label.
    ///   - value: the value.
    public init(name: String, label: String, value: String) {
        self.name = name
        self.label = label
        self.value = value
    }
}
