// swift-tools-version: 6.2
// ConversionKit: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "ConversionKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ConversionKit", targets: ["ConversionKit"]),
        .library(name: "ConversionKitTestSupport", targets: ["ConversionKitTestSupport"]),
    ],
    dependencies: [
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
            resources: [
                .embedInCode("Resources/units.json"),
                .embedInCode("Resources/strings.en.json"), .embedInCode("Resources/strings.tr.json"),
                .embedInCode("Resources/strings.es.json"), .embedInCode("Resources/strings.fr.json"),
                .embedInCode("Resources/strings.de.json"), .embedInCode("Resources/strings.zh-Hans.json"),
                .embedInCode("Resources/strings.ja.json"),
            ]),
        .target(name: "ConversionKitTestSupport", dependencies: ["ConversionKit"]),
        .testTarget(name: "ConversionKitTests", dependencies: ["ConversionKit", "ConversionKitTestSupport"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
