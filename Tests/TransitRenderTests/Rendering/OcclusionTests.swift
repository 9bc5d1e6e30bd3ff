import Foundation
import Testing
@testable import TransitRender
import TransitGraphics
import TransitTestingReporting

/// Shapes under an opaque rectangle are left out where it covers them (`Occluders`).
///
/// Oracles: source over with an opaque colour at full coverage gives that colour whatever lies
/// below (Porter and Duff's `over`: αs = 1 leaves no share to the destination), and pixels the
/// rectangle does not reach keep what was below. A rim pixel's coverage is the exact area of the
/// pixel inside the rectangle with its edges snapped to 1/256 pixel, worked out here from the
/// rectangle's corners; the pixel is that coverage of the colour over what was below. So a frame
/// with the rectangle on top is checked pixel by pixel against the frame without it, over layers
/// whose paint is sampled from a span's start (a rotated gradient, a scaled image), whose spans
/// the rectangle splits.
@Suite struct OcclusionTests {
    static let size = CGSize(width: 120, height: 90)

    /// Layers of every kind of paint under where the rectangle goes.
    static func lowerLayers() -> [RenderNode] {
        var gradient = RenderNode(frame: CGRect(x: -10, y: 5, width: 140, height: 70))
        gradient.content = .gradient(
            RenderNode.GradientContent(
                colors: [.red, Color(red: 0, green: 0.4, blue: 1, alpha: 0.7), .green],
                startPoint: CGPoint(x: 0, y: 0.2), endPoint: CGPoint(x: 1, y: 0.9)))
        gradient.transform = Transform3D(rotationAngle: 0.13, x: 0, y: 0, z: 1)
        var pixels: [UInt8] = []
        var seed: UInt32 = 11
        for _ in 0..<(7 * 5) {
            seed = seed &* 1664525 &+ 1013904223
            pixels += [UInt8(seed >> 24), UInt8((seed >> 16) & 0xff), UInt8((seed >> 8) & 0xff), 255]
        }
        var image = RenderNode(frame: CGRect(x: 3.4, y: 12.2, width: 111.3, height: 60.7))
        image.content = .image(Image(pixelWidth: 7, pixelHeight: 5, pixels: pixels)!, gravity: .resize)
        let card = RenderTestSupport.box(
            CGRect(x: 8.5, y: 30.25, width: 100, height: 20), Color(red: 1, green: 1, blue: 0, alpha: 0.6), radius: 6)
        return [gradient, image, card]
    }

    /// The rectangle on top, in points (device pixels at scale 2: x 20.6…101.2, y 41.2…101.6).
    static let cover = CGRect(x: 10.3, y: 20.6, width: 40.3, height: 30.2)
    static let red: UInt32 = 0xFF00_00FF

