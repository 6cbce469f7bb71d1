// swift-tools-version: 6.2
// TariffKit: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "TariffKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TariffKit", targets: ["TariffKit"])
    ],
    dependencies: [
        .package(path: "../Localization"),
        .package(path: "../Formatting"),
        .package(path: "../Validation"),
    ],
    targets: [
        .target(
            name: "TariffKit",
            dependencies: [
                .product(name: "Localization", package: "Localization"),
                .product(name: "Formatting", package: "Formatting"),
                .product(name: "Validation", package: "Validation"),
            ],
            resources: [
                .embedInCode("Resources/tariff_2024.json"), .embedInCode("Resources/tariff_2025.json"),
                .embedInCode("Resources/tariff_2026.json"), .embedInCode("Resources/holidays_tr.json"),
                .embedInCode("Resources/strings.en.json"), .embedInCode("Resources/strings.tr.json"),
                .embedInCode("Resources/strings.es.json"), .embedInCode("Resources/strings.fr.json"),
                .embedInCode("Resources/strings.de.json"), .embedInCode("Resources/strings.zh-Hans.json"),
                .embedInCode("Resources/strings.ja.json"),
            ]),
        .testTarget(name: "TariffKitTests", dependencies: ["TariffKit"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
