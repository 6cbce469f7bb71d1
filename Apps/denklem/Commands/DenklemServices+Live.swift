import CLIKit
import Foundation

extension DenklemServices {
    /// The services of the running tool: files read from the disk.
    ///
    /// - Parameter environment: the process environment (unused today; the signature every tool's root shares).
    /// - Returns: the live services.
    public static func live(_ environment: ToolEnvironment) -> DenklemServices {
        DenklemServices { path in FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
    }
}

extension CommandContext {
    /// The tool's services from the environment; an environment built without them (in-process tests that run
    /// against real files) gets the live ones.
    var services: DenklemServices {
        environment.services as? DenklemServices ?? .live(environment)
    }
}
