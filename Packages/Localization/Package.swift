// swift-tools-version: 6.2
// Localization: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "Localization",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Localization", targets: ["Localization"])
    ],
    dependencies: [],
    targets: [
        .target(name: "Localization", dependencies: []),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
