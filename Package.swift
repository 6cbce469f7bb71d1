// swift-tools-version: 6.2
// The workspace root: the four executables, their command libraries, the shared CLI support module,
// and test targets that point into each package's Tests/ folder so one `swift test` runs everything
// (Docs/ARCHITECTURE.md; feasibility.md §1, design A).
import PackageDescription

/// The eight tier packages under Packages/; each has its own manifest and builds on its own.
let tierPackages = [
    "Localization", "Formatting", "Validation", "PosixKit", "TariffKit", "ConversionKit", "MarineKit", "Storage",
]

/// Extra products (test doubles, fixtures) that each package's root test target needs.
///
/// Keep in step with the `testTarget` of `Packages/<Name>/Package.swift`.
let packageTestDependencies: [String: [Target.Dependency]] = [
    "Localization": [],
    "Formatting": [],
    "Validation": [],
    "PosixKit": [],
    "TariffKit": [],
    "ConversionKit": [lib("ConversionKitTestSupport", in: "ConversionKit")],
    "MarineKit": [
        lib("MarineKitTestSupport", in: "MarineKit"), lib("MarineWeatherLive", in: "MarineKit"),
        lib("MarineGPSLive", in: "MarineKit"),
    ],
    "Storage": [lib("StorageTestSupport", in: "Storage"), lib("Localization")],
]

/// Settings applied to every Swift target in this manifest (style.md §4 practice 14: no unsafeFlags).
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

/// A command module's string catalogs (`Resources/strings.<lang>.json`) are embedded in the binary by
/// `scripts/gen-resources` (`Generated/PackageResources.generated.swift`, Docs/CONVENTIONS.md §Resources), so the
/// JSON files themselves are excluded from the target; read them as `PackageResources.strings_<lang>_json`.
let embeddedResources = ["Resources"]

func lib(_ name: String) -> Target.Dependency { .product(name: name, package: name) }
func lib(_ name: String, in package: String) -> Target.Dependency { .product(name: name, package: package) }

