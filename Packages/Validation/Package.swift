// swift-tools-version: 6.2
// Validation: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "Validation",
    // UInt128 and Mutex (Synchronization) need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Validation", targets: ["Validation"])
    ],
    dependencies: [.package(path: "../Expectations")],
    targets: [
        // No workspace dependency: the messages of its failures are CLIKit's (Messages in CLIKit's catalogs).
        .target(name: "Validation", dependencies: []),
        .testTarget(
            name: "ValidationTests",
            dependencies: [.product(name: "Expectations", package: "Expectations"), "Validation"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
