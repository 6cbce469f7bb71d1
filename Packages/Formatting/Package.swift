// swift-tools-version: 6.2
// Formatting: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "Formatting",
    // UInt128 and Mutex (Synchronization) need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Formatting", targets: ["Formatting"])
    ],
    // One language type for the workspace: the formatters take Localization's `Language` (Docs/ARCHITECTURE.md).
    dependencies: [.package(path: "../Localization")],
    targets: [
        .target(
            name: "Formatting", dependencies: [.product(name: "Localization", package: "Localization")],
            // Resources/ is embedded by scripts/gen-resources (Generated/PackageResources.generated.swift).
            exclude: ["Resources"]),
        .testTarget(
            name: "FormattingTests",
            dependencies: ["Formatting", .product(name: "Localization", package: "Localization")]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
