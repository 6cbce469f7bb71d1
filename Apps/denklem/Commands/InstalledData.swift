import CLIKit
import Foundation
import TariffKit

/// Tariff and holiday files installed with `denklem tariff install`, kept in the user's data folder
/// (`$XDG_DATA_HOME/denklem`, else `~/.local/share/denklem`; XDG Base Directory Specification 0.8) and used by every
/// later call without flags: tariffs in `tariffs/tariff-YYYY.json`, attorney fee tariffs (AAÜT) in
/// `attorney/aaut-YYYY.json`, holidays in `holidays/holidays-YYYY….json`.
///
/// A file is validated (parsed) before it is installed; an installed tariff replaces the bundled one of its year,
/// and `--tariff-file` / `--holidays` still win over both.
struct InstalledData {
    /// What a file holds.
    enum Kind: String, CaseIterable {
        case tariff
        case aaut
        case holidays

        /// The subfolder of the data folder.
        var folderName: String {
            switch self {
            case .tariff: "tariffs"
            case .aaut: "attorney"
            case .holidays: "holidays"
            }
        }
    }

    /// One installed file.
    struct Entry {
        let kind: Kind
        /// `tariff-2027`, `holidays-2028`: what `denklem tariff remove` takes.
        let name: String
        let path: String
    }

    /// The command's context (environment variables and file system).
    let context: CommandContext

    /// `$XDG_DATA_HOME/denklem` when that variable is an absolute path, else `$HOME/.local/share/denklem`; nil when
    /// neither is known.
    var folder: String? {
        let variables = context.environment.variables
        if let data = variables["XDG_DATA_HOME"], data.hasPrefix("/") { return Self.join(data, "denklem") }
        guard let home = variables["HOME"], home.hasPrefix("/") else { return nil }
        return Self.join(home, ".local/share/denklem")
    }

    /// The installed files of a kind, by name.
    func entries(_ kind: Kind) -> [Entry] {
        guard let folder else { return [] }
        let directory = Self.join(folder, kind.folderName)
        return context.fileSystem.entryNames(inFolderAtPath: directory)
            .filter { $0.hasPrefix(kind.rawValue + "-") && $0.hasSuffix(".json") }
            .map { Entry(kind: kind, name: String($0.dropLast(5)), path: Self.join(directory, $0)) }
    }

    /// The contents of the installed files of a kind, oldest name first.
    /// - Throws: `CommandError` when an installed file cannot be read (66, 74) or is over
    ///   ``DenklemInputs/maximumFileBytes`` (65: replaced by something else since it was installed).
    func contents(_ kind: Kind) throws -> [(path: String, bytes: [UInt8])] {
        try entries(kind).map { entry in (entry.path, try DenklemInputs.bounded(entry.path, context)) }
    }

    /// Validates and installs a file; returns the entry it became.
    /// - Throws: the parser's error for an invalid file (exit 65), `CommandError` when it cannot be written.
    func install(_ bytes: [UInt8]) throws -> Entry {
        guard let folder else { throw CommandError(.cannotCreate, key: "error.noDataFolder") }
        let kind = Self.kind(of: bytes)
        let name: String
        switch kind {
        case .tariff: name = "tariff-\(try TariffParser.parse(bytes).year)"
        case .aaut: name = "aaut-\(try AttorneyTariffParser.parse(bytes).year)"
        case .holidays:
            let years = try HolidayParser.parse(bytes).coveredYears.sorted()
            name = "holidays-" + (years.isEmpty ? "custom" : years.map(String.init).joined(separator: "-"))
        }
        let directory = Self.join(folder, kind.folderName)
        let path = Self.join(directory, name + ".json")
        do {
            try context.fileSystem.makeFolder(atPath: directory)
            try context.fileSystem.writeFile(
                bytes, to: path, newFileMode: 0o644, standardOutput: context.environment.standardOutput)
        } catch {
            throw CommandError(.cannotCreate, key: "error.cannotInstall", path, context.describe(error))
        }
        return Entry(kind: kind, name: name, path: path)
    }

    /// Removes an installed file by its name (`tariff-2027`, or just `2027` for a tariff).
    /// - Throws: `CommandError` (exit 66) when nothing of that name is installed.
    func remove(_ name: String) throws -> Entry {
        let wanted = name.allSatisfy(\.isNumber) ? "tariff-\(name)" : name
        guard let entry = Kind.allCases.flatMap(entries).first(where: { $0.name == wanted }) else {
            throw CommandError(.noInput, key: "error.notInstalled", name)
        }
        do {
            try context.fileSystem.removeFile(atPath: entry.path)
        } catch {
            throw CommandError(.ioError, key: "error.cannotInstall", entry.path, error.reason)
        }
        return entry
    }

    /// A holiday file has a top-level `holidays` array, an AAÜT file `"kind": "attorneyTariff"`; anything else is
    /// read as a mediation tariff.
    static func kind(of bytes: [UInt8]) -> Kind {
        let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        if object?["holidays"] is [Any] { return .holidays }
        return object?["kind"] as? String == AttorneyTariffParser.kind ? .aaut : .tariff
    }

    /// The installed AAÜT files, parsed.
    /// - Throws: the parser's error for a file that no longer reads (exit 65), `CommandError` when unreadable.
    func attorneyTariffs() throws -> [AttorneyTariff] {
        try contents(.aaut).map { try AttorneyTariffParser.parse($0.bytes) }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
