import Foundation
import Testing
import TransitDemo
import TransitTestingReporting

/// Goldens are the same in every build: the golden below is recorded by the debug test build;
/// the release `transit` binary (`swift build -c release`) renders the same transition and must
/// give the same pixels, frame for frame. The renderer does integer pixel maths with no libm
/// calls, so optimisation cannot change a pixel; this pins it.
@MainActor
@Suite struct ReleaseBuildGoldenTests {
    /// The cover transition as `transit render cover --size 80x160 --scale 1 --fps 60` stages it.
    static func coverScene(_ host: TestHost) {
        let stage = TransitionStage(
            from: SampleScreen(title: "Before", color: .systemBlue),
            to: SampleScreen(title: "After", color: .systemOrange))
        host.window.rootViewController = stage
        host.step()
        stage.run(TransitionCatalog.entry(named: "cover")!.make(nil), interactive: false)
    }

    nonisolated static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static var golden: URL {
        GoldenLocation.url(filePath: #filePath, function: "coverInTheDebugBuild()", name: nil, fileExtension: "apng")
    }

    nonisolated static var releaseBinary: URL { packageRoot.appendingPathComponent(".build/release/transit") }

    /// Frames with runs of identical frames collapsed (the CLI's APNG merges them).
    static func distinct(_ frames: [Bitmap]) -> [Bitmap] {
        frames.reduce(into: []) { result, frame in if result.last != frame { result.append(frame) } }
    }

    @Test func coverInTheDebugBuild() {
        let host = TestHost(size: CGSize(width: 80, height: 160), scale: 1)
        assertTransition(of: host, sampling: .everyFrame) { Self.coverScene($0) }
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: releaseBinary.path),
            "needs the release binary: swift build -c release"))
    func theReleaseBinaryRendersTheDebugGolden() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("transit-release-\(UUID().uuidString).apng")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = Self.releaseBinary
        process.arguments = ["render", "cover", "--size", "80x160", "--scale", "1", "--fps", "60", "-o", output.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        expectEqual(process.terminationStatus, 0)
        let releaseFrames = Self.distinct(try APNGAnimation(data: Data(contentsOf: output)).frames)
        let debugFrames = Self.distinct(try APNGAnimation(data: Data(contentsOf: Self.golden)).frames)
        expectEqual(releaseFrames.count, debugFrames.count)
        expectGreaterThan(releaseFrames.count, 10)
        // Compared by hash and size, so a failure prints two numbers rather than two bitmaps.
        let release = releaseFrames.map { "\($0.width)×\($0.height) \(String($0.fnv1a64, radix: 16))" }
        let debug = debugFrames.map { "\($0.width)×\($0.height) \(String($0.fnv1a64, radix: 16))" }
        expectEqual(release, debug)
    }
}
