// swift-tools-version: 6.2
// CLIKit: the command-line layer the four tools share (parsing, generated help, diagnostics, localized messages,
// output files, private files, running a command, the seven-language texts of the foundation libraries' errors);
// the tool-support tier: it depends on foundation packages only, never on a core kit (Docs/ARCHITECTURE.md).
import PackageDescription

let package = Package(
    name: "CLIKit",
    // UInt128 and Mutex (Synchronization) need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "CLIKit", targets: ["CLIKit"]),
        // The test doubles and runners: one in-process harness (ToolHarness), one process runner (ToolRunner, macOS
        // and Linux only), the in-memory file system.
        .library(name: "CLIKitTesting", targets: ["CLIKitTesting"]),
    ],
    dependencies: [
        .package(path: "../Expectations"),
        .package(path: "../Localization"), .package(path: "../Validation"), .package(path: "../Formatting"),
        .package(path: "../PosixKit"), .package(path: "../PDFWriting"),
    ],
    targets: [
        .target(
            name: "CLIKit",
            dependencies: [
                .product(name: "Localization", package: "Localization"),
                .product(name: "Validation", package: "Validation"),
                .product(name: "Formatting", package: "Formatting"),
                .product(name: "PDFWriting", package: "PDFWriting"),
                // Linux only, as PosixKit is (its Platform.swift): the terminal's width and ControlSocketGuard, both
                // behind `#if os(Linux)`, so CLIKit builds for the Apple platforms above without them.
                .product(name: "PosixKit", package: "PosixKit", condition: .when(platforms: [.linux])),
            ],
            // Resources/ is embedded by scripts/gen-resources (Generated/PackageResources.generated.swift).
            exclude: ["Resources"]
        ),
        .target(name: "CLIKitTesting", dependencies: ["CLIKit"]),
        .testTarget(
            name: "CLIKitTests",
            dependencies: [
                .product(name: "Expectations", package: "Expectations"),
                "CLIKit", "CLIKitTesting", .product(name: "Localization", package: "Localization"),
                .product(name: "Validation", package: "Validation"),
                // The tests make FIFOs, sockets, owners and modes through PosixKit (Linux, as HTTPServing's tests).
                .product(name: "PosixKit", package: "PosixKit"),
            ]
        ),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
