import CLIKit

/// `denizrota __complete routes`: the stored route names, one per line, for the shell completion scripts.
///
/// Hidden; `Tool.completionSources` points the scripts at it. Prints nothing, successfully, when there is no
/// database yet or it cannot be read: a completion must never print an error into the user's command line.
public enum CompletionCommand {
    static let kind = Positional<CompletionKind>(valueName: "complete.value.kind", help: "complete.argument.kind")

    /// What `__complete` lists.
    enum CompletionKind: String, CaseIterable, ArgumentValue {
        /// The stored route names.
        case routes
    }

    /// The hidden command.
    public static let command: Command = {
        var command = Command(
            name: "__complete", summary: "complete.summary", options: [NavigationSupport.database],
            positionals: [kind.spec]
        ) { context in
            guard let stores = try? NavigationSupport.stores(context, readOnly: true),
                let names = try? stores.routes.routeNames()
            else { return .success }
            for name in names { context.writeLine(name) }
            return .success
        }
        command.isHidden = true
        return command
    }()

    /// The completion sources of `denizrota`: route-name arguments complete from the database.
    public static let sources = [
        "route.value.name": "__complete routes", "plan.value.route": "__complete routes",
    ]
}
