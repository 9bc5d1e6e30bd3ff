// swift-tools-version: 6.0
import PackageDescription

// The source porter, a package of its own beside Transit's: it is the only part of the project
// built on swift-syntax, whose debug build costs as much processor time as a third of the rest,
// so `swift build` and `swift test` at the repository's root never compile it.
// `swift run --package-path Tools/TransitPort transit-port File.swift…` runs it, and
// `swift test --package-path Tools/TransitPort` its tests (CI runs both packages' tests).
let package = Package(
    name: "TransitPort",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TransitPort", targets: ["TransitPort"]),
        .executable(name: "transit-port", targets: ["transit-port"])
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0")
    ],
    targets: [
        .target(
            name: "TransitPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]
        ),
        .executableTarget(name: "transit-port", dependencies: ["TransitPort"]),
        .testTarget(name: "TransitPortTests", dependencies: ["TransitPort"])
    ],
    swiftLanguageModes: [.v6]
)
