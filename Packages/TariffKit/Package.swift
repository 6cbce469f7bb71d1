// swift-tools-version: 6.2
// TariffKit: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "TariffKit",
    // UInt128 and Mutex (Synchronization) need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "TariffKit", targets: ["TariffKit"])
    ],
    dependencies: [
        .package(path: "../Expectations"),
        .package(path: "../Localization"),
        // Formatting: the one money rounding (`DecimalRounding.minorUnits`) and the number and date formats the
        // library's own renderings (`TariffTextStyle`) use.
        .package(path: "../Formatting"),
    ],
    targets: [
        .target(
            name: "TariffKit",
            dependencies: [
                .product(name: "Localization", package: "Localization"),
                .product(name: "Formatting", package: "Formatting"),
            ],
            // Resources/ is embedded by scripts/gen-resources (Generated/PackageResources.generated.swift).
            exclude: ["Resources"]),
        .testTarget(
            name: "TariffKitTests",
            dependencies: [
                .product(name: "Expectations", package: "Expectations"),
                "TariffKit", .product(name: "Formatting", package: "Formatting"),
                .product(name: "Localization", package: "Localization"),
            ]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
