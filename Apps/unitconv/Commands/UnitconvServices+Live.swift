import CLIKit
import ConversionStorage
import Storage

extension UnitconvServices {
    /// The services of the running tool: the SQLite database at the path the command names
    /// (`--db` > `UNITCONV_DB` > XDG), opened only by the commands that use it.
    ///
    /// - Parameter environment: the process environment (unused today; the signature every tool's root shares).
    /// - Returns: the live services.
    public static func live(_ environment: ToolEnvironment) -> UnitconvServices {
        UnitconvServices { path, readOnly throws(StorageError) in
            try ConversionDatabase.stores(in: try ConversionDatabase.open(path: path, readOnly: readOnly))
        }
    }
}

extension CommandContext {
    /// The tool's services from the environment; an environment built without them gets the failing doubles when
    /// a test asked for them (`ToolEnvironment.reportUnsuppliedService`), else the live ones.
    var services: UnitconvServices {
        if let services = environment.services as? UnitconvServices { return services }
        if let report = environment.reportUnsuppliedService { return .failing(report) }
        return .live(environment)
    }
}
