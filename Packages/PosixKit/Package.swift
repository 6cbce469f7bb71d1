// swift-tools-version: 6.2
// PosixKit: the workspace's only calls into sockets, signals, process spawning, termios and sd_notify
// (foundation tier, no dependencies; see Docs/ARCHITECTURE.md).
//
// Platforms: Linux (glibc). SwiftPM's `platforms` can only set minimum Apple versions, so the list below names macOS
// alone, the intended second platform (its minimum: macOS 15, like the other packages), and no iOS, tvOS, watchOS or
// visionOS, which have no child processes, serial lines or systemd. The macOS port is not done: the sources use
// glibc's names, and Sources/PosixKit/Platform.swift stops any non-Linux build with an #error that says so.
import PackageDescription

let package = Package(
    name: "PosixKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PosixKit", targets: ["PosixKit"])
    ],
    dependencies: [.package(path: "../Expectations")],
    targets: [
        .target(name: "PosixKit", dependencies: []),
        .testTarget(
            name: "PosixKitTests", dependencies: [.product(name: "Expectations", package: "Expectations"), "PosixKit"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
