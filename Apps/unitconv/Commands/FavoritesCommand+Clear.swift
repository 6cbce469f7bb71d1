import CLIKit
import ConversionKit
import ConversionStorage

extension FavoritesCommand {
    /// `unitconv favorites clear`: removes every favorite pair (Docs/security.md "Export and erase").
    static let clear = Command(
        name: "clear", summary: "favorites.clear.summary",
        examples: [CommandExample("unitconv favorites clear", explanation: "favorites.example.clear")],
        action: runClear)

    @Sendable static func runClear(_ context: CommandContext) throws -> ExitCode {
        try HistoryCommand.storeCall(context) {
            let store = try ConversionServices.openStores(context).favorites
            for pair in try store.favorites() { _ = try store.removeFavorite(pair) }
            try (store as? StoredFavorites)?.scrubRemoved()  // the removed pairs gone from the file too
        }
        return .success
    }
}
