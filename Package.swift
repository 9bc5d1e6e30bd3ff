// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Transit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TransitAnimation", targets: ["TransitAnimation"]),
        .library(name: "Transit", targets: ["Transit"]),
        .library(name: "TransitRender", targets: ["TransitRender"]),
        .library(name: "TransitTesting", targets: ["TransitTesting"]),
        .executable(name: "transit", targets: ["transit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "TransitAnimation"),
        .target(name: "Transit", dependencies: ["TransitAnimation"]),
        .target(name: "TransitRender", dependencies: ["Transit"]),
        .target(name: "TransitTesting", dependencies: ["Transit", "TransitRender"]),
        .executableTarget(
            name: "transit",
            dependencies: [
                "TransitAnimation", "Transit", "TransitRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TransitAnimationTests", dependencies: ["TransitAnimation"]),
        .testTarget(name: "TransitRenderTests", dependencies: ["TransitRender"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TransitTests", dependencies: ["Transit"]),
        .testTarget(name: "TransitTestingTests", dependencies: ["TransitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
