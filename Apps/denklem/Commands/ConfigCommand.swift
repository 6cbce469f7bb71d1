import CLIKit

/// `denklem config set KEY VALUE | get KEY | unset KEY | list`: the mediator's own settings (``DenklemConfig``), the
/// command shape every tool's settings have (CLIKit's `ToolSettings.command`).
public enum ConfigCommand {
    /// The command group.
    public static let command = DenklemConfig.settings.command(
        summary: "config.summary", discussion: "config.discussion",
        examples: [
            CommandExample("denklem config set mediator.name \"Av. Ayşe Yılmaz\"", explanation: "config.example.set"),
            CommandExample("denklem config set pdf.paper letter", explanation: "config.example.paper"),
        ])
}
