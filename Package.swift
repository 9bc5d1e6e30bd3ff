// swift-tools-version: 6.0
import PackageDescription

/// How the test targets compile; a clean `swift test` spends most of its processor time on them
/// (each `@Test` expands into some thirty-six functions). Each test module compiles as one batch per
/// core rather than in batches of 25 files, each of which type-checks the module's other
/// declarations again; the flag changes nothing that is built. (`-no-emit-module-separately`, which
/// would also spare the job that type-checks the module's declarations to emit its
/// `.swiftmodule`, breaks a clean debug build: SwiftPM wraps that module for the debugger before
/// the merged one exists.) SwiftPM calls such flags unsafe and refuses them only in targets of
/// products that other packages use; a test target is in no product, so packages that depend on
/// Transit never see them (`.ci/run` checks that no other target has any).
let testTargetSettings: [SwiftSetting] = [.unsafeFlags(["-driver-batch-size-limit", "10000"])]

let package = Package(
    name: "Transit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TransitAnimation", targets: ["TransitAnimation"]),
        .library(name: "TransitGraphics", targets: ["TransitGraphics"]),
        .library(name: "Transit", targets: ["Transit"]),
        .library(name: "TransitRender", targets: ["TransitRender"]),
        // TransitTestingReporting reports golden failures to Swift Testing or XCTest; it is its own
        // target so that `transit` and the demo, which use TestHost, never link those frameworks.
        .library(name: "TransitTesting", targets: ["TransitTesting", "TransitTestingReporting"]),
        // Its own product: only packages that ask for it build swift-snapshot-testing.
        .library(name: "TransitSnapshotTesting", targets: ["TransitSnapshotTesting"]),
        .library(name: "TransitCatalog", targets: ["TransitCatalog"]),
        .library(name: "TransitDemo", targets: ["TransitDemo"]),
        .library(name: "TransitUIKit", targets: ["TransitUIKit"]),
        // Its own product: a desktop window that loads SDL2 at run time, so nothing else needs SDL.
        .library(name: "TransitLive", targets: ["TransitLive"]),
        .executable(name: "transit", targets: ["transit"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // TransitSnapshotTesting only; the core libraries and `transit` never build it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Documentation only (`swift package generate-documentation`): a command plugin, never
        // built by `swift build` or `swift test`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        .target(name: "CTransitMath"),
        .target(name: "TransitAnimation", dependencies: ["CTransitMath"]),
        // The fonts that ship with Transit (Inter and Noto Sans CJK subsets, OFL 1.1): see BundledFonts.
        .target(name: "TransitGraphics", dependencies: ["TransitAnimation"], resources: [.copy("Fonts")]),
        .target(name: "Transit", dependencies: ["TransitAnimation", "TransitGraphics"]),
        .target(name: "TransitRender", dependencies: ["CTransitMath", "TransitGraphics"]),
        .target(name: "TransitTesting", dependencies: ["Transit", "TransitRender"]),
        .target(name: "TransitTestingReporting", dependencies: ["TransitTesting"]),
        .target(
            name: "TransitSnapshotTesting",
            dependencies: [
                "TransitTesting", "TransitTestingReporting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ]),
        .target(name: "TransitCatalog", dependencies: ["Transit"]),
        .target(name: "TransitDemo", dependencies: ["TransitCatalog", "TransitTesting"]),
        .target(name: "TransitUIKit", dependencies: ["Transit", "TransitAnimation", "TransitRender"]),
        .target(name: "TransitLive", dependencies: ["Transit", "TransitRender"]),
        .executableTarget(
            name: "transit",
            dependencies: [
                "TransitAnimation", "Transit", "TransitRender", "TransitCatalog", "TransitTesting", "TransitDemo", "TransitLive",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        .testTarget(
            name: "TransitAnimationTests", dependencies: ["TransitAnimation", "TransitTestingReporting"],
            swiftSettings: testTargetSettings),
        .testTarget(
            name: "TransitRenderTests",
            dependencies: ["TransitRender", "Transit", "TransitGraphics", "TransitTesting", "TransitTestingReporting"],
            resources: [.copy("Fixtures")], swiftSettings: testTargetSettings),
        .testTarget(
            name: "TransitTests", dependencies: ["Transit", "TransitGraphics", "TransitTesting", "TransitTestingReporting"],
            exclude: ["Presentation/__Goldens__"], swiftSettings: testTargetSettings),
        .testTarget(
            name: "TransitCatalogTests",
            dependencies: ["TransitCatalog", "TransitTesting", "TransitTestingReporting", "TransitRender"],
            exclude: ["Articles/__Goldens__", "Catalog/__Goldens__"], swiftSettings: testTargetSettings),
        .testTarget(
            name: "TransitDemoTests", dependencies: ["TransitDemo", "TransitTestingReporting"], exclude: ["Goldens/__Goldens__"],
            swiftSettings: testTargetSettings),
        .testTarget(
            name: "TransitTestingTests", dependencies: ["TransitTesting", "TransitTestingReporting"],
            exclude: ["Goldens/__Goldens__", "Tutorial/__Goldens__"], swiftSettings: testTargetSettings),
        .testTarget(
            name: "TransitCLITests", dependencies: ["transit", "TransitTestingReporting"], swiftSettings: testTargetSettings),
        .testTarget(
            name: "TransitUIKitTests", dependencies: ["TransitUIKit", "TransitTesting", "TransitTestingReporting"],
            swiftSettings: testTargetSettings),
        .testTarget(
            name: "TransitLiveTests", dependencies: ["TransitLive", "TransitTesting", "TransitTestingReporting"],
            swiftSettings: testTargetSettings),
        .testTarget(
            name: "TransitSnapshotTestingTests", dependencies: ["TransitSnapshotTesting", "TransitTestingReporting"],
            exclude: ["__Snapshots__"], swiftSettings: testTargetSettings)
    ],
    swiftLanguageModes: [.v6]
)
