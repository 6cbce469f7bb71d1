import CLISupport
import MarineKit
import MarineStorage
import PosixKit
import Storage

extension DenizrotadServices {
    /// The services of the running daemon: the SQLite file (`--db` > `DENIZROTA_DB` > XDG), `curl` for
    /// Open-Meteo (found on the environment's `PATH`, run with its proxy variables) and the live GPS sources
    /// (MarineGPSLive through `DaemonSources`).
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
            positionSource: { address in try DaemonSources.make(address) })
    }
}

extension CommandContext {
    /// The daemon's services from the environment; an environment built without them (in-process tests that run
    /// against real files and sources) gets the live ones.
    var services: DenizrotadServices {
        environment.services as? DenizrotadServices ?? .live(environment)
    }
}
