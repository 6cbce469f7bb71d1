// swift-tools-version: 6.2
// Expectations: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes (the test-support tier).
import PackageDescription

let package = Package(
    name: "Expectations",
    // The platforms every other package of the workspace declares.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Expectations", targets: ["Expectations"])
    ],
    dependencies: [],
    targets: [
        // No workspace dependency; only the toolchain's Testing. Only test targets import it.
        .target(name: "Expectations", dependencies: []),
        .testTarget(name: "ExpectationsTests", dependencies: ["Expectations"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
