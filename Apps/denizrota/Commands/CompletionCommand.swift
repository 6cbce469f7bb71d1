import CLIKit
import MarineStorage

/// `denizrota __complete routes|trips`: the stored route names or trip numbers, one per line, for the shell
/// completion scripts.
///
/// Hidden; `Tool.completionSources` points the scripts at it. Prints nothing, successfully, when there is no
/// database yet or it cannot be read: a completion must never print an error into the user's command line.
public enum CompletionCommand {
    static let kind = Positional<CompletionKind>(valueName: "complete.value.kind", help: "complete.argument.kind")

    /// What `__complete` lists.
    enum CompletionKind: String, CaseIterable, ArgumentValue {
        /// The stored route names.
        case routes
        /// The stored trips' numbers.
        case trips
    }

    /// The hidden command.
    public static let command: Command = {
        var command = Command(
            name: "__complete", summary: "complete.summary", options: [NavigationSupport.database],
            positionals: [kind.spec]
        ) { context in
            let words = context.arguments[kind] == .trips ? tripNumbers(context) : routeNames(context)
            for word in words { context.writeLine(word) }
            return .success
        }
        command.isHidden = true
        return command
    }()

    private static func routeNames(_ context: CommandContext) -> [String] {
        (try? NavigationSupport.stores(context, readOnly: true).routes.routeNames()) ?? []
    }

    private static func tripNumbers(_ context: CommandContext) -> [String] {
        let path = MarineDatabase.path(
            option: context.arguments[NavigationSupport.database], environment: context.environment.variables)
        guard let database = try? context.services.openDatabase(path, .reading) else { return [] }
        return ((try? MarineDatabase.trips(in: database).trips()) ?? []).map { String($0.id) }
    }

    /// The completion sources of `denizrota`: route-name and trip-number arguments complete from the database.
    public static let sources = [
        "route.value.name": "__complete routes", "plan.value.route": "__complete routes",
        "trip.value.id": "__complete trips",
    ]
}
