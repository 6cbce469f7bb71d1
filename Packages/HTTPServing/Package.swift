// swift-tools-version: 6.2
// HTTPServing: a small, hardened HTTP/1.1 server with Server-Sent Events over non-blocking sockets driven by
// poll(2) (foundation tier, domain-free; its socket calls go through PosixKit; see Docs/ARCHITECTURE.md).
//
// Platforms: the parser, responses and assets build everywhere; the server itself (HTTPServer, on PosixKit's sockets)
// is Linux only, like PosixKit, and its sources are behind `#if os(Linux)`.
import PackageDescription

let package = Package(
    name: "HTTPServing",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "HTTPServing", targets: ["HTTPServing"])
    ],
    dependencies: [.package(path: "../PosixKit"), .package(path: "../Expectations")],
    targets: [
        .target(
            name: "HTTPServing",
            dependencies: [.product(name: "PosixKit", package: "PosixKit", condition: .when(platforms: [.linux]))]),
        .testTarget(
            name: "HTTPServingTests",
            dependencies: [
                .product(name: "Expectations", package: "Expectations"), "HTTPServing",
                .product(name: "PosixKit", package: "PosixKit"),
            ]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
