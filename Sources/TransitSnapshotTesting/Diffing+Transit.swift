import Foundation

extension Diffing where Value == Bitmap {
    /// Compares frames stored as PNG files under `tolerance` (see `PixelTolerance`; exact by
    /// default). A failure says how many pixels differ and attaches a diff strip
    /// (expected | actual | difference) as `difference.png`.
    public static func transitFrame(tolerance: PixelTolerance = .exact) -> Diffing {
        .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { (try? Bitmap(pngData: $0)) ?? Bitmap(width: 0, height: 0) }
        ) { expected, actual in
            let comparison = FrameComparison(expected: expected, actual: actual, tolerance: tolerance)
            guard !comparison.matches else { return nil }
            let strip = FrameComparison.diffStrip([(expected, actual)], tolerance: tolerance)
            let message =
                "The frame differs from the snapshot (tolerance: \(tolerance)): "
                + Self.describe(expected, actual, comparison)
            return (message, [DiffAttachment.data(strip.pngData() ?? Data(), name: "difference.png")])
        }
    }

    static func describe(_ expected: Bitmap, _ actual: Bitmap, _ comparison: FrameComparison) -> String {
        guard expected.width == actual.width, expected.height == actual.height else {
            return "the snapshot is \(expected.width)×\(expected.height) px, the frame \(actual.width)×\(actual.height) px."
        }
        return "\(comparison.differingPixels) pixels differ, by up to \(comparison.largestDifference)."
    }
}

extension Diffing where Value == [Bitmap] {
    /// Compares animations stored as APNG files (one frame per sample, identical frames kept)
    /// frame by frame under `tolerance`. A failure names the first differing frame and attaches
    /// a diff strip of the differing frames (at most eight) as `difference.png`.
    public static func transitAnimation(tolerance: PixelTolerance = .exact) -> Diffing {
        .diff(
            toData: { frames in
                guard let first = frames.first,
                    var encoder = try? APNGEncoder(width: first.width, height: first.height, mergesIdenticalFrames: false)
                else { return Data() }
                for frame in frames { try? encoder.addFrame(frame, delay: 1.0 / 60) }
                return (try? encoder.finish()) ?? Data()
            },
            fromData: { (try? APNGAnimation(data: $0).frames) ?? [] }
        ) { expected, actual in
            var failing: [Int] = []
            for (i, (e, a)) in zip(expected, actual).enumerated()
            where !FrameComparison(expected: e, actual: a, tolerance: tolerance).matches {
                failing.append(i)
            }
            guard !failing.isEmpty || expected.count != actual.count else { return nil }
            var message =
                expected.count == actual.count
                ? ""
                : "The snapshot has \(expected.count) frames; the animation \(actual.count). "
            if let first = failing.first {
                let comparison = FrameComparison(expected: expected[first], actual: actual[first], tolerance: tolerance)
                message +=
                    "\(failing.count) frames differ (tolerance: \(tolerance)); the first is frame \(first): "
                    + Diffing<Bitmap>.describe(expected[first], actual[first], comparison)
            }
            let pairs = failing.prefix(8).map { (expected: expected[$0], actual: actual[$0]) }
            let attachments =
                pairs.isEmpty
                ? []
                : [
                    DiffAttachment.data(
                        FrameComparison.diffStrip(pairs, tolerance: tolerance).pngData() ?? Data(), name: "difference.png")
                ]
            return (message, attachments)
        }
    }
}
