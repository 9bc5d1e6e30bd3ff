import Foundation
import Testing
@testable import TransitTesting
import TransitTestingReporting

/// Animation goldens: the stored ones for the small presentation, and the tool's behaviour —
/// recording, failing on one changed pixel, tolerance, record modes — on goldens in a
/// temporary folder, with failures collected instead of reported.
@MainActor
@Suite struct AssertTransitionTests {
    // MARK: Stored goldens (Tests/TransitTestingTests/Goldens/__Goldens__/AssertTransitionTests/)

    @Test func sheetSlidesUpAtProgressPoints() {
        let host = GoldenScene.host(), scene = GoldenScene()
        assertTransition(of: host, sampling: .progress([0, 0.25, 0.5, 0.75, 1])) { scene.start(on: $0) }
    }

    @Test func sheetSlidesUpEveryFrame() {
        let host = GoldenScene.host(), scene = GoldenScene()
        assertTransition(of: host, sampling: .everyFrame) { scene.start(on: $0) }
        expect(host.isIdle)
    }

    @Test func everyGoldenIsUsed() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        expectEqual(try GoldenAudit.unusedGoldens(under: tests).map(\.lastPathComponent), [])
    }

    // MARK: The tool

    static let points: FrameSampling = .progress([0, 0.25, 0.5, 0.75, 1])

    /// Runs the scene against the golden `<folder>/__Goldens__/SceneTests/scene.apng`, failures
    /// collected in `log`, artefacts in `<folder>/artifacts`.
    func check(
        _ folder: URL, _ log: FailureLog, record: GoldenRecordMode? = nil,
        tolerance: PixelTolerance = .exact, sampling: FrameSampling = points,
        environment: [String: String] = [:]
    ) -> Bool {
        withGoldenTesting(reporter: log.reporter, artifactsDirectory: folder.appendingPathComponent("artifacts")) {
            let context = GoldenContext(
                record: record, fileID: #fileID, filePath: #filePath, line: #line, column: #column,
                environment: environment)
            return checkTransition(
                of: GoldenScene.host(), sampling: sampling, golden: Self.golden(in: folder),
                tolerance: tolerance, context: context
            ) { GoldenScene().start(on: $0) }
        }
    }

    static func golden(in folder: URL) -> URL {
        GoldenLocation.url(
            filePath: folder.appendingPathComponent("SceneTests.swift").path, function: "scene()",
            name: nil, fileExtension: "apng")
    }

    /// Rewrites the golden with `change` applied to its frames.
    func editGolden(in folder: URL, _ change: (inout [Bitmap]) -> Void) throws {
        let url = Self.golden(in: folder)
        let animation = try APNGAnimation(data: Data(contentsOf: url))
        var frames = animation.frames
        change(&frames)
        var encoder = try APNGEncoder(width: frames[0].width, height: frames[0].height, mergesIdenticalFrames: false)
        encoder.textMetadata = animation.text
        for (frame, delay) in zip(frames, animation.delays + Array(repeating: 1.0 / 60, count: frames.count)) {
            try encoder.addFrame(frame, delay: delay)
        }
        try encoder.finish().write(to: url)
    }

    @Test func aMissingGoldenIsRecordedFailingThenMatches() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        expect(!check(folder, log))
        expectEqual(log.messages.count, 1)
        expectEqual(log.messages.first?.contains("No golden was there; recorded"), true)
        expect(Self.golden(in: folder).path.hasSuffix("__Goldens__/SceneTests/scene.apng"))
        let animation = try APNGAnimation(data: Data(contentsOf: Self.golden(in: folder)))
        expectEqual(animation.frames.count, 5)
        expect(animation.frames.allSatisfy { $0.width == 80 && $0.height == 160 })
        // The sheet starts on the frame after present(_:animated:) (1/30 s), 0.5 s long.
        expectEqual(animation.text["Transit.frames"]?.split(separator: "\n").first, "t = 0.0333 s, progress 0.0")
        expect(check(folder, log))
        expectEqual(log.messages.count, 1)
    }

    @Test func oneChangedPixelFailsNamingTheFrameAndWritesTheArtefacts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        _ = check(folder, log)
        try editGolden(in: folder) { frames in
            let p = frames[2][40, 150]
            frames[2][40, 150] = (p.r ^ 1, p.g, p.b, p.a)  // one channel of one pixel, off by one
        }
        expect(!check(folder, log))
        let message = try unwrap(log.messages.last)
        expect(
            message.contains(
                "1 of 5 compared frames differ (tolerance: exact); the first is frame 2 "
                    + "(t = 0.2833 s, progress 0.5): 1 pixels differ, by up to 1."))
        let artifacts = folder.appendingPathComponent("artifacts/SceneTests")
        let actual = try APNGAnimation(data: Data(contentsOf: artifacts.appendingPathComponent("scene.actual.apng")))
        expectEqual(actual.frames.count, 5)
        let strip = try Bitmap(pngData: Data(contentsOf: artifacts.appendingPathComponent("scene.diff.png")))
        expectEqual(strip.width, 3 * 80 + 4 * 4)  // one row: frame 2
        expectEqual(strip.height, 160 + 2 * 4)
        let red = strip[4 + 2 * 84 + 40, 4 + 150]
        expectEqual(red.r, 255)
        expectEqual(red.g, 0)
        expectEqual(red.b, 0)
        expectEqual(log.failures.last?.golden, Self.golden(in: folder))
    }

    /// A failed comparison writes `report.html` in the artefacts folder: the golden, the actual
    /// animation and the diff strip side by side, one section per failure; the first failure's
    /// message gives its path, later ones do not repeat it.
    @Test func failuresAreCollectedInOneHTMLReport() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        _ = check(folder, log)
        try editGolden(in: folder) { frames in
            let p = frames[1][10, 10]
            frames[1][10, 10] = (p.r ^ 1, p.g, p.b, p.a)
        }
        expect(!check(folder, log))
        expect(!check(folder, log))
        let report = folder.appendingPathComponent("artifacts/report.html")
        expectEqual(log.messages.dropFirst().map { $0.contains(report.path) }, [true, false])
        let html = try String(contentsOf: report, encoding: .utf8)
        expect(html.contains("<h1>2 failed goldens</h1>"))
        expectEqual(html.components(separatedBy: "<section>").count, 3)
        expect(html.contains("<img src=\"SceneTests/scene.actual.apng\""))
        expect(html.contains("<img src=\"SceneTests/scene.diff.png\""))
        expect(html.contains("<img src=\"\(Self.golden(in: folder).absoluteString)\""))
        expect(html.contains("1 of 5 compared frames differ"))
    }

    @Test func aToleranceAcceptsSmallDifferencesItNames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        _ = check(folder, log)
        try editGolden(in: folder) { frames in
            for x in 0..<80 {
                let p = frames[1][x, 10]
                frames[1][x, 10] = (p.r, p.g, p.b >= 3 ? p.b - 3 : p.b + 3, p.a)  // a whole row, off by 3 in blue
            }
        }
        expect(!check(folder, log))
        expect(check(folder, log, tolerance: PixelTolerance(channel: 3)))
        expect(!check(folder, log, tolerance: PixelTolerance(channel: 2)))
        // 80 of 12,800 pixels is 0.625 %.
        expect(check(folder, log, tolerance: PixelTolerance(channel: 0, pixels: 0.00625)))
        expect(!check(folder, log, tolerance: PixelTolerance(channel: 0, pixels: 0.006)))
        expectEqual(log.messages.last?.contains("tolerance: channel ±0, 0.6% of pixels"), true)
    }

    @Test func recordModes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        expect(!check(folder, log, record: .never))  // nothing to compare, nothing written
        expectEqual(log.messages.last?.contains("No golden at"), true)
        expect(!FileManager.default.fileExists(atPath: Self.golden(in: folder).path))
        expect(!check(folder, log, record: .all))  // written, and says so
        expectEqual(log.messages.last?.contains("record mode .all"), true)
        expect(check(folder, log, record: .never))
        expect(!check(folder, log, record: .all))  // .all writes even a match
        expect(check(folder, log, record: .failed))  // a match writes nothing
        try editGolden(in: folder) { frames in frames[0][0, 0] = (0, 0, 0, 0) }
        expect(!check(folder, log, record: .failed))  // re-recorded, failing
        expectEqual(log.messages.last?.contains("re-recorded"), true)
        expect(check(folder, log, record: .never))
        expectEqual(log.messages.count, 4)
    }

    /// With no reporter in scope a failure goes to `.automatic`, which hands it to the framework
    /// hook, `FrameworkGoldenReporter`; under a running Swift Testing test (as here) the hook
    /// records it with `Issue.record` at the assertion. The route is checked link by link (the
    /// hook found by name, no reporter in scope, a current test) and the failure itself through a
    /// collecting reporter, so that a passing run records no expected issue.
    @Test func failuresReachSwiftTestingAutomatically() throws {
        expect(GoldenFailureReporter.isAutomaticReportingAvailable)
        expectEqual(_mangledTypeName(FrameworkGoldenReporter.self), GoldenFailureReporter.hookTypeName)
        expectEqual(GoldenFailureReporter.hook.map(ObjectIdentifier.init), ObjectIdentifier(FrameworkGoldenReporter.self))
        expectNil(GoldenConfiguration.current.reporter)
        expectNotNil(Test.current)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        expect(!check(folder, log, record: .never))
        let failure = try unwrap(log.failures.first)
        expect(failure.message.contains("No golden at"))
        expectEqual("\(failure.fileID)", #fileID)
    }

    @Test func theRecordModeComesFromTheArgumentTheScopeOrTheEnvironment() {
        func mode(_ argument: GoldenRecordMode?, _ environment: [String: String]) -> GoldenRecordMode {
            GoldenContext(
                record: argument, fileID: #fileID, filePath: #filePath, line: #line, column: #column,
                environment: environment
            ).record
        }
        expectEqual(mode(nil, [:]), .missing)
        expectEqual(mode(nil, ["TRANSIT_GOLDENS_RECORD": "failed"]), .failed)
        expectEqual(mode(nil, ["TRANSIT_GOLDENS_RECORD": "ALL"]), .all)
        expectEqual(mode(.never, ["TRANSIT_GOLDENS_RECORD": "all"]), .never)
        withGoldenTesting(record: .all) {
            expectEqual(mode(nil, ["TRANSIT_GOLDENS_RECORD": "never"]), .all)
            withGoldenTesting(record: .failed) { expectEqual(mode(nil, [:]), .failed) }
            expectEqual(mode(.missing, [:]), .missing)
        }
        let bad = GoldenContext(
            record: nil, fileID: #fileID, filePath: #filePath, line: #line, column: #column,
            environment: ["TRANSIT_GOLDENS_RECORD": "yes"])
        expectEqual(bad.record, .never)
        expectEqual(bad.environmentProblem?.contains("TRANSIT_GOLDENS_RECORD=yes is not a record mode"), true)
    }

    @Test func anUnknownEnvironmentModeFailsEvenAMatch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        _ = check(folder, log)
        expect(!check(folder, log, environment: ["TRANSIT_GOLDENS_RECORD": "yes"]))
        expectEqual(log.messages.last?.contains("is not a record mode"), true)
    }

    @Test func aDifferentFrameCountFails() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        _ = check(folder, log)
        expect(!check(folder, log, sampling: .progress([0, 0.25, 0.5, 0.75, 1, 1.5])))
        let message = try unwrap(log.messages.last)
        expect(message.contains("the golden has 5 frames; the sampling gave 6."))
        expect(message.contains("The first frame without a golden is frame 5 (t = 0.7833 s, progress 1.5)"))
    }

    @Test func badSamplingsAreReported() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = FailureLog()
        expect(!check(folder, log, sampling: .times([0.5, 0.25])))
        expectEqual(log.messages.last?.contains("times must increase: 0.5 then 0.25"), true)
        expect(!check(folder, log, sampling: .times([.nan])))
        expect(!check(folder, log, sampling: .progress([])))
        let host = GoldenScene.host()
        #expect(throws: FrameSamplingError.self) { try host.sampleFrames(.progress([0.5])) }  // nothing runs
        expect(!FileManager.default.fileExists(atPath: Self.golden(in: folder).path))
    }

    @Test func samplingTimesLandOnTheFirstFrameAtOrAfterThem() throws {
        let host = GoldenScene.host()
        let frames = try host.sampleFrames(.times([0, 0.1, 0.101, 0.5]))
        let expected: [TimeInterval] = [0, 6.0 / 60, 7.0 / 60, 30.0 / 60]
        expectEqual(frames.map(\.time), expected)
        let every = try GoldenScene.host().sampleFrames(.everyFrame(for: 0.1))
        expectEqual(every.count, 7)  // t = 0 and six steps
    }

    /// Bit-exactness: two independent hosts (fresh windows, clocks, renderers) give byte-identical
    /// golden files. Across builds, `GoldenReleaseBuildTests` compares with the release binary.
    @Test func independentHostsRecordIdenticalBytes() throws {
        let a = try temporaryFolder(), b = try temporaryFolder()
        defer { for folder in [a, b] { try? FileManager.default.removeItem(at: folder) } }
        _ = check(a, FailureLog())
        _ = check(b, FailureLog())
        let first = try Data(contentsOf: Self.golden(in: a)), second = try Data(contentsOf: Self.golden(in: b))
        expectEqual(first, second)
        expectLessThan(first.count, 20_000)
    }

    @Test func theAuditListsGoldensNoTestUses() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("__Goldens__/SceneTests")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try """
        @Test func slide() { assertTransition(of: host, named: "fast") {} }
        @Test func fade() { assertTimeline(of: host.timeline) }
        """.write(to: folder.appendingPathComponent("SceneTests.swift"), atomically: true, encoding: .utf8)
        for name in ["slide.fast.apng", "slide.slow.apng", "fade.timeline.txt", "fade.apng", "gone.apng"] {
            try Data().write(to: goldens.appendingPathComponent(name))
        }
        let orphans = folder.appendingPathComponent("__Goldens__/DeletedTests")
        try FileManager.default.createDirectory(at: orphans, withIntermediateDirectories: true)
        try Data().write(to: orphans.appendingPathComponent("any.apng"))
        let unused = try GoldenAudit.unusedGoldens(under: folder).map { $0.pathComponents.suffix(2).joined(separator: "/") }
        expectEqual(unused, ["DeletedTests/any.apng", "SceneTests/gone.apng", "SceneTests/slide.slow.apng"])
    }
}
