// swift-tools-version: 6.2
// Localization: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "Localization",
    // UInt128 and Mutex (Synchronization) need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Localization", targets: ["Localization"])
    ],
    dependencies: [.package(path: "../Expectations")],
    targets: [
        .target(
            name: "Localization", dependencies: [],
            // Resources/ is embedded by scripts/gen-resources (Generated/PackageResources.generated.swift).
            exclude: ["Resources"]),
        .testTarget(
            name: "LocalizationTests",
            dependencies: [.product(name: "Expectations", package: "Expectations"), "Localization"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
