import Foundation
import PosixKit
import Storage

/// What a relaunched test binary does (see `ChildProcess`).
///
/// Each role writes its reports to stdout as lines
/// with a fixed prefix, each with one `write(2)`, so a report that was written survives a SIGKILL right after.
enum ChildRole: String {
    /// A share of the mixed workload against a file that another process uses at the same time.
    case mixedWorkload
    /// Appends forever, reporting each committed id, until it is killed.
    case appender
    /// Drops root privileges (to `nobody`) if it has them, then opens the database for writing.
    case unprivilegedOpen

    /// The role this process was launched for, or nil in a normal test run.
    static var current: ChildRole? {
        ProcessInfo.processInfo.environment[ChildProcess.roleVariable].flatMap(ChildRole.init(rawValue:))
    }

    /// Writes one report line to stdout, unbuffered.
    static func report(_ prefix: String, _ value: String) {
        FileHandle.standardOutput.write(Data("\(prefix)\(value)\n".utf8))
    }

    /// Runs the role with the database path and argument from the environment.
    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let path = environment[ChildProcess.pathVariable] ?? ""
        let argument = environment[ChildProcess.argumentVariable] ?? ""
        switch self {
        case .mixedWorkload: try MixedWorkload(path: path, tag: argument).run()
        case .appender: try Self.append(path: path, startingAt: Int(argument) ?? 0)
        case .unprivilegedOpen: Self.report("RESULT ", Self.openWithoutPrivileges(path: path))
        }
    }

    /// Inserts record `id` and a batch of 100 series rows holding `id`, and reports the id when both committed.
    private static func append(path: String, startingAt first: Int) throws {
        let database = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        let records = SQLiteRecordStore<WorkItem>(database: database, collection: "killed")
        let series = SQLiteSeriesStore(database: database)
        for id in first... {
            let time = Date(timeIntervalSince1970: Double(id))
            try series.append(
                Array(repeating: SeriesRow(time: time, values: [Double(id), 1, 2]), count: 100), to: "killed")
            try records.insert(WorkItem(id: "\(id)", number: id))
            report("COMMITTED ", "\(id)")
        }
    }

    /// Opens `path` for writing as `nobody` (uid/gid 65534) when running as root, else as the current user, and
    /// returns `opened` or the error kind.
    static func openWithoutPrivileges(path: String) -> String {
        if ProcessIdentity.effectiveUserID == 0 {
            do throws(SystemCallError) {
                try ProcessIdentity.become(userID: 65_534, groupID: 65_534)
            } catch {
                return "cannot drop privileges"
            }
        }
        do {
            let database = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
            try SQLiteSettingsStore(database: database, namespace: "t").setValue(1, forKey: "k")
            return "opened"
        } catch {
            return "\(error.kind)"
        }
    }
}
