// swift-tools-version: 6.2
// Validation: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "Validation",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Validation", targets: ["Validation"])
    ],
    dependencies: [],
    targets: [
        .target(name: "Validation", dependencies: []),
        .testTarget(name: "ValidationTests", dependencies: ["Validation"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
