import Foundation
import Testing
@testable import TransitRender
import TransitGraphics
import TransitTestingReporting

/// A clip mask made for a layer's bounds (`RenderContext.clipped`) records, row by row, the
/// columns where it is whole (`Mask.wholeColumns(row:orIn:)`), and shapes are composited there
/// without it.
///
/// Oracles: the mask's own bytes, read here value by value — a convex clip (a rectangle turned
/// about z, or about y in perspective, with or without rounded corners) is whole on one run of
/// columns per row, and one inside another where both are (`Pixel.mul8(a, b)` is 255 only when
/// both are), so the recorded run must be exactly the row's 255s; and Porter and Duff's over
/// with the mask's weight, `over(scale(c, mul8(coverage, v)), d)` per pixel (d where the weight
/// is 0), worked out here from the shape's swept coverage and the mask's values, which the
/// composited bytes must equal wherever the mask was left out.
@Suite struct WholeColumnsTests {
    static let all = IntRect(minX: 0, minY: 0, maxX: 200, maxY: 160)

    /// A deterministic generator (a 64-bit linear congruential generator, Knuth's MMIX constants).
    struct Seeded {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(UInt64(1) << 53)
        }
        mutating func next(_ a: Double, _ b: Double) -> Double { a + (b - a) * next() }
    }

    /// A layer clipping to its bounds at a fractional frame, turned by a seeded transform: about
    /// z, or about y in perspective; rounded or not.
    static func layer(_ g: inout Seeded) -> RenderNode {
        var node = RenderNode(
            frame: CGRect(x: g.next(5, 40), y: g.next(5, 30), width: g.next(20, 50), height: g.next(20, 45)))
        node.masksToBounds = true
        node.cornerRadius = g.next() < 0.5 ? 0 : CGFloat(g.next(1, 8))
        if g.next() < 0.5 {
            node.transform = Transform3D(rotationAngle: CGFloat(g.next(-1.2, 1.2)), x: 0, y: 0, z: 1)
        } else {
            var eye = Transform3D.identity
            eye.m34 = -1 / 150
            node.transform = Transform3D(rotationAngle: CGFloat(g.next(-1.2, 1.2)), x: 0, y: 1, z: 0).concatenating(eye)
        }
        return node
    }

    /// The clip `clipped` makes for `node` at scale 2 in the frame, inside `parent` when given.
    static func clip(_ node: RenderNode, in parent: (ClipState, Transform3D)? = nil) -> (ClipState, Transform3D) {
        let context = RenderContext(textCache: .shared, glyphMasks: nil)
        let m = node.localToParent.flattened.concatenating(parent?.1 ?? Transform3D(scaleX: 2, y: 2))
        let outer = parent?.0 ?? ClipState(rect: all, mask: nil)
        return (context.clipped(outer, to: node, m, segments: context.cornerSegments(node, m)), m)
    }

    /// Seeded clips, half of them inside another.
    static func clips(seed: UInt64, count: Int) -> [ClipState] {
        var g = Seeded(state: seed)
        return (0..<count).map { _ in
            let outer = clip(layer(&g))
            return g.next() < 0.5 ? outer.0 : clip(layer(&g), in: outer).0
        }
    }

    @Test func theRecordedColumnsAreExactlyEachRowsWholeValues() throws {
        var rowsWithRuns = 0
        for clip in Self.clips(seed: 0x5EED, count: 60) where !clip.rect.isEmpty {
            let mask = try unwrap(clip.mask, "a turned clip needs a mask")
            for y in clip.rect.minY..<clip.rect.maxY {
                let row = mask.row(y)
                let whole = (clip.rect.minX..<clip.rect.maxX).filter { row[$0] == 255 }
                let run = mask.wholeColumns(row: y, orIn: .empty)
                if !run.isEmpty { rowsWithRuns += 1 }
                expectEqual(Array(run), whole, "row \(y) of the clip at \(clip.rect)")
            }
        }
        expect(rowsWithRuns > 1000, "\(rowsWithRuns) rows with whole columns")
    }

    /// A clip inside another whose bounds hold all of the outer one takes the outer mask as it is
    /// (`RenderContext.clipped`); either way it reads as the product of both coverages.
    @Test func aClipHoldingItsParentReadsAsTheProductOfBothCoverages() throws {
        var g = Seeded(state: 0xFEED)
        var held = 0, wrong = 0
        for _ in 0..<40 {
            let (parent, pm) = Self.clip(Self.layer(&g))
            guard !parent.rect.isEmpty else { continue }
            // A larger turned layer about the outer one, holding it or not.
            var node = RenderNode(
                frame: CGRect(x: g.next(-60, 0), y: g.next(-60, 0), width: g.next(40, 160), height: g.next(40, 160)))
            node.masksToBounds = true
            node.transform = Transform3D(rotationAngle: CGFloat(g.next(-0.5, 0.5)), x: 0, y: 0, z: 1)
            let (clip, m) = Self.clip(node, in: (parent, pm))
            guard !clip.rect.isEmpty else { continue }
            if clip.mask === parent.mask { held += 1 }
            let rasterizer = Rasterizer()
            rasterizer.reset(clip: clip.rect)
            rasterizer.addPolygon(Polygon.project(RenderContext.corners(node.bounds), m))
            var coverage = [UInt32](repeating: 0, count: Self.all.width * Self.all.height)
            rasterizer.sweep { y, spans in
                for s in spans {
                    for x in Int(s.x)..<Int(s.x + s.length) { coverage[y * Self.all.width + x] = UInt32(s.coverage) }
                }
            }
            let outer = try unwrap(parent.mask)
            for y in clip.rect.minY..<clip.rect.maxY {
                for x in clip.rect.minX..<clip.rect.maxX {
                    let expected = Pixel.mul8(coverage[y * Self.all.width + x], UInt32(outer.row(y)[x]))
                    if UInt32(clip.mask?.row(y)[x] ?? 255) != expected { wrong += 1 }
                }
            }
        }
        expect(held > 0 && held < 40, "\(held) of 40 clips held their parent")
        expectEqual(wrong, 0)
    }

    /// A seeded quadrilateral over the frame.
    static func quad(_ g: inout Seeded) -> [DevicePoint] {
        let cx = g.next(40, 160), cy = g.next(30, 130)
        return (0..<4).map { k in
            let a = Double(k) * .pi / 2 + g.next(-0.4, 0.4), r = g.next(30, 90)
            return DevicePoint(x: cx + r * cos(a), y: cy + r * sin(a))
        }
    }

    @Test func solidShapesThroughTheMaskAreTheMaskWeightedOver() throws {
        var g = Seeded(state: 0xC0FFEE)
        var wrong = 0, pixels = 0
        for clip in Self.clips(seed: 0xBEEF, count: 40) where !clip.rect.isEmpty {
            let mask = try unwrap(clip.mask)
            let rasterizer = Rasterizer()
            rasterizer.reset(clip: clip.rect)
            rasterizer.addPolygon(Self.quad(&g))
            guard let shape = rasterizer.makeShape() else { continue }
            let alpha = g.next() < 0.3 ? 255 : UInt32(g.next(1, 254))
            let color = Pixel.scale(0xFF00_0000 | UInt32(g.next(0, 0xFF_FFFF)), alpha)
            let under = Pixel.scale(0xFF00_0000 | UInt32(g.next(0, 0xFF_FFFF)), UInt32(g.next(0, 255)))
            let target = Surface(bounds: Self.all, clearedTo: under)
            let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * Self.all.width)
            defer { scratch.deallocate() }
            Compositor.composite(
                DrawOp(shape: shape, paint: .solid(color), clip: clip), rows: Self.all.minY..<Self.all.maxY,
                into: target, scratch: scratch)
            var coverage = [UInt32](repeating: 0, count: Self.all.width * Self.all.height)
            shape.sweep { y, spans in
                for s in spans {
                    for x in Int(s.x)..<Int(s.x + s.length) { coverage[y * Self.all.width + x] = UInt32(s.coverage) }
                }
            }
            for y in clip.rect.minY..<clip.rect.maxY {
                for x in clip.rect.minX..<clip.rect.maxX {
                    let f = Pixel.mul8(coverage[y * Self.all.width + x], UInt32(mask.row(y)[x]))
                    let expected = f == 0 ? under : Pixel.over(Pixel.scale(color, f), under)
                    pixels += 1
                    if target.row(y)[x] != expected { wrong += 1 }
                }
            }
        }
        expect(pixels > 50_000)
        expectEqual(wrong, 0)
    }
}
