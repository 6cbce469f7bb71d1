// swift-tools-version: 6.2
// ConversionKit: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "ConversionKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ConversionKit", targets: ["ConversionKit"])
    ],
    dependencies: [
        .package(path: "../Localization"),
        .package(path: "../Formatting"),
        .package(path: "../Validation"),
    ],
    targets: [
        .target(
            name: "ConversionKit",
            dependencies: [
                .product(name: "Localization", package: "Localization"),
                .product(name: "Formatting", package: "Formatting"),
                .product(name: "Validation", package: "Validation"),
            ]),
        .testTarget(name: "ConversionKitTests", dependencies: ["ConversionKit"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
