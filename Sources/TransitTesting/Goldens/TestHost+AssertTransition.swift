import Foundation

/// The tEXt keywords an animation golden carries besides its frames.
enum AnimationGoldenText {
    /// One line per frame: its label (`t = 0.2500 s, progress 0.5`).
    static let frames = "Transit.frames"
    /// The sampling, as `FrameSampling.description` reads.
    static let sampling = "Transit.sampling"
}

/// Checks a scene's animation, frame by frame, against a golden APNG stored beside the test file.
///
/// `scene` sets up and starts what to test on `host` (it may step frames itself); then the frames
/// `sampling` asks for are rendered and compared with `__Goldens__/<TestFile>/<test>[.<name>].apng`
/// (see `GoldenLocation`). Frames must match bit for bit unless `tolerance` says otherwise.
///
/// On a mismatch the failure names the first differing frame and its time, and writes to the
/// artefacts directory (see `GoldenConfiguration.artifactsDirectory`) the actual animation
/// (`<name>.actual.apng`) and a diff strip (`<name>.diff.png`: expected | actual | difference,
/// one row per differing frame, at most eight rows; in the difference column red pixels differ
/// beyond the tolerance, yellow ones within it). Whether the golden is written is decided by the
/// record mode (`record:`, else the scope's, else `TRANSIT_GOLDENS_RECORD`, else `.missing`);
/// writing one always fails the assertion, saying so.
///
/// Failures go to the scope's `GoldenFailureReporter` — by default a Swift Testing issue under
/// Swift Testing and `XCTFail` under XCTest — at the caller's source location.
///
/// ```swift
/// @MainActor @Test func sheetSlidesUp() {
///     let host = TestHost(size: CGSize(width: 80, height: 160), scale: 1)
///     let home = HomeViewController()
///     assertTransition(of: host, sampling: .progress([0, 0.25, 0.5, 0.75, 1])) { host in
///         host.window.rootViewController = home
///         home.present(ViewController(), animated: true)
///     }
/// }
/// ```
///
/// The golden holds one frame per sample (identical frames are kept, not merged) with delays equal
/// to the time between samples, so it plays in a browser; its tEXt chunks record each frame's time.
/// Returns whether the frames matched.
@MainActor @discardableResult
public func assertTransition(
    of host: TestHost,
    sampling: FrameSampling = .everyFrame,
    named name: String? = nil,
    tolerance: PixelTolerance = .exact,
    record: GoldenRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column,
    _ scene: (TestHost) -> Void = { _ in }
) -> Bool {
    let context = GoldenContext(record: record, fileID: fileID, filePath: filePath, line: line, column: column)
    let golden = GoldenLocation.url(filePath: "\(filePath)", function: "\(function)", name: name, fileExtension: "apng")
    return checkTransition(of: host, sampling: sampling, golden: golden, tolerance: tolerance, context: context, scene)
}

/// `assertTransition` with the golden's location and the context resolved.
@MainActor
func checkTransition(
    of host: TestHost, sampling: FrameSampling, golden: URL, tolerance: PixelTolerance,
    context: GoldenContext, _ scene: (TestHost) -> Void
) -> Bool {
    scene(host)
    let frames: [SampledFrame]
    do {
        frames = try host.sampleFrames(sampling)
    } catch {
        context.fail("Cannot sample \(sampling) for \(golden.lastPathComponent): \(error)", golden: golden)
        return false
    }
    // The frames are compared as bitmaps; they are encoded only to be written (a recording, or
    // the actual animation beside a failure), once.
    var encoded: Data??
    let actual = { () -> Data? in
        if let encoded { return encoded }
        do {
            encoded = .some(try AnimationGolden.encode(frames, frameDuration: host.frameDuration, sampling: sampling))
        } catch {
            context.fail("Cannot encode the sampled frames of \(golden.lastPathComponent): \(error)", golden: golden)
            encoded = .some(nil)
        }
        return encoded ?? nil
    }
    let checker = GoldenChecker(context: context, golden: golden)
    return checker.check(actual: actual) { expectedData in
        AnimationGolden.compare(
            expected: expectedData, actual: frames, actualData: actual, tolerance: tolerance,
            artifacts: checker.artifacts, golden: golden)
    }
}

/// Encoding and comparing animation goldens.
enum AnimationGolden {
    /// Eight rows at most in a diff strip.
    static let maximumDiffRows = 8

