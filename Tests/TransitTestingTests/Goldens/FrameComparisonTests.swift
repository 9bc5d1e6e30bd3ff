import Testing
import TransitRender
import TransitTesting
import TransitTestingReporting

/// `FrameComparison` counts the pixels whose largest channel difference exceeds the tolerance and
/// matches when they are at most the tolerance's share of the frame; equal frames take the
/// shortcut of one byte comparison and must read the same as the pixel loop would.
@Suite struct FrameComparisonTests {
    /// A 4 × 2 frame of a flat colour.
    static func frame(_ value: UInt8 = 100) -> Bitmap {
        Bitmap(width: 4, height: 2, pixels: [UInt8](repeating: value, count: 32))!
    }

    @Test func equalFramesMatchWithNoDifference() {
        let comparison = FrameComparison(expected: Self.frame(), actual: Self.frame())
        expectEqual(comparison, FrameComparison(expected: Self.frame(), actual: Self.frame(), tolerance: .exact))
        expect(comparison.matches)
        expectEqual(comparison.differingPixels, 0)
        expectEqual(comparison.largestDifference, 0)
    }

    @Test func differencesAreCountedPerPixelByTheirLargestChannel() {
        var actual = Self.frame()
        actual.pixels[0] = 103  // pixel 0: red off by 3
        actual.pixels[6] = 99  // pixel 1: blue off by 1
        actual.pixels[31] = 110  // pixel 7: alpha off by 10
        let exact = FrameComparison(expected: Self.frame(), actual: actual)
        expect(!exact.matches)
        expectEqual(exact.differingPixels, 3)
        expectEqual(exact.largestDifference, 10)
        // Within 3 per channel, only pixel 7 differs: one pixel of eight is within a 1/8 share.
        let loose = FrameComparison(expected: Self.frame(), actual: actual, tolerance: PixelTolerance(channel: 3, pixels: 0.125))
        expect(loose.matches)
        expectEqual(loose.differingPixels, 1)
        expectEqual(loose.largestDifference, 10)
        let strict = FrameComparison(expected: Self.frame(), actual: actual, tolerance: PixelTolerance(channel: 3, pixels: 0.1))
        expect(!strict.matches)
        expectEqual(strict.differingPixels, 1)
    }

    @Test func framesOfDifferentSizesNeverMatch() {
        let comparison = FrameComparison(expected: Self.frame(), actual: Bitmap(width: 2, height: 2))
        expect(!comparison.matches)
        expectEqual(comparison.differingPixels, 8)
        expectEqual(comparison.largestDifference, 255)
    }
}
