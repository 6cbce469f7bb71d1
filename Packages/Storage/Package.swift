// swift-tools-version: 6.2
// Storage: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes and Docs/storage.md for the API.
import PackageDescription

let package = Package(
    name: "Storage",
    // UInt128 and Mutex (Synchronization) need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "StorageTestSupport", targets: ["StorageTestSupport"]),
    ],
    dependencies: [
        .package(path: "../Localization"), .package(path: "../Expectations"), .package(path: "../PosixKit"),
    ],
    targets: [
        // SQLite from Debian (libsqlite3-dev). pkg-config is installed by scripts/install-deps; SwiftPM
        // falls back to the default search paths (and warns) when it is missing.
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(
            name: "Storage",
            dependencies: ["CSQLite", .product(name: "Localization", package: "Localization")],
            // Resources/ is embedded by scripts/gen-resources (Generated/PackageResources.generated.swift).
            exclude: ["Resources"]
        ),
        .target(name: "StorageTestSupport", dependencies: ["Storage"]),
        .testTarget(
            name: "StorageTests",
            dependencies: [
                .product(name: "Expectations", package: "Expectations"), "Storage", "StorageTestSupport",
                .product(name: "Localization", package: "Localization"),
                // FIFOs, modes, signals and dropping root in the tests go through PosixKit (Linux, like the tests'
                // child processes); the Storage library itself does not use it (Apple platforms above).
                .product(name: "PosixKit", package: "PosixKit"),
            ]
        ),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
