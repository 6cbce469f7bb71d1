/// A data set compiled into MarineKit, as the marine tools' `--version` names it (`data` in `--version --json`).
///
/// It names the magnetic model too, so in a split MarineKit it belongs to a module that sees both the magnetic
/// model and the coastline (the umbrella).
public struct MarineDataSet: Sendable, Equatable {
    /// Its name: `magneticModel`, `coastline`.
    public let name: String
    /// What it is, from the embedded constants (no file is read): `WMM2025, 2025.0–2030.0`; the coastline's
    /// attribution and release date.
    public let value: String

    /// Creates a description.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Every data set MarineKit carries, in order: the magnetic model (``MagneticModel/wmm2025``), then the embedded
    /// coastline (``CoastlineSource/gshhgFull``, ``CoastlineSource/gshhgReleaseDate``).
    public static var carried: [MarineDataSet] {
        let model = MagneticModel.wmm2025
        return [
            MarineDataSet(name: "magneticModel", value: "\(model.name), \(model.epoch)–\(model.validUntil)"),
            MarineDataSet(
                name: "coastline",
                value: "\(CoastlineSource.gshhgFull.attribution), \(CoastlineSource.gshhgReleaseDate)"),
        ]
    }
}
