import CLIKit
import MarineKit
import Storage
import Synchronization

/// The land the dashboard checks routes against and draws: the land `denizrota route show` uses (issue 33).
///
/// The user's coastline file when `denizrota coastline set FILE` stored one in the daemon's database, else the
/// embedded GSHHG full-resolution coastline. The setting is read on each use, so a `coastline set` or `clear` is
/// seen at once; the file is parsed once per path and size and kept (its index only, not its polygons).
final class DashboardLand: Sendable {
    /// What to check and draw against, or the stored path of a file that cannot be used.
    enum Choice {
        case check(LandCheck)
        case unusable(path: String)
    }

    /// Namespace and key of the stored coastline path, as `denizrota coastline set` writes them (DenizrotaCommands
    /// `LandSupport.namespace` and `.key`).
    static let namespace = "denizrota.preferences"
    static let key = "coastline"
    /// Largest coastline file read, bytes: 64 MiB, as `denizrota` (LandSupport `maximumBytes`).
    static let maximumBytes = 64 << 20

    private let storedPath: @Sendable () -> String?
    private let fileSystem: any FileSystem
    private let loaded = Mutex<(path: String, size: Int, check: LandCheck)?>(nil)

    /// The embedded coastline only (tests, a daemon without a database setting).
    static let embedded = DashboardLand(storedPath: { nil }, fileSystem: LiveFileSystem())

    /// Reads the setting through `storedPath` (nil: none, or the database could not say) and the file through
    /// `fileSystem`.
    init(storedPath: @escaping @Sendable () -> String?, fileSystem: any FileSystem) {
        self.storedPath = storedPath
        self.fileSystem = fileSystem
    }

    /// The stored path from the daemon's database.
    convenience init(database: SQLiteDatabase, fileSystem: any FileSystem) {
        let settings = SQLiteSettingsStore(database: database, namespace: Self.namespace)
        self.init(
            storedPath: { (try? settings.value(forKey: Self.key, as: String.self)).flatMap { $0 } },
            fileSystem: fileSystem)
    }

    /// The land check in force now.
    func current() -> Choice {
        guard let path = storedPath(), !path.isEmpty else { return .check(.fullResolution) }
        guard let size = fileSystem.size(ofFileAtPath: path) else { return .unusable(path: path) }
        if let kept = loaded.withLock({ $0 }), kept.path == path, kept.size == size { return .check(kept.check) }
        guard let bytes = try? fileSystem.contents(atPath: path, maximumBytes: Self.maximumBytes),
            let coastline = try? Coastline(geoJSON: String(decoding: bytes, as: UTF8.self)),
            let check = LandCheck(userCoastline: coastline, path: path)
        else { return .unusable(path: path) }
        loaded.withLock { $0 = (path, size, check) }
        return .check(check)
    }
}
