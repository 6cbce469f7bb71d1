// swift-tools-version: 6.2
// Storage: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "Storage",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Storage", targets: ["Storage"])
    ],
    dependencies: [],
    targets: [
        .target(name: "Storage", dependencies: []),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