    static func encode(_ frames: [SampledFrame], frameDuration: TimeInterval, sampling: FrameSampling) throws -> Data {
        let first = frames[0].bitmap
        var encoder = try APNGEncoder(width: first.width, height: first.height, mergesIdenticalFrames: false)
        encoder.textMetadata = [
            AnimationGoldenText.frames: frames.map(\.label).joined(separator: "\n"),
            AnimationGoldenText.sampling: sampling.description
        ]
        for (i, frame) in frames.enumerated() {
            let delay = i + 1 < frames.count ? frames[i + 1].time - frame.time : frameDuration
            try encoder.addFrame(frame.bitmap, delay: max(delay, frameDuration))
        }
        return try encoder.finish()
    }

    /// `nil` when the frames match, else the failure's message (artefacts written, and the
    /// failure added to the artefacts folder's `GoldenReport`).
    @MainActor
    static func compare(
        expected data: Data, actual frames: [SampledFrame], actualData: () -> Data?,
        tolerance: PixelTolerance, artifacts: GoldenArtifacts, golden url: URL
    ) -> String? {
        let golden: APNGAnimation
        do {
            golden = try APNGAnimation(data: data)
        } catch {
            let written = actualData().map { artifacts.write($0, suffix: "actual.apng") } ?? "(not encoded)"
            return "the golden cannot be read (\(error)).\nActual: \(written)"
        }
        let goldenLabels = golden.text[AnimationGoldenText.frames]?.split(separator: "\n").map(String.init) ?? []
        var failing: [(index: Int, comparison: FrameComparison)] = []
        for (i, frame) in frames.enumerated() where i < golden.frames.count {
            let comparison = FrameComparison(expected: golden.frames[i], actual: frame.bitmap, tolerance: tolerance)
            if !comparison.matches { failing.append((i, comparison)) }
        }
        let countsDiffer = golden.frames.count != frames.count
        guard countsDiffer || !failing.isEmpty else { return nil }
        var lines: [String] = []
        if countsDiffer {
            lines.append("the golden has \(golden.frames.count) frames; the sampling gave \(frames.count).")
        }
        if let first = failing.first {
            lines.append(
                firstFailure(
                    first, of: failing.count, golden: golden, goldenLabels: goldenLabels, frames: frames,
                    tolerance: tolerance))
        } else if frames.count > golden.frames.count {
            lines.append(
                "The first frame without a golden is frame \(golden.frames.count) (\(frames[golden.frames.count].label)).")
        }
        let actualPath = actualData().map { artifacts.write($0, suffix: "actual.apng") } ?? "(not encoded)"
        lines.append("Actual: \(actualPath)")
        var diffPath: String?
        if !failing.isEmpty {
            let pairs = failing.prefix(maximumDiffRows).map { (golden.frames[$0.index], frames[$0.index].bitmap) }
            let strip = FrameComparison.diffStrip(pairs.map { (expected: $0.0, actual: $0.1) }, tolerance: tolerance)
            if let png = strip.pngData() {
                diffPath = artifacts.write(png, suffix: "diff.png")
                lines.append(
                    "Diff (expected | actual | difference, frames \(failing.prefix(maximumDiffRows).map { String($0.index) }.joined(separator: ", "))): "
                        + (diffPath ?? ""))
            }
        }
        let entry = GoldenReport.Entry(
            test: artifacts.directory.lastPathComponent, golden: url, actual: actualPath, diff: diffPath,
            message: lines.joined(separator: "\n"))
        if let report = GoldenReport.add(entry, in: artifacts.directory.deletingLastPathComponent()) {
            lines.append("Report of the failed goldens (expected, actual, difference): \(report)")
        }
        return lines.joined(separator: "\n")
    }

    /// The message line for the first failing frame: its index and label, and how it differs.
    private static func firstFailure(
        _ first: (index: Int, comparison: FrameComparison), of count: Int, golden: APNGAnimation, goldenLabels: [String],
        frames: [SampledFrame], tolerance: PixelTolerance
    ) -> String {
        let frame = frames[first.index]
        var line =
            "\(count) of \(min(frames.count, golden.frames.count)) compared frames differ "
            + "(tolerance: \(tolerance)); the first is frame \(first.index) (\(frame.label)): "
        if golden.frames[first.index].width != frame.bitmap.width || golden.frames[first.index].height != frame.bitmap.height {
            line +=
                "the golden is \(golden.frames[first.index].width)×\(golden.frames[first.index].height) px, "
                + "the frame \(frame.bitmap.width)×\(frame.bitmap.height) px."
        } else {
            line += "\(first.comparison.differingPixels) pixels differ, by up to \(first.comparison.largestDifference)."
        }
        if first.index < goldenLabels.count && goldenLabels[first.index] != frame.label {
            line += " (The golden's frame \(first.index) was taken at \(goldenLabels[first.index]).)"
        }
        return line
    }
}
