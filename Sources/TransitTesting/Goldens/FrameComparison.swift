import Foundation

/// How one actual frame compares with its golden, under a `PixelTolerance`: what
/// `assertTransition` and the snapshot strategies of TransitSnapshotTesting check.
public struct FrameComparison: Sendable, Equatable {
    /// Pixels whose channels differ by more than the tolerance's `channel` (every pixel of the
    /// larger frame when the sizes differ).
    public var differingPixels: Int
    /// The largest channel difference anywhere (255 when the sizes differ).
    public var largestDifference: Int
    /// Whether the frame matches under the tolerance.
    public var matches: Bool

    /// Compares `actual` with `expected` pixel by pixel on premultiplied RGBA8 bytes.
    public init(expected: Bitmap, actual: Bitmap, tolerance: PixelTolerance = .exact) {
        guard expected.width == actual.width, expected.height == actual.height else {
            differingPixels = max(expected.width * expected.height, actual.width * actual.height)
            largestDifference = 255
            matches = false
            return
        }
        // Most frames equal their goldens: one comparison of the bytes settles those.
        let identical = expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in
                e.count == a.count && (e.isEmpty || memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0)
            }
        }
        if identical {
            differingPixels = 0
            largestDifference = 0
            matches = true
            return
        }
        var differing = 0, largest = 0
        let limit = Int(tolerance.channel)
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                var i = 0
                while i < e.count {
                    var worst = 0
                    for k in i..<(i + 4) { worst = max(worst, abs(Int(e[k]) - Int(a[k]))) }
                    if worst > limit { differing += 1 }
                    largest = max(largest, worst)
                    i += 4
                }
            }
        }
        differingPixels = differing
        largestDifference = largest
        let allowed = Int((tolerance.pixels * Double(expected.width * expected.height)).rounded(.down))
        matches = differing <= allowed
    }

    /// A strip of rows, one per frame pair: expected | actual | difference, 4-pixel grey gutters.
    /// In the difference, pixels over the channel tolerance are red, pixels within it but not
    /// equal are yellow, equal pixels are the expected pixel faded to a quarter over white.
    /// Rows are as wide as the widest frame; missing pixels of a smaller frame are magenta.
    public static func diffStrip(_ pairs: [(expected: Bitmap, actual: Bitmap)], tolerance: PixelTolerance = .exact) -> Bitmap {
        let gutter = 4
        let cellWidth = pairs.map { max($0.expected.width, $0.actual.width) }.max() ?? 1
        let cellHeight = pairs.map { max($0.expected.height, $0.actual.height) }.max() ?? 1
        let width = 3 * cellWidth + 4 * gutter
        let height = pairs.count * (cellHeight + gutter) + gutter
        var strip = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { strip[x, y] = (128, 128, 128, 255) } }
        for (row, pair) in pairs.enumerated() {
            let top = gutter + row * (cellHeight + gutter)
            for (column, bitmap) in [pair.expected, pair.actual].enumerated() {
                let left = gutter + column * (cellWidth + gutter)
                for y in 0..<cellHeight {
                    for x in 0..<cellWidth {
                        strip[left + x, top + y] =
                            x < bitmap.width && y < bitmap.height
                            ? bitmap[x, y] : (255, 0, 255, 255)
                    }
                }
            }
            let left = gutter + 2 * (cellWidth + gutter)
            for y in 0..<cellHeight {
                for x in 0..<cellWidth {
                    strip[left + x, top + y] = differencePixel(pair.expected, pair.actual, x, y, tolerance)
                }
            }
        }
        return strip
    }

    private static func differencePixel(
        _ e: Bitmap, _ a: Bitmap, _ x: Int, _ y: Int,
        _ tolerance: PixelTolerance
    ) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x < e.width, y < e.height, x < a.width, y < a.height else { return (255, 0, 0, 255) }
        let p = e[x, y], q = a[x, y]
        let worst = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
        if worst > Int(tolerance.channel) { return (255, 0, 0, 255) }
        if worst > 0 { return (255, 220, 0, 255) }
        // Premultiplied over white, faded to a quarter: 255 − (255 − c_over_white) / 4.
        func faded(_ c: UInt8) -> UInt8 {
            let overWhite = Int(c) + (255 - Int(p.a))
            return UInt8(255 - (255 - overWhite) / 4)
        }
        return (faded(p.r), faded(p.g), faded(p.b), 255)
    }
}
