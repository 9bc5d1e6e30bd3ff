#!/usr/bin/env bash
# Scripts/check-readme-client.sh — builds README.md's getting-started example as a separate
# client package that depends on this checkout by path, exactly as a user would write it, and runs
# it. The tests already compile the same code inside this package; this checks that it also
# compiles from outside, with only the products' public API. Slow: the client builds Transit anew.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
client=$(mktemp -d)
trap 'rm -rf "$client"' EXIT
mkdir -p "$client/Sources/Client"

# The Swift block that follows the marker line in README.md.
awk '/<!-- getting-started example -->/ { marker = 1; next }
     marker && /^```swift$/ { inside = 1; next }
     inside && /^```$/ { exit }
     inside { print }' README.md >"$client/Sources/Client/Example.swift"
[ -s "$client/Sources/Client/Example.swift" ] || { echo "check-readme-client: no example found in README.md"; exit 1; }

cat >"$client/Sources/Client/main.swift" <<'SWIFT'
import Foundation

let gif = try renderCoverTransition()
try gif.write(to: URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "cover.gif"))
print("client: wrote \(gif.count) bytes")
SWIFT

cat >"$client/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Client",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(name: "Client", dependencies: [
            .product(name: "Transit", package: "$(basename "$root")"),
            .product(name: "TransitCatalog", package: "$(basename "$root")"),
            .product(name: "TransitTesting", package: "$(basename "$root")"),
            .product(name: "TransitRender", package: "$(basename "$root")"),
        ]),
    ]
)
SWIFT

cd "$client"
swift build -Xswiftc -warnings-as-errors 2>&1 | tail -n 20
.build/debug/Client "$client/cover.gif"
head -c 6 "$client/cover.gif" | grep -q GIF89a && echo "check-readme-client: README example builds and runs as a client package"
