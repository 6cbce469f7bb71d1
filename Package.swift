// swift-tools-version: 6.2
// The workspace root: every library of the tier packages (declared here by path, so a consumer can depend on this
// repository by version), the four executables, their command libraries, and test
// targets that point into each package's Tests/ folder so one `swift test` runs everything
// (Docs/ARCHITECTURE.md "Packages and products"; issue 19 item 6).
//
// Each Packages/X keeps its own manifest (relative-path dependencies on its sibling packages) and builds and tests
// alone. The root does not depend on those manifests: SwiftPM refuses path dependencies inside a package resolved by
// URL, so the root declares the same source folders as its own targets. `scripts/check-manifests` keeps both
// declarations honest: each must list exactly the workspace modules its sources import.
import PackageDescription

/// The tier packages under Packages/; each has its own manifest and builds on its own.
let tierPackages = [
    "Localization", "Formatting", "Validation", "PDFWriting", "PosixKit", "HTTPServing", "CLIKit", "TariffKit",
    "ConversionKit", "MarineKit", "Storage", "KitStores", "Expectations",
]

/// One library module of a tier package, as the root declares it: sources in `Packages/<package>/Sources/<name>`,
/// published as a product of the same name.
struct TierLibrary {
    /// The folder under Packages/ that owns the module.
    let package: String
    /// The module (and product) name.
    let name: String
    /// Modules it imports (targets of this manifest).
    let dependencies: [String]
    /// Subfolders embedded by scripts/gen-resources instead of being compiled or bundled.
    var exclude: [String] = []
    /// Modules it imports on Linux only (PosixKit, which builds on Linux only so far; the sources that use it are
    /// behind `#if os(Linux)`), so the library still builds for the Apple platforms this manifest declares.
    var linuxDependencies: [String] = []

    /// The root's target for it.
    var target: Target {
        .target(
            name: name,
            dependencies: dependencies.map { .target(name: $0) }
                + linuxDependencies.map { .target(name: $0, condition: .when(platforms: [.linux])) },
            path: "Packages/\(package)/Sources/\(name)", exclude: exclude)
    }
}

