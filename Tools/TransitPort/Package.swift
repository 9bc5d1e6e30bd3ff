// swift-tools-version: 6.0
import PackageDescription

// The source porter, a package of its own beside Transit's: it is the only part of the project
// built on swift-syntax, whose debug build costs as much processor time as a third of the rest,
// so `swift build` and `swift test` at the repository's root never compile it.
// `swift run --package-path Tools/TransitPort transit-port File.swift…` runs it, and
// `swift test --package-path Tools/TransitPort` its tests (CI runs both packages' tests).
// The porter parses with swift-syntax's SwiftSyntax and SwiftParser. By default they come from the
// swift-syntax package. With `TRANSIT_PORT_TOOLCHAIN_SYNTAX` naming a toolchain's
// `usr/lib/swift/host` folder, the porter uses the copy the compiler ships there for its macro
// plugins (module interfaces and shared libraries) and compiles only its own files: the debug
// build takes about a quarter of the processor time. `.ci/run` sets it when that folder has both
// modules.
let toolchainSyntax = Context.environment["TRANSIT_PORT_TOOLCHAIN_SYNTAX"].flatMap { $0.isEmpty ? nil : $0 }
let syntaxDependencies: [Package.Dependency] =
    toolchainSyntax == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0")] : []
let syntaxProducts: [Target.Dependency] =
    toolchainSyntax == nil
    ? [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")] : []
let syntaxSettings: [SwiftSetting] = toolchainSyntax.map { [.unsafeFlags(["-I", $0])] } ?? []
let syntaxLinking: [LinkerSetting] =
    toolchainSyntax.map { folder in
        [.unsafeFlags(["-L", folder, "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath", "-Xlinker", folder])]
    } ?? []

let package = Package(
    name: "TransitPort",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TransitPort", targets: ["TransitPort"]),
        .executable(name: "transit-port", targets: ["transit-port"])
    ],
    dependencies: syntaxDependencies,
    targets: [
        .target(
            name: "TransitPort", dependencies: syntaxProducts, swiftSettings: syntaxSettings, linkerSettings: syntaxLinking),
        .executableTarget(
            name: "transit-port", dependencies: ["TransitPort"], swiftSettings: syntaxSettings, linkerSettings: syntaxLinking),
        .testTarget(
            name: "TransitPortTests", dependencies: ["TransitPort"], swiftSettings: syntaxSettings,
            linkerSettings: syntaxLinking)
    ],
    swiftLanguageModes: [.v6]
)
