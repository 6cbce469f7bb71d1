// swift-tools-version: 6.2
// ConversionKit: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "ConversionKit",
    // UInt128 and Mutex (Synchronization) need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "ConversionKit", targets: ["ConversionKit"]),
        .library(name: "ConversionKitTestSupport", targets: ["ConversionKitTestSupport"]),
    ],
    dependencies: [
        .package(path: "../Expectations"),
        .package(path: "../Localization"),
        .package(path: "../Formatting"),
    ],
    targets: [
        .target(
            name: "ConversionKit",
            dependencies: [
                .product(name: "Localization", package: "Localization"),
                .product(name: "Formatting", package: "Formatting"),
            ],
            // Resources/ is embedded by scripts/gen-resources (Generated/PackageResources.generated.swift).
            exclude: ["Resources"]),
        .target(name: "ConversionKitTestSupport", dependencies: ["ConversionKit"]),
        .testTarget(
            name: "ConversionKitTests",
            dependencies: [
                .product(name: "Expectations", package: "Expectations"),
                "ConversionKit", "ConversionKitTestSupport",
                .product(name: "Localization", package: "Localization"),
                .product(name: "Formatting", package: "Formatting"),
            ]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
