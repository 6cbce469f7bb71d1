// swift-tools-version: 6.2
// MarineKit: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "MarineKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MarineKit", targets: ["MarineKit"]),
        // marine-nav: in-memory store doubles for tests of MarineKit and the apps.
        .library(name: "MarineKitTestSupport", targets: ["MarineKitTestSupport"]),
        // marine-weather: the URLSession Open-Meteo transport, apart so only networked tools link
        // FoundationNetworking (feasibility.md §4).
        .library(name: "MarineWeatherLive", targets: ["MarineWeatherLive"]),
    ],
    dependencies: [
        .package(path: "../Localization"),
        .package(path: "../Formatting"),
        .package(path: "../Validation"),
    ],
    targets: [
        .target(
            name: "MarineKit",
            dependencies: [
                .product(name: "Localization", package: "Localization"),
                .product(name: "Formatting", package: "Formatting"),
                .product(name: "Validation", package: "Validation"),
            ],
            resources: [
                // marine-nav: NOAA WMM2025 coefficients (Magnetic/), small enough for embedInCode.
                .embedInCode("Magnetic/WMM2025.COF"),
                // Weather, risk and fetch texts (helper marine-weather; Docs/denizrota-weather.md).
                .embedInCode("Resources/weather-strings.en.json"), .embedInCode("Resources/weather-strings.tr.json"),
                .embedInCode("Resources/weather-strings.es.json"), .embedInCode("Resources/weather-strings.fr.json"),
                .embedInCode("Resources/weather-strings.de.json"),
                .embedInCode("Resources/weather-strings.zh-Hans.json"),
                .embedInCode("Resources/weather-strings.ja.json"),
                // Navigation error texts (routes, GPX, boat settings, magnetic model, coastline).
                .embedInCode("Resources/navigation-strings.en.json"),
                .embedInCode("Resources/navigation-strings.tr.json"),
                .embedInCode("Resources/navigation-strings.es.json"),
                .embedInCode("Resources/navigation-strings.fr.json"),
                .embedInCode("Resources/navigation-strings.de.json"),
                .embedInCode("Resources/navigation-strings.zh-Hans.json"),
                .embedInCode("Resources/navigation-strings.ja.json"),
            ]),
        .target(name: "MarineKitTestSupport", dependencies: ["MarineKit"]),
        .target(name: "MarineWeatherLive", dependencies: ["MarineKit"]),
        .testTarget(name: "MarineKitTests", dependencies: ["MarineKit", "MarineKitTestSupport", "MarineWeatherLive"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
