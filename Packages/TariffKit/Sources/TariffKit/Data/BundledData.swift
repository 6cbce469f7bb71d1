/// The data files compiled into the library (`.embedInCode`, CONVENTIONS.md "Resources").
enum BundledData {
    /// The bundled tariff files, oldest first.
    static let tariffFiles: [[UInt8]] = [
        PackageResources.tariff_2024_json, PackageResources.tariff_2025_json, PackageResources.tariff_2026_json,
    ]

    /// The official Turkish holidays 2024–2027.
    static let holidays: [UInt8] = PackageResources.holidays_tr_json
}