/// Every library module of the tier packages, in tier order.
///
/// The test doubles (`…TestSupport`) are products too. Keep in step with `Packages/<package>/Package.swift`
/// (scripts/check-manifests compares both with the imports).
let tierLibraries: [TierLibrary] = [
    TierLibrary(package: "Localization", name: "Localization", dependencies: [], exclude: ["Resources"]),
    TierLibrary(package: "Formatting", name: "Formatting", dependencies: []),
    TierLibrary(package: "Validation", name: "Validation", dependencies: []),
    TierLibrary(package: "PDFWriting", name: "PDFWriting", dependencies: ["CZlib"]),
    TierLibrary(package: "PosixKit", name: "PosixKit", dependencies: []),
    TierLibrary(package: "HTTPServing", name: "HTTPServing", dependencies: [], linuxDependencies: ["PosixKit"]),
    TierLibrary(
        package: "CLIKit", name: "CLIKit", dependencies: ["Localization", "Validation", "Formatting", "PDFWriting"],
        exclude: ["Resources"], linuxDependencies: ["PosixKit"]),
    TierLibrary(package: "CLIKit", name: "CLIKitTesting", dependencies: ["CLIKit"]),
    // The test-support tier: equality checks for Swift Testing; only test targets import it.
    TierLibrary(package: "Expectations", name: "Expectations", dependencies: []),
    TierLibrary(
        package: "TariffKit", name: "TariffKit", dependencies: ["Localization", "Formatting"], exclude: ["Resources"]),
    TierLibrary(
        package: "ConversionKit", name: "ConversionKit", dependencies: ["Localization", "Formatting"],
        exclude: ["Resources"]),
    TierLibrary(package: "ConversionKit", name: "ConversionKitTestSupport", dependencies: ["ConversionKit"]),
    // MarineKit's split modules, leaves first; MarineKit re-exports them (Docs/ARCHITECTURE.md "MarineKit's modules").
    TierLibrary(package: "MarineKit", name: "MarineGeodesy", dependencies: []),
    TierLibrary(
        package: "MarineKit", name: "MarineMagnetic", dependencies: ["MarineGeodesy", "Localization"],
        exclude: ["Resources"]),
    TierLibrary(package: "MarineKit", name: "MarineNMEA", dependencies: []),
    TierLibrary(
        package: "MarineKit", name: "MarineTracking",
        dependencies: ["MarineGeodesy", "MarineNMEA", "Localization", "Formatting"], exclude: ["Resources"]),
    TierLibrary(package: "MarineKit", name: "MarineHTTP", dependencies: []),
    TierLibrary(
        package: "MarineKit", name: "MarineSync", dependencies: ["MarineHTTP", "Localization"], exclude: ["Resources"]),
    TierLibrary(
        package: "MarineKit", name: "MarineWeather", dependencies: ["MarineGeodesy", "MarineHTTP", "Localization"],
        exclude: ["Resources"]),
    TierLibrary(
        package: "MarineKit", name: "MarineCoastline", dependencies: ["MarineGeodesy", "Localization"],
        exclude: ["Resources"]),
    TierLibrary(
        package: "MarineKit", name: "MarineRisk",
        dependencies: ["MarineCoastline", "MarineTracking", "MarineWeather", "Localization"]),
    TierLibrary(
        package: "MarineKit", name: "MarineRoutes",
        dependencies: ["MarineMagnetic", "MarineTracking", "Localization", "Formatting"], exclude: ["Resources"]),
    TierLibrary(package: "MarineKit", name: "MarineChart", dependencies: ["MarineCoastline", "MarineRoutes"]),
    TierLibrary(package: "MarineKit", name: "MarineAlerts", dependencies: ["MarineRisk", "MarineRoutes"]),
    TierLibrary(package: "MarineKit", name: "MarinePlan", dependencies: ["MarineRisk", "MarineRoutes", "Formatting"]),
    TierLibrary(
        package: "MarineKit", name: "MarineKit",
        dependencies: [
            "MarineGeodesy", "MarineMagnetic", "MarineNMEA", "MarineTracking", "MarineSync", "MarineWeather",
            "MarineRisk", "MarineRoutes", "MarineCoastline", "MarineChart", "MarineAlerts", "MarinePlan",
        ]),
    TierLibrary(
        package: "MarineKit", name: "MarineKitTestSupport",
        dependencies: ["MarineHTTP", "MarineRoutes", "MarineSync", "MarineTracking", "MarineWeather"]),
    TierLibrary(package: "MarineKit", name: "MarineURLSession", dependencies: ["MarineHTTP"]),
    TierLibrary(package: "MarineKit", name: "MarineWeatherLive", dependencies: ["MarineWeather", "MarineURLSession"]),
    TierLibrary(
        package: "MarineKit", name: "MarineWeatherCurl", dependencies: ["MarineWeather", "MarineSync"],
        linuxDependencies: ["PosixKit"]),
    TierLibrary(package: "MarineKit", name: "MarineSyncLive", dependencies: ["MarineSync", "MarineURLSession"]),
    TierLibrary(
        package: "MarineKit", name: "MarineGPSLive", dependencies: ["MarineTracking"], linuxDependencies: ["PosixKit"]),
    TierLibrary(
        package: "Storage", name: "Storage", dependencies: ["CSQLite", "Localization"], exclude: ["Resources"]),
    TierLibrary(package: "Storage", name: "StorageTestSupport", dependencies: ["Storage"]),
    // The adapters tier: a core kit's store protocols on Storage.
    TierLibrary(
        package: "KitStores", name: "MarineStorage",
        dependencies: ["MarineRoutes", "MarineSync", "MarineTracking", "MarineWeather", "Storage"]),
    TierLibrary(package: "KitStores", name: "ConversionStorage", dependencies: ["ConversionKit", "Storage"]),
]

