import CLIKit
import ConversionKit
import Foundation
import Storage

/// The commands' shared helpers: the converter, the grouping convention, the database path rule, and the stores
/// opened on demand through the tool's composition root (``UnitconvServices``, `context.services`).
///
/// The database is opened only by commands that use it, so a conversion with `--no-history` or `--batch` never
/// touches the disk. Location: `--db PATH` > `$UNITCONV_DB` > `$XDG_DATA_HOME/unitconv/unitconv.sqlite` >
/// `~/.local/share/unitconv/unitconv.sqlite`.
struct ConversionServices {
    /// The converter over the built-in unit table.
    let converter = ConversionKit.UnitConversionEngine()

    /// The unit table of this invocation: the built-in one, plus the user's definitions (issue 32, item 11) when
    /// `$XDG_CONFIG_HOME/unitconv/units` (else `~/.config/unitconv/units`) exists.
    /// - Throws: ``ConversionError/invalidUnitDefinition(file:line:problem:)`` (65) naming the first bad line.
    static func catalog(_ context: CommandContext) throws -> UnitCatalog {
        guard let path = definitionsPath(context.environment.variables),
            let bytes = context.fileSystem.contents(atPath: path)
        else { return .standard }
        return try UnitCatalog.standard.adding(definitions: String(decoding: bytes, as: UTF8.self), file: path)
    }

    /// The user's unit definitions file, beside the settings file; nil when neither `XDG_CONFIG_HOME` nor `HOME`
    /// is set.
    static func definitionsPath(_ variables: [String: String]) -> String? {
        UnitconvSettings.settings.path(variables).map { String($0.dropLast("config".count)) + "units" }
    }

    /// The database path for this invocation.
    static func databasePath(_ context: CommandContext) -> String {
        let variables = context.environment.variables
        if let path = context.arguments[UnitconvOptions.database] { return path }
        if let path = variables[UnitconvOptions.databaseVariable], !path.isEmpty { return path }
        return defaultDatabasePath(context)
    }

    /// `$XDG_DATA_HOME/unitconv/unitconv.sqlite` (else `~/.local/share/…`): the directory is the tool's own (0700).
    static func defaultDatabasePath(_ context: CommandContext) -> String {
        let variables = context.environment.variables
        return DatabasePath.defaultPath(
            forTool: "unitconv", environment: variables, homeDirectory: variables["HOME"] ?? "/")
    }

    /// Opens (creating if needed) the database and returns the history and favorites stores on it.
    ///
    /// - Parameters:
    ///   - context: the command's context.
    ///   - readOnly: true for commands that only read (`history`, `favorites`): an existing file is opened
    ///     read-only, so a read-only database still lists and no `-wal`/`-shm` file is left beside it.
    /// - Throws: `CommandError` with exit 74 (69 when the file is locked) and a localized message.
    static func openStores(_ context: CommandContext, readOnly: Bool = false) throws -> (
        history: any ConversionHistoryStore, favorites: any FavoritesStore
    ) {
        let path = databasePath(context)
        PrivateFiles.secureDatabase(at: path, defaultPath: defaultDatabasePath(context), context: context)
        do {
            let stores = try context.services.openStores(path, readOnly)
            return (stores.history, stores.favorites)
        } catch {
            throw storageFailure(error, path: path, context: context)
        }
    }

    /// A storage error as the command's failure: exit 69 when the database is busy, otherwise 74.
    static func storageFailure(_ error: StorageError, path: String, context: CommandContext) -> CommandError {
        CommandError(
            error.kind == .busy ? .unavailable : .ioError, key: "error.database", path, context.describe(error))
    }
}
