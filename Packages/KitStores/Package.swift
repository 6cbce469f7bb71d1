// swift-tools-version: 6.2
// KitStores, the adapters tier: each module connects one core kit's store protocols to Storage
// (Docs/ARCHITECTURE.md "Tiers"). Adapters may depend on core and foundation packages, never on the apps.
import PackageDescription

let package = Package(
    name: "KitStores",
    // UInt128 and Mutex (Synchronization) need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // MarineKit's routes, boat, trips, forecast cache and sync state on Storage (denizrota, denizrotad); on
        // MarineRoutes, MarineTracking, MarineWeather and MarineSync, not on the whole of MarineKit.
        .library(name: "MarineStorage", targets: ["MarineStorage"]),
        // ConversionKit's history and favorites on Storage (unitconv).
        .library(name: "ConversionStorage", targets: ["ConversionStorage"]),
    ],
    dependencies: [
        .package(path: "../Expectations"),
        .package(path: "../MarineKit"),
        .package(path: "../ConversionKit"),
        .package(path: "../Storage"),
    ],
    targets: [
        .target(
            name: "MarineStorage",
            // The split MarineKit modules whose store protocols it implements, not MarineKit itself.
            dependencies: [
                .product(name: "MarineRoutes", package: "MarineKit"),
                .product(name: "MarineSync", package: "MarineKit"),
                .product(name: "MarineTracking", package: "MarineKit"),
                .product(name: "MarineWeather", package: "MarineKit"),
                .product(name: "Storage", package: "Storage"),
            ]),
        .target(
            name: "ConversionStorage",
            dependencies: [
                .product(name: "ConversionKit", package: "ConversionKit"),
                .product(name: "Storage", package: "Storage"),
            ]),
        .testTarget(
            name: "KitStoresTests",
            dependencies: [
                .product(name: "Expectations", package: "Expectations"),
                "MarineStorage", "ConversionStorage", .product(name: "MarineKit", package: "MarineKit"),
                .product(name: "ConversionKit", package: "ConversionKit"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "StorageTestSupport", package: "Storage"),
            ]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
