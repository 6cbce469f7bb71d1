// swift-tools-version: 6.2
// PosixKit: the workspace's only calls into sockets, signals, process spawning, termios and sd_notify
// (foundation tier, no dependencies; see Docs/ARCHITECTURE.md).
import PackageDescription

let package = Package(
    name: "PosixKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PosixKit", targets: ["PosixKit"])
    ],
    dependencies: [],
    targets: [
        .target(name: "PosixKit", dependencies: []),
        .testTarget(name: "PosixKitTests", dependencies: ["PosixKit"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
