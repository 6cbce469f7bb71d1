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
    /// The tool's services from the environment; an environment built without them (in-process tests that run
    /// against real files) gets the live ones.
    var services: UnitconvServices {
        environment.services as? UnitconvServices ?? .live(environment)
    }
}
