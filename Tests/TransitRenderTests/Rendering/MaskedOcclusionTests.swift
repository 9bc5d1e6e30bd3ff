import Foundation
import Testing
@testable import TransitRender
import TransitGraphics
import TransitTestingReporting

/// Opaque shapes under a clip mask (a layer's rounded bounds at fractional device positions,
/// clipped by `masksToBounds`) cover what lies below them where the mask is whole
/// (`ClipState.whole`), and are composited there without the mask.
///
/// Oracles: a clip mask weights a shape's coverage by its value v (0…255); an opaque colour c at
/// full coverage through the mask over a pixel d gives `over(scale(c, v), d)` (Porter and Duff's
/// over), which is c where v is 255 and d where v is 0. The frame is checked pixel by pixel
/// against the frame without the clipped layer through that formula, with v read from the clip's
/// mask, so a shape left out where the mask is not whole shows as a wrong pixel.
@Suite struct MaskedOcclusionTests {
    static let size = CGSize(width: 120, height: 90)
    static let red: UInt32 = 0xFF00_00FF

    /// A layer at a fractional position with rounded corners that clips an opaque red child
    /// larger than itself.
    static func container(_ frame: CGRect, radius: CGFloat) -> RenderNode {
        var node = RenderNode(frame: frame)
        node.masksToBounds = true
        node.cornerRadius = radius
        node.children = [RenderTestSupport.box(CGRect(x: -5, y: -5, width: frame.width + 10, height: frame.height + 10), .red)]
        return node
    }

    @Test func anOpaqueLayerThroughAClipMaskCoversWhatIsBelowOnlyWhereTheMaskIsWhole() throws {
        let lower = OcclusionTests.lowerLayers()
        let below = Renderer().render(RenderTestSupport.tree(lower, size: Self.size, scale: 2, background: .white))
        let node = Self.container(CGRect(x: 10.3, y: 20.6, width: 60.3, height: 40.2), radius: 7)
        let tree = RenderTestSupport.tree(lower + [node], size: Self.size, scale: 2, background: .white)
        let frame = Renderer().render(tree)
        // The clip as the renderer makes it for the layer.
        let m = node.localToParent.concatenating(tree.root.sublayerMapping).flattened
            .concatenating(Renderer.rootToDevice(tree, scale: 2))
        let context = RenderContext(textCache: .shared, glyphMasks: nil)
        let all = IntRect(minX: 0, minY: 0, maxX: frame.width, maxY: frame.height)
        let clip = context.clipped(ClipState(rect: all, mask: nil), to: node, m, segments: context.cornerSegments(node, m))
        let mask = try unwrap(clip.mask, "a fractional rounded clip needs a mask")
        expectEqual(clip.whole, RenderContext.opaqueInterior(of: node, m).intersection(clip.rect))
        expect(!clip.whole.isEmpty)
        var wrong = 0, notWhole = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let inside = x >= clip.rect.minX && x < clip.rect.maxX && y >= clip.rect.minY && y < clip.rect.maxY
                let v = inside ? UInt32(mask.row(y)[x]) : 0
                let inWhole = x >= clip.whole.minX && x < clip.whole.maxX && y >= clip.whole.minY && y < clip.whole.maxY
                if inWhole && v != 255 { notWhole += 1 }
                let under = OcclusionTests.word(below, x, y)
                let expected = v == 0 ? under : Pixel.over(Pixel.scale(Self.red, v), under)
                if OcclusionTests.word(frame, x, y) != expected { wrong += 1 }
            }
        }
        expectEqual(notWhole, 0, "the mask is 255 wherever the clip says it is whole")
        expectEqual(wrong, 0)
    }

    /// A clip inside another is whole only where both masks are.
    @Test func aNestedClipIsWholeOnlyWhereBothMasksAre() throws {
        let outer = Self.container(CGRect(x: 10.3, y: 20.6, width: 60.3, height: 40.2), radius: 7)
        let inner = Self.container(CGRect(x: 20.45, y: 5.2, width: 70, height: 20.3), radius: 3)
        let context = RenderContext(textCache: .shared, glyphMasks: nil)
        let scale = Transform3D(scaleX: 2, y: 2)
        let m = outer.localToParent.flattened.concatenating(scale)
        let cm = inner.localToParent.concatenating(outer.sublayerMapping).flattened.concatenating(m)
        let all = IntRect(minX: 0, minY: 0, maxX: 240, maxY: 180)
        let first = context.clipped(ClipState(rect: all, mask: nil), to: outer, m, segments: context.cornerSegments(outer, m))
        let second = context.clipped(first, to: inner, cm, segments: context.cornerSegments(inner, cm))
        let mask = try unwrap(second.mask)
        let whole = second.whole
        expect(!whole.isEmpty)
        expectEqual(whole, first.whole.intersection(RenderContext.opaqueInterior(of: inner, cm)).intersection(second.rect))
        var notWhole = 0
        for y in whole.minY..<whole.maxY {
            for x in whole.minX..<whole.maxX where mask.row(y)[x] != 255 { notWhole += 1 }
        }
        expectEqual(notWhole, 0)
    }
}
