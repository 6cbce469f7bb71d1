import CLIKit
import Foundation

/// The mediator's own settings, kept in `$XDG_CONFIG_HOME/denklem/config` (else `~/.config/denklem/config`) as
/// `key = value` lines, like git config: typed once with `denklem config set`, used by every PDF; an option given on
/// the command line still wins.
///
/// Lines starting with `#` and blank lines are comments; a value may be wrapped in double quotes. Unknown keys are
/// kept but not used (a newer denklem may know them).
struct DenklemConfig {
    /// A setting denklem knows, with the option it stands for.
    struct Key {
        let name: String
        let option: String
        /// The values it may take, or empty for any text.
        let choices: [String]
    }

    /// The known keys, in `list` order.
    static let keys = [
        Key(name: "mediator.name", option: "--mediator", choices: []),
        Key(name: "mediator.sicil", option: "--sicil", choices: []),
        Key(name: "pdf.paper", option: "--paper", choices: PDFOutput.Paper.allCases.map(\.rawValue)),
        Key(name: "pdf.font", option: "--font", choices: []),
    ]

    /// Largest config file read, bytes (64 KiB; the four settings take under 1 kB): a larger file, a device or a
    /// FIFO named there is refused (exit 65) instead of read forever.
    static let maximumBytes = 64 << 10

    /// The command's context.
    let context: CommandContext
    /// The settings in the file, in file order (empty when there is no file).
    let entries: [(key: String, value: String)]

    /// Reads the config file, if there is one.
    /// - Throws: `CommandError` 65 when it is over ``maximumBytes``, 66 when it is a folder or cannot be opened, 74
    ///   when reading fails.
    init(context: CommandContext) throws {
        self.context = context
        guard let path = Self.path(context.environment.variables), context.fileSystem.fileExists(atPath: path) else {
            entries = []
            return
        }
        let bytes = try context.readInputFile(path, maximumBytes: Self.maximumBytes)
        entries = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap(Self.entry)
    }

    /// The config file's path; nil when neither `XDG_CONFIG_HOME` (absolute) nor `HOME` is set.
    var path: String? { Self.path(context.environment.variables) }

    private static func path(_ variables: [String: String]) -> String? {
        if let config = variables["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return (config.hasSuffix("/") ? config : config + "/") + "denklem/config"
        }
        guard let home = variables["HOME"], home.hasPrefix("/") else { return nil }
        return (home.hasSuffix("/") ? home : home + "/") + ".config/denklem/config"
    }

    /// A setting's value, if set.
    func value(_ key: String) -> String? {
        entries.last { $0.key == key }?.value
    }

    /// Writes the settings back, one `key = value` line each.
    /// - Throws: `CommandError` (73) when the file cannot be written.
    func write(_ entries: [(key: String, value: String)]) throws {
        guard let path else { throw CommandError(.cannotCreate, key: "error.noConfigFolder") }
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        let text =
            "# denklem settings (denklem config set|unset); options on the command line win.\n"
            + entries.map { "\($0.key) = \"\($0.value)\"\n" }.joined()
        do {
            try context.fileSystem.makeFolder(atPath: folder)
            try context.fileSystem.writeFile(
                Array(text.utf8), to: path, newFileMode: 0o600, standardOutput: context.environment.standardOutput)
        } catch {
            throw CommandError(.cannotCreate, key: "error.cannotInstall", path, context.describe(error))
        }
    }

    /// `key = value`, `key = "value"`; nil for a comment, a blank or malformed line.
    static func entry(_ line: Substring) -> (key: String, value: String)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { return nil }
        let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
        var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast())
        }
        return key.isEmpty ? nil : (key, value)
    }
}