let package = Package(
    name: "Workspace",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "denklem", targets: ["denklem"]),
        .executable(name: "unitconv", targets: ["unitconv"]),
        .executable(name: "denizrota", targets: ["denizrota"]),
        .executable(name: "denizrotad", targets: ["denizrotad"]),
    ],
    dependencies: tierPackages.map { .package(path: "Packages/\($0)") },
    targets: [
        // MARK: - App layer
        .target(
            name: "CLISupport",
            dependencies: [lib("Localization"), lib("Validation"), lib("Formatting"), lib("PosixKit")],
            path: "Apps/CLISupport",
            exclude: embeddedResources
        ),
        .target(
            name: "DenklemCommands",
            dependencies: ["CLISupport", lib("TariffKit"), lib("Formatting"), lib("Localization"), lib("Validation")],
            path: "Apps/denklem/Commands",
            exclude: embeddedResources
        ),
        .executableTarget(
            name: "denklem", dependencies: ["DenklemCommands", "CLISupport"], path: "Apps/denklem/Executable"),
        .target(
            name: "UnitconvCommands",
            dependencies: [
                "CLISupport", lib("ConversionKit"), lib("Storage"), lib("Formatting"), lib("Localization"),
            ],
            path: "Apps/unitconv/Commands",
            exclude: embeddedResources
        ),
        .executableTarget(
            name: "unitconv", dependencies: ["UnitconvCommands", "CLISupport"], path: "Apps/unitconv/Executable"),
        // Adapters of MarineKit's store protocols onto Storage, shared by denizrota and denizrotad.
        .target(
            name: "MarineStorage", dependencies: [lib("MarineKit"), lib("Storage")], path: "Apps/MarineStorage"),
        .target(
            name: "DenizrotaCommands",
            dependencies: [
                "CLISupport", "MarineStorage", lib("MarineKit"), lib("Storage"), lib("Formatting"), lib("Localization"),
                lib("MarineSyncLive", in: "MarineKit"), lib("PosixKit"),
            ],
            path: "Apps/denizrota/Commands",
            exclude: embeddedResources
        ),
        .executableTarget(
            name: "denizrota", dependencies: ["DenizrotaCommands", "CLISupport"], path: "Apps/denizrota/Executable"),
        .target(
            name: "DenizrotadCommands",
            dependencies: [
                "CLISupport", "MarineStorage", lib("MarineKit"), lib("Storage"), lib("Formatting"), lib("Localization"),
                lib("PosixKit"), lib("MarineGPSLive", in: "MarineKit"),
            ],
            path: "Apps/denizrotad/Commands",
            exclude: embeddedResources
        ),
        .executableTarget(
            name: "denizrotad", dependencies: ["DenizrotadCommands", "CLISupport"], path: "Apps/denizrotad/Executable"),

        // MARK: - Benchmarks (scripts/bench.d), not part of any tool
        .executableTarget(
            name: "storage-bench", dependencies: [lib("Storage")], path: "Packages/Storage/Benchmarks/StorageBench"),
        .executableTarget(
            name: "units-bench", dependencies: [lib("ConversionKit")],
            path: "Packages/ConversionKit/Benchmarks/UnitsBench"),
        .executableTarget(name: "tariff-bench", dependencies: [lib("TariffKit")], path: "Apps/bench/tariff"),
        .executableTarget(name: "fetch-bench", dependencies: [lib("MarineKit")], path: "Apps/bench/fetch"),
        .executableTarget(name: "land-bench", dependencies: [lib("MarineKit")], path: "Apps/bench/land"),

        // MARK: - Tests of the app layer and end-to-end tests of the built binaries
        .testTarget(name: "CLISupportTests", dependencies: ["CLISupport"], path: "Tests/CLISupportTests"),
        .testTarget(
            name: "DenizrotaCommandsTests",
            dependencies: [
                "DenizrotaCommands", "CLISupport", "MarineStorage", lib("MarineKit"), lib("Storage"),
                lib("StorageTestSupport", in: "Storage"), lib("Localization"),
            ],
            path: "Tests/DenizrotaCommandsTests"
        ),
        .testTarget(
            name: "UnitconvCommandsTests",
            dependencies: [
                "UnitconvCommands", "CLISupport", lib("ConversionKit"),
                lib("ConversionKitTestSupport", in: "ConversionKit"), lib("Storage"),
                lib("StorageTestSupport", in: "Storage"), lib("Localization"),
            ],
            path: "Tests/UnitconvCommandsTests"
        ),
        .testTarget(
            name: "DenklemCommandsTests", dependencies: ["DenklemCommands", "CLISupport"],
            path: "Tests/DenklemCommandsTests"),
        .testTarget(
            name: "DenizrotadCommandsTests",
            dependencies: [
                "DenizrotadCommands", "CLISupport", "MarineStorage", lib("MarineKit"),
                lib("MarineKitTestSupport", in: "MarineKit"), lib("Storage"), lib("StorageTestSupport", in: "Storage"),
                lib("Localization"), lib("PosixKit"),
            ],
            path: "Tests/DenizrotadCommandsTests"
        ),
        // Every LocalizableError case of every package and app, through each tool's catalogs (issue 13).
        .testTarget(
            name: "ErrorTextTests",
            dependencies: [
                "CLISupport", "DenklemCommands", "UnitconvCommands", "DenizrotaCommands", "DenizrotadCommands",
                lib("Localization"), lib("TariffKit"), lib("ConversionKit"), lib("MarineKit"), lib("Storage"),
            ],
            path: "Tests/ErrorTextTests"
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "denklem", "unitconv", "denizrota", "denizrotad", lib("MarineKit"),
                lib("MarineKitTestSupport", in: "MarineKit"),
                // marine-weather: seeding routes into a test database.
                "MarineStorage", lib("Storage"),
            ],
            path: "Tests/EndToEndTests"
        ),
    ]
        // MARK: - Each package's own tests, run from the root (feasibility.md §1)
        + tierPackages.map { name in
            .testTarget(
                name: "\(name)Tests",
                dependencies: [lib(name)] + (packageTestDependencies[name] ?? []),
                path: "Packages/\(name)/Tests/\(name)Tests"
            )
        }
)

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
