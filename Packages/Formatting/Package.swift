// swift-tools-version: 6.2
// Formatting: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "Formatting",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Formatting", targets: ["Formatting"])
    ],
    dependencies: [],
    targets: [
        .target(name: "Formatting"),
        .testTarget(name: "FormattingTests", dependencies: ["Formatting"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
