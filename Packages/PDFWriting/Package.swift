// swift-tools-version: 6.2
// PDFWriting: a foundation-tier PDF 1.7 writer (document, TrueType parsing and subsetting, fonts with the CJK
// fallback, report layout, tables). It depends on no workspace package (its errors' seven-language texts are
// CLIKit's); see Docs/pdf.md and Docs/ARCHITECTURE.md. Public names avoid PDFKit's (`PDFWriter`, not `PDFDocument`).
import PackageDescription

let package = Package(
    name: "PDFWriting",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "PDFWriting", targets: ["PDFWriting"])
    ],
    dependencies: [.package(path: "../Expectations")],
    targets: [
        // zlib for compressed PDF streams (FlateDecode); Debian zlib1g-dev, listed in scripts/install-deps.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "PDFWriting", dependencies: ["CZlib"]),
        .testTarget(
            name: "PDFWritingTests",
            dependencies: [.product(name: "Expectations", package: "Expectations"), "PDFWriting"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error)]
}
