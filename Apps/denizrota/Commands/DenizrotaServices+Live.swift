import CLIKit
import Foundation
import MarineKit
import MarineStorage
import MarineSyncLive
import MarineWeatherCurl
import Storage

extension DenizrotaServices {
    /// The services of the running tool: the SQLite file the command names (`--db` > `DENIZROTA_DB` > XDG,
    /// opened only by the commands that use it), `curl` for Open-Meteo (found on the environment's `PATH`, run
    /// with its proxy variables), `curl` for Firebase too (URLSession without it), the desktop keyring through `secret-tool` (found on
    /// `PATH`, run with the session bus address) and files from the disk.
    ///
    /// - Parameter environment: the process environment (`PATH` and the proxy variables for `curl`).
    /// - Returns: the live services.
    public static func live(_ environment: ToolEnvironment) -> DenizrotaServices {
        let variables = environment.variables
        let userAgent = "denizrota/\(DenizrotaTool.version)"
        return DenizrotaServices(
            openDatabase: { path, access throws(StorageError) in
                switch access {
                case .readWrite: try MarineDatabase.open(path: path)
                case .reading: try MarineDatabase.openForReading(path: path)
                }
            },
            weatherTransport: { seconds in
                executable("curl", searchPath: variables["PATH"]).map { curl in
                    CurlHTTPTransport(
                        executable: curl, userAgent: userAgent, timeoutSeconds: seconds, environment: variables)
                }
            },
            syncTransport: { syncTransport(variables: variables, userAgent: userAgent) },
            syncRemote: { userID, endpoints, tokens in
                FirestoreRESTClient(
                    userID: userID, endpoints: endpoints, tokens: tokens,
                    transport: syncTransport(variables: variables, userAgent: userAgent),
                    sleep: { seconds in try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000)) })
            },
            keyring: {
                SecretToolStore.find(environment: variables).map {
                    SecretToolStore(executable: $0, environment: variables)
                }
            })
    }

    /// The sync transport: `curl` (bounded in time and size, no cache on disk; issue 28) when it is on `PATH`, else
    /// URLSession.
    static func syncTransport(variables: [String: String], userAgent: String) -> any SyncTransport {
        guard let curl = executable("curl", searchPath: variables["PATH"]) else {
            return URLSessionSyncTransport(userAgent: userAgent)
        }
        return CurlSyncTransport(
            executable: curl, userAgent: userAgent, environment: variables,
            temporaryDirectory: variables["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
    }

    /// The full path of `name` in the `PATH` list (default `/usr/local/bin:/usr/bin:/bin`), or nil.
    static func executable(_ name: String, searchPath: String?) -> String? {
        let directories = (searchPath?.isEmpty == false ? searchPath ?? "" : "/usr/local/bin:/usr/bin:/bin")
        return directories.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

extension CommandContext {
    /// The tool's services from the environment; an environment built without them gets the failing doubles when
    /// a test asked for them (`ToolEnvironment.reportUnsuppliedService`), else the live ones.
    var services: DenizrotaServices {
        if let services = environment.services as? DenizrotaServices { return services }
        if let report = environment.reportUnsuppliedService { return .failing(report) }
        return .live(environment)
    }
}
