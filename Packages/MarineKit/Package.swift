// swift-tools-version: 6.2
// MarineKit: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

/// Where PosixKit builds (Linux only so far).
let linuxOnly = TargetDependencyCondition.when(platforms: [.linux])

let package = Package(
    name: "MarineKit",
    // UInt128 and Mutex (Synchronization) need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // Everything below re-exported (`@_exported import`), so `import MarineKit` is the whole kit.
        .library(name: "MarineKit", targets: ["MarineKit"]),
        // The split modules, leaves first (Docs/ARCHITECTURE.md "MarineKit's modules"): a program takes only what
        // it uses. Geodesics and rhumb lines on the WGS-84 ellipsoid, with no other module beneath them.
        .library(name: "MarineGeodesy", targets: ["MarineGeodesy"]),
        // The World Magnetic Model (declination), on MarineGeodesy.
        .library(name: "MarineMagnetic", targets: ["MarineMagnetic"]),
        // NMEA 0183 sentences and gpsd reports into position fixes (the parser, stream decoder, fix assembly, PositionFix).
        .library(name: "MarineNMEA", targets: ["MarineNMEA"]),
        // Trip recording and its figures, position sources, track geometry, boat settings and the daemon's control
        // protocol; on MarineGeodesy and MarineNMEA (both re-exported).
        .library(name: "MarineTracking", targets: ["MarineTracking"]),
        // One HTTP answer (status and body), the type the weather and sync transports return.
        .library(name: "MarineHTTP", targets: ["MarineHTTP"]),
        // Firebase Auth and Firestore REST clients, sync state and conflicts, their catalogs; on MarineHTTP.
        .library(name: "MarineSync", targets: ["MarineSync"]),
        // Open-Meteo forecasts: the forecast model, the weather service protocol and its Open-Meteo implementation
        // over an injected transport, the forecast cache, the weather catalogs; on MarineGeodesy and MarineHTTP.
        .library(name: "MarineWeather", targets: ["MarineWeather"]),
        // The coastline (the embedded Natural Earth 1:10m polygons and GSHHG full-resolution shoreline, or a user's
        // GeoJSON), the land check along a route and the coastal fetch, their catalogs; on MarineGeodesy alone.
        .library(name: "MarineCoastline", targets: ["MarineCoastline"]),
        // The risk scales and limits (Beaufort, Douglas, RiskLevel, RiskLimits, RiskJudgement), the passage waypoints and
        // leg sampling they are judged at, the wind-sea growth and sea-state combination, and the passage assessment
        // (PassageAssessor); on MarineTracking (a boat's limits), MarineWeather and MarineCoastline (the fetch).
        .library(name: "MarineRisk", targets: ["MarineRisk"]),
        // Routes and their planning (distance, bearings, time, fuel), GPX 1.1 and GeoJSON interchange, the navigation
        // catalogs; on MarineTracking (a boat's settings) and MarineMagnetic (magnetic bearings).
        .library(name: "MarineRoutes", targets: ["MarineRoutes"]),
        // Standalone SVG charts of a planned route (with its land) or a recorded trip on a Mercator frame; on
        // MarineRoutes and MarineCoastline.
        .library(name: "MarineChart", targets: ["MarineChart"]),
        // What the daemon raises: anchor drag, lost GPS, off-route and arrival, weather beyond the boat's limits, and
        // the board that repeats them until acknowledged; on MarineRisk and MarineRoutes.
        .library(name: "MarineAlerts", targets: ["MarineAlerts"]),
        // A passage plan as one Codable document (`denizrota plan --json`, the daemon's GET /api/v1/plan) and a
        // route plan's passage waypoints; on MarineRisk and MarineRoutes.
        .library(name: "MarinePlan", targets: ["MarinePlan"]),
        // marine-nav: in-memory store doubles for tests of MarineKit and the apps; on the split modules only (not on
        // MarineKit), so a program that uses one of them tests with these doubles without compiling the rest.
        .library(name: "MarineKitTestSupport", targets: ["MarineKitTestSupport"]),
        // marine-weather: the URLSession Open-Meteo transport, apart so only networked tools link
        // FoundationNetworking (a separate library on Linux, with its own libcurl dependency).
        .library(name: "MarineWeatherLive", targets: ["MarineWeatherLive"]),
        // The curl Open-Meteo transport the tools use (one `curl` child per request, spawned through PosixKit):
        // apart so MarineKit itself has no process or POSIX code and builds for the Apple platforms above;
        // Linux (and macOS once PosixKit is ported) only, like MarineGPSLive.
        .library(name: "MarineWeatherCurl", targets: ["MarineWeatherCurl"]),
        // The live GPS position sources (gpsd and NMEA over TCP, NMEA over UDP, a serial line, a replayed file),
        // reading through PosixKit; apart so a program that only plans routes links no socket code.
        .library(name: "MarineGPSLive", targets: ["MarineGPSLive"]),
        // sync: the URLSession transport of the Firebase Auth / Firestore REST clients, apart for the same reason.
        .library(name: "MarineSyncLive", targets: ["MarineSyncLive"]),
        // The one URLSession exchange under MarineWeatherLive and MarineSyncLive (FoundationNetworking on Linux).
        .library(name: "MarineURLSession", targets: ["MarineURLSession"]),
    ],
    dependencies: [
        .package(path: "../Expectations"),
        .package(path: "../Localization"),
        .package(path: "../Formatting"),
        .package(path: "../PosixKit"),
    ],
    targets: [
        .target(name: "MarineGeodesy"),
        .target(
            name: "MarineMagnetic",
            dependencies: ["MarineGeodesy", .product(name: "Localization", package: "Localization")],
            // Resources/ is embedded by scripts/gen-resources (Generated/PackageResources.generated.swift).
            exclude: ["Resources"]),
        .target(name: "MarineNMEA"),
        .target(
            name: "MarineTracking",
            dependencies: [
                "MarineGeodesy", "MarineNMEA", .product(name: "Localization", package: "Localization"),
                .product(name: "Formatting", package: "Formatting"),
            ],
            exclude: ["Resources"]),
        .target(name: "MarineHTTP"),
        .target(
            name: "MarineSync",
            dependencies: ["MarineHTTP", .product(name: "Localization", package: "Localization")],
            exclude: ["Resources"]),
        .target(
            name: "MarineWeather",
            dependencies: ["MarineGeodesy", "MarineHTTP", .product(name: "Localization", package: "Localization")],
            exclude: ["Resources"]),
        .target(
            name: "MarineCoastline",
            dependencies: ["MarineGeodesy", .product(name: "Localization", package: "Localization")],
            exclude: ["Resources"]),
        .target(
            name: "MarineRisk",
            dependencies: [
                "MarineCoastline", "MarineTracking", "MarineWeather",
                .product(name: "Localization", package: "Localization"),
            ]),
        .target(
            name: "MarineRoutes",
            dependencies: [
                "MarineMagnetic", "MarineTracking", .product(name: "Localization", package: "Localization"),
                .product(name: "Formatting", package: "Formatting"),
            ],
            exclude: ["Resources"]),
        .target(name: "MarineChart", dependencies: ["MarineCoastline", "MarineRoutes"]),
        .target(name: "MarineAlerts", dependencies: ["MarineRisk", "MarineRoutes"]),
        .target(
            name: "MarinePlan",
            dependencies: ["MarineRisk", "MarineRoutes", .product(name: "Formatting", package: "Formatting")]),
        .target(
            name: "MarineKit",
            dependencies: [
                "MarineGeodesy", "MarineMagnetic", "MarineNMEA", "MarineTracking", "MarineSync", "MarineWeather",
                "MarineRisk", "MarineRoutes", "MarineCoastline", "MarineChart", "MarineAlerts",
                "MarinePlan",
            ]),
        .target(
            name: "MarineKitTestSupport",
            dependencies: ["MarineHTTP", "MarineRoutes", "MarineSync", "MarineTracking", "MarineWeather"]),
        .target(name: "MarineURLSession", dependencies: ["MarineHTTP"]),
        .target(name: "MarineWeatherLive", dependencies: ["MarineWeather", "MarineURLSession"]),
        // PosixKit is Linux-only (its Platform.swift), so the two products on it are too: the dependency has a Linux
        // condition and their PosixKit files are behind `#if os(Linux)` (on the Apple platforms the products are
        // empty but resolve). scripts/check-manifests holds every library manifest to this.
        .target(
            name: "MarineWeatherCurl",
            dependencies: [
                "MarineWeather", "MarineSync", .product(name: "PosixKit", package: "PosixKit", condition: linuxOnly),
            ]),
        .target(name: "MarineSyncLive", dependencies: ["MarineSync", "MarineURLSession"]),
        .target(
            name: "MarineGPSLive",
            dependencies: ["MarineTracking", .product(name: "PosixKit", package: "PosixKit", condition: linuxOnly)]),
        .testTarget(
            name: "MarineKitTests",
            dependencies: [
                .product(name: "Expectations", package: "Expectations"),
                "MarineKit", "MarineMagnetic", "MarineWeather", "MarineRoutes", "MarineCoastline", "MarineRisk",
                "MarineChart", "MarineKitTestSupport", "MarineWeatherLive", "MarineWeatherCurl", "MarineGPSLive",
                .product(name: "Localization", package: "Localization"),
                .product(name: "PosixKit", package: "PosixKit", condition: linuxOnly),
            ]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