/// The C libraries the tier packages wrap (Debian packages listed in scripts/install-deps).
let systemLibraries: [Target] = [
    // zlib for compressed PDF streams (FlateDecode).
    .systemLibrary(name: "CZlib", path: "Packages/PDFWriting/Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
    // SQLite (Debian libsqlite3-dev); pkg-config falls back to the default search paths when missing.
    .systemLibrary(
        name: "CSQLite", path: "Packages/Storage/Sources/CSQLite", pkgConfig: "sqlite3",
        providers: [.apt(["libsqlite3-dev"])]),
]

/// Extra modules (test doubles, fixtures) that each package's root test target needs.
///
/// Keep in step with the `testTarget` of `Packages/<Name>/Package.swift`.
let packageTestDependencies: [String: [Target.Dependency]] = [
    "Localization": [lib("Expectations", in: "Expectations")],
    "Formatting": [lib("Expectations", in: "Expectations")],
    "Validation": [lib("Expectations", in: "Expectations")],
    "PosixKit": [lib("Expectations", in: "Expectations")],
    "HTTPServing": [lib("Expectations", in: "Expectations"), lib("PosixKit")],
    "CLIKit": [
        lib("Expectations", in: "Expectations"), lib("CLIKitTesting", in: "CLIKit"), lib("Localization"),
        lib("Validation"), lib("PosixKit"),
    ],
    "TariffKit": [lib("Expectations", in: "Expectations"), lib("Formatting"), lib("Localization")],
    "ConversionKit": [
        lib("Expectations", in: "Expectations"), lib("ConversionKitTestSupport", in: "ConversionKit"),
        lib("Formatting"), lib("Localization"),
    ],
    "MarineKit": [
        lib("Expectations", in: "Expectations"),
        lib("MarineKitTestSupport", in: "MarineKit"), lib("MarineWeatherLive", in: "MarineKit"),
        lib("MarineWeatherCurl", in: "MarineKit"), lib("MarineGPSLive", in: "MarineKit"), lib("Localization"),
        lib("PosixKit"), lib("MarineMagnetic", in: "MarineKit"), lib("MarineWeather", in: "MarineKit"),
        lib("MarineRoutes", in: "MarineKit"), lib("MarineCoastline", in: "MarineKit"),
        lib("MarineRisk", in: "MarineKit"), lib("MarineChart", in: "MarineKit"),
    ],
    "Storage": [
        lib("Expectations", in: "Expectations"), lib("StorageTestSupport", in: "Storage"), lib("Localization"),
        lib("PosixKit"),
    ],
    "PDFWriting": [lib("Expectations", in: "Expectations")],
    "KitStores": [
        lib("Expectations", in: "Expectations"),
        lib("MarineStorage", in: "KitStores"), lib("ConversionStorage", in: "KitStores"), lib("MarineKit"),
        lib("ConversionKit"), lib("Storage"), lib("StorageTestSupport", in: "Storage"),
    ],
    "Expectations": [],
]

/// Settings applied to every Swift target in this manifest (no unsafeFlags: SwiftPM refuses them in a package other packages depend on by version).
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

/// A command module's string catalogs (`Resources/strings.<lang>.json`) are embedded in the binary by
/// `scripts/gen-resources` (`Generated/PackageResources.generated.swift`, Docs/CONVENTIONS.md §Resources), so the
/// JSON files themselves are excluded from the target; read them as `PackageResources.strings_<lang>_json`.
let embeddedResources = ["Resources"]

/// A tier library module: a target of this manifest (declared from `tierLibraries`).
func lib(_ name: String) -> Target.Dependency { .target(name: name) }
/// A tier library module; `package` names the folder under Packages/ that owns it (documentation only).
func lib(_ name: String, in package: String) -> Target.Dependency { .target(name: name) }

let package = Package(
    name: "Workspace",
    // The libraries' platforms (UInt128 and Mutex need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2); their
    // PosixKit parts are Linux-only (`linuxDependencies`). The executables are built and tested on Linux; denizrota
    // and denizrotad use PosixKit unconditionally and so build on Linux only until PosixKit is ported.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .executable(name: "denklem", targets: ["denklem"]),
        .executable(name: "unitconv", targets: ["unitconv"]),
        .executable(name: "denizrota", targets: ["denizrota"]),
        .executable(name: "denizrotad", targets: ["denizrotad"]),
    ] + tierLibraries.map { .library(name: $0.name, targets: [$0.name]) },
    dependencies: [],
    targets: [
        // MARK: - App layer
        .target(
            name: "DenklemCommands",
            dependencies: [
                lib("CLIKit"), lib("TariffKit"), lib("Formatting"), lib("Localization"), lib("Validation"),
                lib("PDFWriting"),
            ],
            path: "Apps/denklem/Commands",
            exclude: embeddedResources
        ),
        // `buildCommit`, the commit each tool's `--version` prints, generated before every build.
        .plugin(name: "BuildCommit", capability: .buildTool(), path: "Plugins/BuildCommit"),
        .executableTarget(
            name: "denklem", dependencies: ["DenklemCommands"], path: "Apps/denklem/Executable",
            plugins: ["BuildCommit"]),
        .target(
            name: "UnitconvCommands",
            dependencies: [
                lib("CLIKit"), lib("ConversionKit"), lib("ConversionStorage", in: "KitStores"), lib("Storage"),
                lib("Localization"), lib("Formatting"), lib("PosixKit"),
            ],
            path: "Apps/unitconv/Commands",
            exclude: embeddedResources
        ),
        .executableTarget(
            name: "unitconv", dependencies: ["UnitconvCommands"], path: "Apps/unitconv/Executable",
            plugins: ["BuildCommit"]),
        .target(
            name: "DenizrotaCommands",
            dependencies: [
                lib("CLIKit"), lib("MarineStorage", in: "KitStores"), lib("MarineKit"), lib("Storage"),
                lib("Formatting"), lib("Localization"),
                lib("MarineSyncLive", in: "MarineKit"), lib("MarineWeatherCurl", in: "MarineKit"), lib("PDFWriting"),
                lib("PosixKit"),
            ],
            path: "Apps/denizrota/Commands",
            exclude: embeddedResources
        ),
        .executableTarget(
            name: "denizrota", dependencies: ["DenizrotaCommands"], path: "Apps/denizrota/Executable",
            plugins: ["BuildCommit"]),
        // The in-memory doubles of denizrota's own services (the keyring), for its command tests.
        .target(
            name: "DenizrotaTestSupport", dependencies: ["DenizrotaCommands"], path: "Apps/denizrota/TestSupport"),
        .target(
            name: "DenizrotadCommands",
            dependencies: [
                lib("CLIKit"), lib("MarineStorage", in: "KitStores"), lib("MarineKit"), lib("Storage"),
                lib("Formatting"), lib("Localization"),
                lib("PosixKit"), lib("MarineGPSLive", in: "MarineKit"), lib("MarineWeatherCurl", in: "MarineKit"),
                lib("HTTPServing"),
            ],
            path: "Apps/denizrotad/Commands",
            exclude: embeddedResources
        ),
        .executableTarget(
            name: "denizrotad", dependencies: ["DenizrotadCommands"], path: "Apps/denizrotad/Executable",
            plugins: ["BuildCommit"]),
        // The in-memory doubles of the daemon's own services (the hook runner, the speaker), for its command tests.
        .target(
            name: "DenizrotadTestSupport", dependencies: ["DenizrotadCommands", lib("Localization")],
            path: "Apps/denizrotad/TestSupport"),

        // MARK: - Benchmarks beside the package they measure (Packages/X/Benchmarks/<Name>Bench, run by the driver
        // script Packages/X/Benchmarks/<name> through `scripts/bench <name>`), not part of any tool
        .executableTarget(
            name: "storage-bench", dependencies: [lib("Storage")], path: "Packages/Storage/Benchmarks/StorageBench"),
        .executableTarget(
            name: "units-bench", dependencies: [lib("ConversionKit")],
            path: "Packages/ConversionKit/Benchmarks/UnitsBench"),
        .executableTarget(
            name: "tariff-bench", dependencies: [lib("TariffKit")], path: "Packages/TariffKit/Benchmarks/TariffBench"),
        .executableTarget(
            name: "fetch-bench", dependencies: [lib("MarineKit")], path: "Packages/MarineKit/Benchmarks/FetchBench"),
        .executableTarget(
            name: "land-bench", dependencies: [lib("MarineKit")], path: "Packages/MarineKit/Benchmarks/LandBench"),
        .executableTarget(
            name: "trip-figures-bench", dependencies: [lib("MarineKit"), lib("MarineKitTestSupport", in: "MarineKit")],
            path: "Packages/MarineKit/Benchmarks/TripFiguresBench"),

        // MARK: - Tests of the app layer and end-to-end tests of the built binaries
        .testTarget(
            name: "DenizrotaCommandsTests",
            dependencies: [
                lib("Expectations", in: "Expectations"),
                "DenizrotaCommands", "DenizrotaTestSupport", lib("CLIKit"), lib("CLIKitTesting", in: "CLIKit"),
                lib("MarineStorage", in: "KitStores"), lib("MarineKit"),
                lib("MarineKitTestSupport", in: "MarineKit"), lib("Storage"), lib("Localization"), lib("Formatting"),
                lib("PDFWriting"), lib("PosixKit"),
            ],
            path: "Tests/DenizrotaCommandsTests"
        ),
        .testTarget(
            name: "UnitconvCommandsTests",
            dependencies: [
                lib("Expectations", in: "Expectations"),
                "UnitconvCommands", lib("CLIKit"), lib("CLIKitTesting", in: "CLIKit"), lib("ConversionKit"),
                lib("Storage"),
                lib("StorageTestSupport", in: "Storage"), lib("ConversionKitTestSupport", in: "ConversionKit"),
                lib("ConversionStorage", in: "KitStores"),
            ],
            path: "Tests/UnitconvCommandsTests"
        ),
        .testTarget(
            name: "DenklemCommandsTests",
            dependencies: [
                lib("Expectations", in: "Expectations"),
                "DenklemCommands", lib("CLIKit"), lib("CLIKitTesting", in: "CLIKit"), lib("Formatting"),
                lib("Localization"), lib("TariffKit"),
            ],
            path: "Tests/DenklemCommandsTests"),
        .testTarget(
            name: "DenizrotadCommandsTests",
            dependencies: [
                lib("Expectations", in: "Expectations"),
                "DenizrotadCommands", "DenizrotadTestSupport", lib("CLIKit"), lib("CLIKitTesting", in: "CLIKit"),
                lib("MarineStorage", in: "KitStores"), lib("MarineKit"),
                lib("MarineKitTestSupport", in: "MarineKit"), lib("Storage"), lib("StorageTestSupport", in: "Storage"),
                lib("Localization"), lib("PosixKit"), lib("HTTPServing"),
            ],
            path: "Tests/DenizrotadCommandsTests"
        ),
        // Every LocalizableError case of every package and app, through each tool's catalogs (issue 13).
        .testTarget(
            name: "ErrorTextTests",
            dependencies: [
                lib("Expectations", in: "Expectations"),
                lib("CLIKit"), lib("CLIKitTesting", in: "CLIKit"), "DenklemCommands", "UnitconvCommands",
                "DenizrotaCommands", "DenizrotadCommands",
                lib("Localization"), lib("TariffKit"), lib("ConversionKit"), lib("MarineKit"), lib("Storage"),
                lib("PDFWriting"), lib("Validation"), lib("Formatting"),
            ],
            path: "Tests/ErrorTextTests"
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                lib("Expectations", in: "Expectations"),
                "denklem", "unitconv", "denizrota", "denizrotad", lib("CLIKitTesting", in: "CLIKit"), lib("MarineKit"),
                lib("MarineKitTestSupport", in: "MarineKit"),
                // marine-weather: seeding routes into a test database.
                lib("MarineStorage", in: "KitStores"), lib("Storage"),
                // signals to the daemons under test.
                lib("PosixKit"),
            ],
            path: "Tests/EndToEndTests"
        ),
    ]
        // MARK: - The tier packages' libraries and test doubles, by path (published as products above)
        + systemLibraries + tierLibraries.map(\.target)
        // MARK: - Each package's own tests, run from the root (one `swift test` compiles each test target once)
        + tierPackages.map { name in
            .testTarget(
                name: "\(name)Tests",
                dependencies: (tierLibraries.contains { $0.name == name } ? [lib(name)] : [])
                    + (packageTestDependencies[name] ?? []),
                path: "Packages/\(name)/Tests/\(name)Tests"
            )
        }
)

for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}

// Test targets compile whole-module (one frontend per module instead of one per batch, each of which re-reads the
// whole module's declarations): 15–23 % less CPU for the largest (MarineKitTests 54.2 -> 46.9 CPU-s, EndToEndTests
// 34.5 -> 26.6; Docs/build-times.md). `-num-threads` keeps one object file per source, as SwiftPM's link expects;
// `-disable-batch-mode` overrides the batch mode SwiftPM asks for (the driver would warn once per target).
// `-no-emit-module-separately-wmo`: the one frontend also writes the .swiftmodule, instead of a second frontend
// that parses the module again and expands every `@Test` peer macro a second time (EndToEndTests 42-49 -> 31-36
// CPU-s, paired runs under load; Docs/build-times.md).
// Only test targets: they are in no product, so a package depending on this one by version accepts the flags.
for target in package.targets where target.type == .test {
    target.swiftSettings =
        (target.swiftSettings ?? [])
        + [.unsafeFlags(["-wmo", "-num-threads", "2", "-disable-batch-mode", "-no-emit-module-separately-wmo"])]
}
