import Foundation

/// A tool's persistent settings: `$XDG_CONFIG_HOME/TOOL/config` (else `~/.config/TOOL/config`), `key = "value"`
/// lines like git config, typed once with `TOOL config set KEY VALUE` (``command(summary:discussion:examples:exclusive:)``); an option given on
/// the command line still wins (the tool reads a setting only when its option is absent).
///
/// The format is denklem's `config` file (issue 32, item 10: one mechanism for every tool): lines starting with `#`
/// and blank lines are comments; a value may be wrapped in double quotes; unknown keys are kept but not used (a
/// newer version may know them). Files are read and written through the environment's ``FileSystem``, created
/// 0600 in a folder of their own.
public struct ToolSettings: Sendable {
    /// A setting the tool knows.
    public struct Key: Sendable {
        /// The name as typed (`precision`).
        public let name: String
        /// The option it stands for (`--precision`), shown by `config list`'s help.
        public let option: String
        /// The values it may take; empty for any text that `isValid` accepts.
        public let choices: [String]
        /// Whether a value is acceptable (default: one of `choices`, or anything when there are none).
        public let isValid: @Sendable (String) -> Bool

        /// Creates a key.
        /// - Parameters:
        ///   - name: the name as typed.
        ///   - option: the option it stands for.
        ///   - choices: the values it may take (empty: any text `isValid` accepts).
        ///   - isValid: the check of a value; nil for "one of `choices`".
        public init(
            _ name: String, option: String, choices: [String] = [], isValid: (@Sendable (String) -> Bool)? = nil
        ) {
            self.name = name
            self.option = option
            self.choices = choices
            self.isValid = isValid ?? { choices.isEmpty || choices.contains($0) }
        }
    }

    /// The tool's name: the config folder's.
    public let tool: String
    /// The known keys, in `list` order.
    public let keys: [Key]

    /// Creates the settings of a tool.
    public init(tool: String, keys: [Key]) {
        self.tool = tool
        self.keys = keys
    }

    /// The config file's path; nil when neither `XDG_CONFIG_HOME` (absolute) nor `HOME` is set.
    public func path(_ variables: [String: String]) -> String? {
        if let config = variables["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return (config.hasSuffix("/") ? config : config + "/") + "\(tool)/config"
        }
        guard let home = variables["HOME"], home.hasPrefix("/") else { return nil }
        return (home.hasSuffix("/") ? home : home + "/") + ".config/\(tool)/config"
    }

    /// Largest config file read, bytes (64 KiB; a handful of settings take under 1 kB): a larger file, a device or
    /// a FIFO named there is refused (exit 65) instead of read forever (Docs/security.md).
    public static let maximumBytes = 64 << 10

    /// The settings in the file, in file order (empty when there is no file).
    /// - Throws: `CommandError` 65 when the file is over ``maximumBytes`` (or a device or FIFO), 66 when it is a
    ///   folder or cannot be opened, 74 when reading fails.
    public func entries(_ environment: ToolEnvironment) throws(CommandError) -> [(key: String, value: String)] {
        guard let path = path(environment.variables), environment.fileSystem.fileExists(atPath: path) else {
            return []
        }
        let bytes: [UInt8]
        do {
            bytes = try environment.fileSystem.contents(atPath: path, maximumBytes: Self.maximumBytes)
        } catch {
            throw CommandError(error.exitCode, wrapping: error)
        }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap(Self.entry)
    }

    /// A known setting's value, if set.
    /// - Throws: `CommandError` (65) naming the file when the value is not one the key takes (a hand-edited file).
    public func value(_ name: String, in environment: ToolEnvironment) throws -> String? {
        guard let text = try entries(environment).last(where: { $0.key == name })?.value else { return nil }
        guard let key = keys.first(where: { $0.name == name }), key.isValid(text) else {
            throw CommandError(
                .dataError, key: "settings.error.invalidValue", name, text, path(environment.variables) ?? "")
        }
        return text
    }

    /// Changes the settings as one step: under the file's exclusive lock
    /// (``FileSystem/withExclusiveLock(onFileAtPath:_:)``) it reads the entries, changes them and writes them back,
    /// so two `config set` at once both land instead of the later write dropping the earlier one's key.
    ///
    /// - Parameters:
    ///   - context: the command's context (file system, variables).
    ///   - change: the new entries from the current ones.
    /// - Throws: `CommandError` (73) when the folder, the lock or the file cannot be written; what ``entries(_:)``
    ///   throws for an unreadable file.
    func update(
        context: CommandContext, _ change: ([(key: String, value: String)]) -> [(key: String, value: String)]
    ) throws {
        guard let path = path(context.environment.variables) else {
            throw CommandError(.cannotCreate, key: "settings.error.noFolder")
        }
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        do {
            try context.fileSystem.makeFolder(atPath: folder)
            try context.fileSystem.withExclusiveLock(onFileAtPath: path) {
                try write(change(entries(context.environment)), to: path, context: context)
            }
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(.cannotCreate, key: "settings.error.cannotWrite", path, context.describe(error))
        }
    }

    /// Writes the settings, one `key = "value"` line each.
    private func write(_ entries: [(key: String, value: String)], to path: String, context: CommandContext) throws {
        let text =
            "# \(tool) settings (\(tool) config set|unset); options on the command line win.\n"
            + entries.map { "\($0.key) = \"\($0.value)\"\n" }.joined()
        try context.fileSystem.writeFile(
            Array(text.utf8), to: path, newFileMode: 0o600, standardOutput: context.environment.standardOutput)
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
