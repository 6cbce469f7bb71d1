// swift-tools-version: 6.2
// Formatting: see Docs/ARCHITECTURE.md for the tier rules this manifest encodes.
import PackageDescription

let package = Package(
    name: "Formatting",
    // UInt128 and Mutex (Synchronization) need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Formatting", targets: ["Formatting"])
    ],
    // Foundation tier: no workspace dependency. The formatters take `LanguageConventions` (a caller with
    // Localization's `Language` passes `LanguageConventions(tag: language.tag)`); the seven-language texts of the
    // parse errors are CLIKit's (Docs/ARCHITECTURE.md).
    dependencies: [.package(path: "../Expectations")],
    targets: [
        .target(name: "Formatting", dependencies: []),
        .testTarget(
            name: "FormattingTests",
            dependencies: [.product(name: "Expectations", package: "Expectations"), "Formatting"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
