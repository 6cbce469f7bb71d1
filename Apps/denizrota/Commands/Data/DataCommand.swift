import CLIKit
import Foundation
import MarineKit
import MarineStorage
import Storage

/// `denizrota data export FILE` and `denizrota data erase [--yes] [--remote]` (Docs/security.md "Export and erase").
public enum DataCommand {
    static let file = Positional<String>(valueName: "data.value.file", help: "data.argument.file")
    static let yes = Flag("yes", help: "data.option.yes")
    static let remote = Flag("remote", help: "data.option.remote")

    static let export = Command(
        name: "export", summary: "data.export.summary", discussion: "data.export.discussion",
        options: [NavigationSupport.database], positionals: [file.spec],
        examples: [CommandExample("denizrota data export boat-data.tar", explanation: "data.export.example")],
        action: runExport)

    static let erase = Command(
        name: "erase", summary: "data.erase.summary", discussion: "data.erase.discussion",
        options: [yes, remote, NavigationSupport.database, DaemonControlClient.controlOption],
        examples: [
            CommandExample("denizrota data erase --yes", explanation: "data.erase.example"),
            CommandExample("denizrota data erase --remote --yes", explanation: "data.erase.exampleRemote"),
        ], action: runErase)

    /// The `data` command group.
    public static let command = Command(name: "data", summary: "data.summary", subcommands: [export, erase])

    @Sendable static func runExport(_ context: CommandContext) throws -> ExitCode {
        let target = context.arguments[file] ?? ""
        let database = try SyncSupport.database(context, readOnly: true)  // a read-only database still exports
        let exporter = DataExport(database: database, now: context.now, readme: context.text("data.export.readme"))
        let archive = try NavigationSupport.storageCall { try exporter.archive() }
        // The archive holds positions: a new file is 0600 (an existing one keeps its mode and owner).
        try context.writeOutputFile(archive.bytes(), to: target, newFileMode: 0o600)
        guard !OutputFile(path: target).isStandardOutput else { return .success }  // `-`: the archive alone
        let trips = archive.entries.filter { $0.name.hasSuffix(".gpx") && $0.name.contains("/trips/") }.count
        context.writeLine(context.localizer.plural("data.export.done", count: trips, target, String(trips)))
        return .success
    }

    @Sendable static func runErase(_ context: CommandContext) async throws -> ExitCode {
        let path = MarineDatabase.path(
            option: context.arguments[NavigationSupport.database], environment: context.environment.variables)
        // Everything is checked before anything is asked, erased remotely or deleted (issue 28).
        let erasable = try ErasableDatabase.check(path, context: context)
        try refuseWhileRecording(context, path: path)
        let vault = SyncVault.make(context)
        try vault.checkRemovable(context)
        try confirm(context, path: path)
        if context.arguments[remote] {
            let deleted = try await RemoteErase.run(context)
            context.writeLine(context.counted("data.erase.remoteDone", deleted))
        }
        try vault.remove(context)
        try erasable.remove()
        context.writeLine(context.text("data.erase.done", path))
        return .success
    }

    /// Refuses, exit 69 with nothing touched, when `denizrotad` answers on its control socket that it records into
    /// `path`.
    ///
    /// Erasing under it would leave it reporting trips stored into a deleted file. No daemon, or one on another
    /// database, lets the erase go on.
    private static func refuseWhileRecording(_ context: CommandContext, path: String) throws {
        guard
            let status = try? DaemonControlClient.send(TripControlRequest(command: "trip.status"), context: context),
            let daemonPath = status.databasePath, sameFile(daemonPath, path)
        else { return }
        throw CommandError(.unavailable, key: "data.error.daemonRecording", path, status.source ?? "")
    }

    private static func sameFile(_ first: String, _ second: String) -> Bool {
        let resolved = [first, second].map {
            URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path
        }
        return resolved[0] == resolved[1]
    }

    /// `--yes`, or "yes" typed on a terminal; anything else stops before a byte is touched.
    private static func confirm(_ context: CommandContext, path: String) throws {
        if context.arguments[yes] { return }
        guard isatty(0) == 1 else { throw CommandError(.usage, key: "data.error.confirm") }
        context.environment.standardError.write(context.text("data.erase.prompt", path) + " ")
        let answer = (readLine(strippingNewline: true) ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        guard context.text("data.erase.answer").split(separator: "|").contains(Substring(answer)) else {
            throw CommandError(.failure, key: "data.error.notConfirmed")
        }
    }
}
