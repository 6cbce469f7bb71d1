import CLIKit
import MarineKit

/// What `denizrota --version` says the binary carries: the magnetic model and the embedded coastline with its date.
enum DenizrotaVersionData {
    /// The items, from MarineKit's embedded constants (no file is read).
    static func items() -> [ToolDataItem] {
        let model = MagneticModel.wmm2025
        return [
            ToolDataItem(
                name: "magneticModel", label: "version.magneticModel",
                value: "\(model.name), \(model.epoch)–\(model.validUntil)"),
            ToolDataItem(
                name: "coastline", label: "version.coastline",
                value: "\(CoastlineSource.gshhgFull.attribution), \(CoastlineSource.gshhgReleaseDate)"),
        ]
    }
}
