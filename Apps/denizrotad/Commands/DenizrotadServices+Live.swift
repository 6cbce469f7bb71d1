import CLIKit
import Foundation
import MarineKit
import MarineStorage
import PosixKit
import Storage
import Synchronization

/// The `denizrota sync --push` children started so far (``DenizrotadServices/endSyncChildren()``).
private let syncChildren = Mutex<Set<pid_t>>([])

extension DenizrotadServices {
    /// The services of the running daemon: the SQLite file (`--db` > `DENIZROTA_DB` > XDG), `curl` for
    /// Open-Meteo (found on the environment's `PATH`, run with its proxy variables) and the live GPS sources
    /// (MarineGPSLive through `DaemonSources`), `denizrota sync --push` children for `--sync`, the `--hook` program
    /// spawned through PosixKit and `espeak-ng` for `--speak` (both found on `PATH`).
    ///
    /// - Parameter environment: the process environment (`PATH` and the proxy variables for `curl`).
    /// - Returns: the live services.
    public static func live(_ environment: ToolEnvironment) -> DenizrotadServices {
        let variables = environment.variables
        return DenizrotadServices(
            openDatabase: { path, durability, busyTimeout throws(StorageError) in
                try MarineDatabase.open(path: path, durability: durability, busyTimeoutMilliseconds: busyTimeout)
            },
            weatherTransport: {
                ProcessLauncher.find("curl", searchPath: variables["PATH"]).map { curl in
                    CurlTransport(
                        executable: curl, userAgent: "denizrotad/\(DenizrotadTool.version)", environment: variables)
                }
            },
            positionSource: { address in try DaemonSources.make(address) },
            syncPush: syncPush(variables: variables, executablePath: environment.executablePath),
            hookRunner: SpawnedHookRunner(variables: variables),
            speaker: { EspeakSpeaker.find(variables: variables) })
    }

    /// `denizrota sync --push --db PATH` as a child (Docs/denizrota-sync.md "The daemon"): the `denizrota` beside
    /// this executable (`executablePath`, the environment's `argv[0]`), else the one on `PATH`; nil when there is
    /// none.
    static func syncPush(variables: [String: String], executablePath: String?)
        -> (@Sendable (_ databasePath: String) throws -> Void)?
    {
        let sibling = ((executablePath ?? "") as NSString).deletingLastPathComponent + "/denizrota"
        guard
            let executable = FileManager.default.isExecutableFile(atPath: sibling)
                ? sibling : ProcessLauncher.find("denizrota", searchPath: variables["PATH"])
        else { return nil }
        return { databasePath in
            let pid = try ProcessLauncher.spawn(
                executable, ["sync", "--push", "--db", databasePath], environment: variables, input: nil)
            syncChildren.withLock { _ = $0.insert(pid) }
        }
    }

    /// Ends the `denizrota sync --push` children still running (SIGTERM, then SIGKILL after 1 s): the daemon's
    /// shutdown calls it so none outlives it (issue 28); an unfinished push leaves its trips queued for the next.
    static func endSyncChildren() {
        ProcessLauncher.terminate(syncChildren.withLock { $0 })
    }
}

extension CommandContext {
    /// The tool's services from the environment; an environment built without them gets the failing doubles when
    /// a test asked for them (`ToolEnvironment.reportUnsuppliedService`), else the live ones.
    var services: DenizrotadServices {
        if let services = environment.services as? DenizrotadServices { return services }
        if let report = environment.reportUnsuppliedService { return .failing(report) }
        return .live(environment)
    }
}
