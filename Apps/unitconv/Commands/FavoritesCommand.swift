import CLIKit
import ConversionKit
import Localization

/// `unitconv favorites`, `favorites add FROM TO`, `favorites remove FROM TO`.
enum FavoritesCommand {
    static let from = Positional<String>(valueName: "favorites.value.from", help: "favorites.argument.from")
    static let to = Positional<String>(valueName: "favorites.value.to", help: "favorites.argument.to")

    static let add = Command(
        name: "add", summary: "favorites.add.summary", positionals: [from.spec, to.spec],
        examples: [CommandExample("unitconv favorites add km mi", explanation: "favorites.example.add")],
        action: runAdd)

    static let remove = Command(
        name: "remove", summary: "favorites.remove.summary", positionals: [from.spec, to.spec], action: runRemove)

    static let command = Command(
        name: "favorites", summary: "favorites.summary", subcommands: [add, remove, clear], writesJSON: true,
        action: runList)

    static let number = Positional<Int>(valueName: "fav.value.number", help: "fav.argument.number")
    static let value = Positional<String>(
        valueName: "fav.value.value", help: "fav.argument.value", isRequired: false, isVariadic: true)

    /// `unitconv fav N [VALUE]`: converts VALUE (default 1) with favorite pair N.
    static let fav = Command(
        name: "fav", summary: "fav.summary", positionals: [number.spec, value.spec],
        examples: [CommandExample("unitconv fav 1 42", explanation: "fav.example")], writesJSON: true, action: runFav)

    @Sendable static func runFav(_ context: CommandContext) throws -> ExitCode {
        let input = try request(
            favorite: context.arguments[number] ?? 0, value: context.arguments.all(value), context: context)
        return try ConvertCommand.convertOne(
            input, formatter: ConvertCommand.resultFormatter(context), context: context)
    }

    /// The request `VALUE FROM to TO` for favorite `favorite` (1-based, in `unitconv favorites` order).
    /// - Throws: `CommandError` 65 when there is no such favorite; storage errors as the other commands.
    static func request(favorite: Int, value: [String], context: CommandContext) throws -> String {
        let pairs = try HistoryCommand.storeCall(context) {
            try ConversionServices.openStores(context, readOnly: true).favorites.favorites()
        }
        guard pairs.indices.contains(favorite - 1) else {
            throw CommandError(.dataError, key: "error.noSuchFavorite", String(favorite), String(pairs.count))
        }
        let pair = pairs[favorite - 1]
        let amount = value.isEmpty ? "1" : value.joined(separator: " ")
        return "\(amount) \(pair.fromID) to \(pair.toID)"
    }

    @Sendable static func runList(_ context: CommandContext) throws -> ExitCode {
        let pairs = try HistoryCommand.storeCall(context) {
            try ConversionServices.openStores(context, readOnly: true).favorites.favorites()
        }
        if context.isJSONOutput {
            try context.writeJSON(LibraryDocument(FavoriteList(pairs)))
            return .success
        }
        for (index, pair) in pairs.enumerated() {
            context.writeLine("\(index + 1)  " + line(for: pair, language: context.language))
        }
        return .success
    }

    @Sendable static func runAdd(_ context: CommandContext) throws -> ExitCode {
        let pair = try resolvedPair(context)
        // One opening for the write and the count: a failure after the pair is stored must not report it lost
        // (issue 32: under a crowd, a second opening timed out and exit 69 named a stored favorite as failed).
        let (added, count) = try HistoryCommand.storeCall(context) {
            let favorites = try ConversionServices.openStores(context).favorites
            let added = try favorites.addFavorite(pair)
            return (added, (try? favorites.favorites().count) ?? 0)
        }
        guard added else {
            context.diagnostics.hint(context.text("favorites.exists", pair.fromID, pair.toID))
            return .success
        }
        context.writeLine(context.text("favorites.added", String(count), line(for: pair, language: context.language)))
        return .success
    }

    @Sendable static func runRemove(_ context: CommandContext) throws -> ExitCode {
        let pair = try resolvedPair(context)
        let removed = try HistoryCommand.storeCall(context) {
            try ConversionServices.openStores(context).favorites.removeFavorite(pair)
        }
        guard removed else { throw CommandError(.dataError, key: "error.notAFavorite", pair.fromID, pair.toID) }
        return .success
    }

    /// `length.kilometer → length.mile  (km → mi)`.
    private static func line(for pair: FavoritePair, language: Language) -> String {
        let catalog = UnitCatalog.standard
        guard let source = catalog.unit(withID: pair.fromID), let target = catalog.unit(withID: pair.toID) else {
            return "\(pair.fromID) → \(pair.toID)"
        }
        return
            "\(pair.fromID) → \(pair.toID)  (\(source.localizedSymbol(in: language)) → \(target.localizedSymbol(in: language)))"
    }

    /// The two units as ids; unknown units and pairs across categories are errors (exit 65).
    private static func resolvedPair(_ context: CommandContext) throws -> FavoritePair {
        let catalog = try ConversionServices.catalog(context)
        let source = try catalog.resolve(context.arguments[from] ?? "", language: context.language).unit
        let target = try catalog.resolve(context.arguments[to] ?? "", language: context.language).unit
        guard source.category == target.category else {
            throw ConversionError.incompatibleUnits(from: source.id, to: target.id)
        }
        return FavoritePair(fromID: source.id, toID: target.id)
    }
}