    @Test func anOpaqueRectangleReplacesWhatIsBelowItAndNothingElse() {
        let below = Renderer().render(RenderTestSupport.tree(Self.lowerLayers(), size: Self.size, scale: 2, background: .white))
        let top = RenderTestSupport.box(Self.cover, .red)
        let frame = Renderer().render(
            RenderTestSupport.tree(Self.lowerLayers() + [top], size: Self.size, scale: 2, background: .white))
        func snapped(_ v: CGFloat) -> Double { (Double(v) * 2 * 256).rounded() / 256 }
        let x0 = snapped(Self.cover.minX), x1 = snapped(Self.cover.maxX)
        let y0 = snapped(Self.cover.minY), y1 = snapped(Self.cover.maxY)
        func overlap(_ i: Int, _ a: Double, _ b: Double) -> Double { max(0, min(Double(i + 1), b) - max(Double(i), a)) }
        var wrong = 0, inside = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let area = overlap(x, x0, x1) * overlap(y, y0, y1)
                let coverage = UInt32((area * 255 + 0.5).rounded(.down))
                let under = Self.word(below, x, y)
                let expected = coverage == 0 ? under : Pixel.over(Pixel.scale(Self.red, coverage), under)
                if coverage == 255 { inside += 1 }
                if Self.word(frame, x, y) != expected { wrong += 1 }
            }
        }
        // The interior: columns 21…100, rows 42…100.
        expectEqual(inside, 80 * 59)
        expectEqual(wrong, 0)
    }

    /// The pixels wholly inside a layer's rounded bounds, worked out by hand: the larger of the
    /// two crossing bands the corners leave whole, snapped as the scan converter snaps edges.
    @Test func opaqueInteriorIsTheLargerWholeBand() {
        var node = RenderNode(frame: CGRect(x: 0, y: 0, width: 40.3, height: 30.2))
        let m = Transform3D(scaleX: 2, y: 2).concatenating(Transform3D(translationX: 5.3, y: 7.6))
        // x 5.3…85.9, y 7.6…68.
        expectEqual(RenderContext.opaqueInterior(of: node, m), IntRect(minX: 6, minY: 8, maxX: 85, maxY: 68))
        node.cornerRadius = 5
        // Wide band: x 6…85 by y 17.6…58 (79 × 40); tall band: x 15.3…75.9 by y 8…68 (59 × 60).
        expectEqual(RenderContext.opaqueInterior(of: node, m), IntRect(minX: 16, minY: 8, maxX: 75, maxY: 68))
        node.cornerRadius = 1
        // Wide band: 79 × 56 (y 9.6…66); tall band: x 7.3…83.9 by y 8…68 (75 × 60).
        expectEqual(RenderContext.opaqueInterior(of: node, m), IntRect(minX: 8, minY: 8, maxX: 83, maxY: 68))
        var upright = RenderNode(frame: CGRect(x: 0, y: 0, width: 20, height: 50))
        upright.cornerRadius = 2
        // Wide band: x 5.3…45.3 by y 11.6…103.6 (39 × 91); tall band: x 9.3…41.3 by y 7.6…107.6 (31 × 99).
        expectEqual(RenderContext.opaqueInterior(of: upright, m), IntRect(minX: 6, minY: 12, maxX: 45, maxY: 103))
        let turned = Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1).concatenating(m)
        expectEqual(RenderContext.opaqueInterior(of: node, turned), .empty)
        var projective = m
        projective.m14 = 0.001
        expectEqual(RenderContext.opaqueInterior(of: node, projective), .empty)
    }

    /// The uncovered runs of a row, worked out by hand for overlapping and disjoint rectangles.
    @Test func visibleRunsSkipEveryRectangleOnTheRow() {
        let rects = [
            IntRect(minX: 10, minY: 0, maxX: 20, maxY: 4), IntRect(minX: 15, minY: 2, maxX: 30, maxY: 6),
            IntRect(minX: 40, minY: 0, maxX: 50, maxY: 6)
        ]
        let occluders = Occluders(rects[...], reaching: IntRect(minX: 0, minY: 0, maxX: 60, maxY: 6))
        func runs(_ y: Int, _ a: Int, _ b: Int) -> [[Int]] {
            var out: [[Int]] = []
            occluders.forEachVisible(y: y, a, b) { out.append([$0, $1]) }
            return out
        }
        expectEqual(runs(0, 0, 60), [[0, 10], [20, 40], [50, 60]])
        expectEqual(runs(3, 0, 60), [[0, 10], [30, 40], [50, 60]])
        expectEqual(runs(5, 12, 45), [[12, 15], [30, 40]])
        expectEqual(runs(1, 12, 18), [])
        expectEqual(runs(7, 12, 18), [[12, 18]])
        expectEqual(occluders.visibleEnd(y: 1, 5, 48), 40)
        expect(occluders.covers(IntRect(minX: 41, minY: 1, maxX: 49, maxY: 5)))
        expect(!occluders.covers(IntRect(minX: 12, minY: 1, maxX: 25, maxY: 3)))
    }

    static func word(_ b: Bitmap, _ x: Int, _ y: Int) -> UInt32 {
        let i = (y * b.width + x) * 4
        return UInt32(b.pixels[i]) | UInt32(b.pixels[i + 1]) << 8 | UInt32(b.pixels[i + 2]) << 16 | UInt32(b.pixels[i + 3]) << 24
    }
}
