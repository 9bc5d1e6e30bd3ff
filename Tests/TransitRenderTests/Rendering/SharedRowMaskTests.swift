import Foundation
import Testing
@testable import TransitRender
import TransitGraphics
import TransitTestingReporting

/// A clip mask stores rows alike once (`Mask(uninitializedBounds:sharingRows:)`,
/// `SharedRowWriter`) and reads as the exact coverage of the clip's bounds.
///
/// Oracles: a pixel's coverage is the exact area of the pixel inside the clip rectangle with its
/// edges snapped to 1/256 pixel, `⌊area × 255 + ½⌋` (worked out here from the rectangle's corners,
/// as `OcclusionTests` does); a clip inside another weights it by the outer mask's value,
/// `Pixel.mul8` (`x·y/255` rounded). An axis-aligned rectangle's coverage in a row is the
/// product of its column and row overlaps, so every row it covers wholly holds the same bytes:
/// a rectangle's mask has at most three distinct rows (the partial top, the inner rows, the
/// partial bottom), and so has one inside another whose partial rows it does not share.
@Suite struct SharedRowMaskTests {
    /// The clip `clipped` makes for a layer at `frame` (points, at scale 2) with `masksToBounds`,
    /// inside `parent` (the whole 240 × 180 frame when nil).
    static func clip(_ frame: CGRect, in parent: (ClipState, RenderNode)? = nil) -> (ClipState, RenderNode) {
        var node = RenderNode(frame: frame)
        node.masksToBounds = true
        let context = RenderContext(textCache: .shared, glyphMasks: nil)
        let all = IntRect(minX: 0, minY: 0, maxX: 240, maxY: 180)
        var m = node.localToParent.flattened.concatenating(Transform3D(scaleX: 2, y: 2))
        if let (_, outer) = parent {
            m = node.localToParent.concatenating(outer.sublayerMapping).flattened
                .concatenating(outer.localToParent.flattened).concatenating(Transform3D(scaleX: 2, y: 2))
        }
        return (context.clipped(parent?.0 ?? ClipState(rect: all, mask: nil), to: node, m, segments: 0), node)
    }

    /// The exact coverage of device pixel (x, y) by `rect` (points, at scale 2).
    static func coverage(_ rect: CGRect, _ x: Int, _ y: Int) -> UInt32 {
        func snapped(_ v: CGFloat) -> Double { (Double(v) * 2 * 256).rounded() / 256 }
        func overlap(_ i: Int, _ a: Double, _ b: Double) -> Double { max(0, min(Double(i + 1), b) - max(Double(i), a)) }
        let area = overlap(x, snapped(rect.minX), snapped(rect.maxX)) * overlap(y, snapped(rect.minY), snapped(rect.maxY))
        return UInt32((area * 255 + 0.5).rounded(.down))
    }

    /// The mask's values that differ from `expected`, and how many distinct row addresses it has.
    static func check(_ clip: ClipState, _ expected: (Int, Int) -> UInt32) throws -> (wrong: Int, rows: Int) {
        let mask = try unwrap(clip.mask, "a fractional clip needs a mask")
        var wrong = 0
        var rows = Set<UnsafeMutablePointer<UInt8>>()
        for y in clip.rect.minY..<clip.rect.maxY {
            rows.insert(mask.row(y))
            for x in clip.rect.minX..<clip.rect.maxX where UInt32(mask.row(y)[x]) != expected(x, y) { wrong += 1 }
        }
        return (wrong, rows.count)
    }

    @Test func aRectangularClipIsItsExactCoverageInThreeRowsOfMemory() throws {
        let frame = CGRect(x: 10.3, y: 20.6, width: 60.3, height: 40.2)
        let (clip, _) = Self.clip(frame)
        expectEqual(clip.rect, IntRect(minX: 20, minY: 41, maxX: 142, maxY: 122))
        let (wrong, rows) = try Self.check(clip) { Self.coverage(frame, $0, $1) }
        expectEqual(wrong, 0)
        expectEqual(rows, 3, "the partial top row, the inner rows, the partial bottom row")
    }

    @Test func aClipInsideAnotherIsTheProductOfBothInFewRows() throws {
        let outerFrame = CGRect(x: 10.3, y: 20.6, width: 60.3, height: 40.2)
        let outer = Self.clip(outerFrame)
        // Inside the outer layer's coordinates: it crosses the outer clip's right and bottom edges.
        let innerFrame = CGRect(x: 20.45, y: 5.2, width: 70, height: 50.3)
        let (clip, _) = Self.clip(innerFrame, in: outer)
        let placed = innerFrame.offsetBy(dx: outerFrame.minX, dy: outerFrame.minY)
        let (wrong, rows) = try Self.check(clip) { x, y in
            Pixel.mul8(Self.coverage(placed, x, y), Self.coverage(outerFrame, x, y))
        }
        expectEqual(wrong, 0)
        expectEqual(rows, 3, "the inner clip's partial top row, the inner rows, the outer clip's partial bottom row")
    }

    @Test func aRoundedClipKeepsItsRowsApartWhereTheyDiffer() throws {
        var node = RenderNode(frame: CGRect(x: 10.3, y: 20.6, width: 60.3, height: 40.2))
        node.masksToBounds = true
        node.cornerRadius = 9
        let context = RenderContext(textCache: .shared, glyphMasks: nil)
        let m = node.localToParent.flattened.concatenating(Transform3D(scaleX: 2, y: 2))
        let all = IntRect(minX: 0, minY: 0, maxX: 240, maxY: 180)
        let clip = context.clipped(ClipState(rect: all, mask: nil), to: node, m, segments: context.cornerSegments(node, m))
        let mask = try unwrap(clip.mask)
        // The same clip written row by row into a plain mask, from the same sweep.
        let plain = Mask(uninitializedBounds: clip.rect)
        let rasterizer = Rasterizer()
        rasterizer.reset(clip: clip.rect)
        rasterizer.addPolygon(
            Polygon.project(
                Shapes.roundedRect(
                    node.bounds, radius: node.cornerRadius, segments: context.cornerSegments(node, m),
                    corners: node.maskedCorners), m))
        var next = clip.rect.minY
        rasterizer.sweep { y, spans in
            plain.write(row: y, spans: spans, next: &next) { row, span in
                (row + Int(span.x)).initialize(repeating: span.coverage, count: Int(span.length))
            }
        }
        plain.clear(rowsFrom: next)
        var wrong = 0, rows = Set<UnsafeMutablePointer<UInt8>>()
        for y in clip.rect.minY..<clip.rect.maxY {
            rows.insert(mask.row(y))
            for x in clip.rect.minX..<clip.rect.maxX where mask.row(y)[x] != plain.row(y)[x] { wrong += 1 }
        }
        expectEqual(wrong, 0)
        // 18 device pixels of rounding at the top and the bottom: those rows differ.
        expect(rows.count > 30 && rows.count < clip.rect.height, "\(rows.count) distinct rows of \(clip.rect.height)")
        let inner = mask.row(clip.rect.minY + clip.rect.height / 2)
        for x in clip.rect.minX..<clip.rect.maxX where x > clip.rect.minX && x < clip.rect.maxX - 1 {
            if inner[x] != 255 { wrong += 1 }
        }
        expectEqual(wrong, 0, "an inner row is whole between its rims")
    }
}
