import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

@Suite("Renderer geometry oracles")
struct GeometryOracleTests {
    @Test(
        "An axis-aligned rectangle's coverage equals its exact area at fractional positions",
        arguments: [(0.0, 0.0), (0.25, 0.5), (0.37, 0.81), (0.5, 0.125), (0.9, 0.1)])
    func rectangleArea(dx: Double, dy: Double) {
        let frame = CGRect(x: 10 + dx, y: 7 + dy, width: 23.3, height: 17.6)
        let bitmap = Renderer().render(RenderTestSupport.tree([RenderTestSupport.box(frame, .white)]))
        RenderTestSupport.dump(bitmap, "rect-\(dx)-\(dy)")
        // Error sources: vertices snap to 1/256 px (area error ≤ perimeter/256/2 … use the full
        // perimeter/256), and each partly covered pixel rounds to 1/255 (≤ 0.5/255 per edge pixel).
        let perimeter = 2 * (frame.width + frame.height)
        let tolerance = Double(perimeter) / 256 + Double(perimeter + 4) * 0.5 / 255
        expectLessThanOrEqual(abs(RenderTestSupport.totalAlpha(bitmap) - Double(frame.width * frame.height)), tolerance)
        // Interior pixels are fully covered, pixels clear of the edges are empty.
        expectEqual(bitmap[20, 15].a, 255)
        expect(bitmap[8, 15].a == 0 && bitmap[40, 15].a == 0 && bitmap[20, 5].a == 0 && bitmap[20, 27].a == 0)
    }

    @Test("A rotated square's total coverage equals its area within 0.5 %", arguments: [0.1, 0.5, 0.785398, 1.2])
    func rotatedSquare(angle: Double) {
        var node = RenderTestSupport.box(CGRect(x: 12, y: 12, width: 40, height: 40), .white)
        node.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        let bitmap = Renderer().render(RenderTestSupport.tree([node]))
        let area = RenderTestSupport.totalAlpha(bitmap)
        expectLessThan(abs(area - 1600) / 1600, 0.005, "coverage \(area)")
    }

    @Test("A rounded rectangle covers w·h − (4 − π)·r² within 0.5 %")
    func roundedRectArea() {
        let r: CGFloat = 12
        let bitmap = Renderer().render(
            RenderTestSupport.tree(
                [RenderTestSupport.box(CGRect(x: 5.5, y: 4.25, width: 50, height: 40), .white, radius: r)]))
        let exact = 50.0 * 40 - (4 - Double.pi) * Double(r * r)
        expectLessThan(abs(RenderTestSupport.totalAlpha(bitmap) - exact) / exact, 0.005)
    }

    @Test("A layer rotated 60° about y with m34 = −1/500 puts its corners where Transform3D maps them")
    func perspectiveCorners() {
        let size = CGSize(width: 200, height: 160)
        var node = RenderTestSupport.box(CGRect(x: 40, y: 30, width: 120, height: 100), .white)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        node.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(perspective)
        let bitmap = Renderer().render(RenderTestSupport.tree([node], size: size))
        RenderTestSupport.dump(bitmap, "perspective")
        // Independent mapping: local corner → about the anchor → transform → position.
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 0), CGPoint(x: 120, y: 100), CGPoint(x: 0, y: 100)]
        let projected = corners.map { c -> CGPoint in
            let p = node.transform.apply(to: CGPoint(x: c.x - 60, y: c.y - 50))!
            return CGPoint(x: p.x + 100, y: p.y + 80)
        }
        let cx = projected.map(\.x).reduce(0, +) / 4, cy = projected.map(\.y).reduce(0, +) / 4
        for p in projected {
            // Half a pixel inside (toward the centre) is ink; half a pixel outside is not full.
            let dx = cx - p.x, dy = cy - p.y, len = (dx * dx + dy * dy).squareRoot()
            let inside = CGPoint(x: p.x + dx / len * 1.0, y: p.y + dy / len * 1.0)
            let outside = CGPoint(x: p.x - dx / len * 1.0, y: p.y - dy / len * 1.0)
            expectGreaterThan(bitmap[Int(inside.x), Int(inside.y)].a, 0, "corner \(p)")
            expectLessThan(bitmap[Int(outside.x), Int(outside.y)].a, 128, "corner \(p)")
        }
        // The ink's bounding box matches the projected corners' within half a pixel.
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].a > 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        expectLessThanOrEqual(abs(Double(minX) - projected.map(\.x).min()!.rounded(.down)), 0.5)
        expectLessThanOrEqual(abs(Double(maxX) - (projected.map(\.x).max()!.rounded(.up) - 1)), 0.5)
        expectLessThanOrEqual(abs(Double(minY) - projected.map(\.y).min()!.rounded(.down)), 0.5)
        expectLessThanOrEqual(abs(Double(maxY) - (projected.map(\.y).max()!.rounded(.up) - 1)), 0.5)
        // And the total coverage is the projected quadrilateral's area (shoelace).
        var shoelace = 0.0
        for i in 0..<4 { let a = projected[i], b = projected[(i + 1) % 4]; shoelace += Double(a.x * b.y - b.x * a.y) }
        expectLessThan(abs(RenderTestSupport.totalAlpha(bitmap) - abs(shoelace) / 2) / (abs(shoelace) / 2), 0.005)
    }

    @Test("Borders are drawn inside the bounds: the ring's area is w·h − (w − 2b)·(h − 2b)")
    func borderInside() {
        var node = RenderNode(frame: CGRect(x: 10.5, y: 8.25, width: 40, height: 30))
        node.borderWidth = 3.5
        node.borderColor = .white
        let bitmap = Renderer().render(RenderTestSupport.tree([node]))
        let exact = 40.0 * 30 - 33 * 23
        // Snapping and 8-bit rounding on both ring edges: 1 % of the ring's 367 px².
        expectLessThan(abs(RenderTestSupport.totalAlpha(bitmap) - exact) / exact, 0.01)
        expect(bitmap[9, 20].a == 0 && bitmap[12, 20].a == 255 && bitmap[30, 20].a == 0)
    }

    @Test("The transform applies about the anchor point and the anchor sits at the position")
    func anchorPoint() {
        var node = RenderTestSupport.box(CGRect(x: 0, y: 0, width: 20, height: 10), .white)
        node.anchorPoint = .zero
        node.position = CGPoint(x: 40, y: 10)
        node.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let bitmap = Renderer().render(RenderTestSupport.tree([node]))
        // Rotating +90° (clockwise on screen) about the top-left corner sends x → +y, y → −x:
        // the layer covers x ∈ [30, 40], y ∈ [10, 30].
        expectEqual(bitmap[35, 20].a, 255)
        expect(bitmap[45, 20].a == 0 && bitmap[35, 5].a == 0 && bitmap[35, 35].a == 0 && bitmap[25, 20].a == 0)
        expectClose(RenderTestSupport.totalAlpha(bitmap), 200, within: 1)
    }

    @Test("sublayerTransform applies about the parent's anchor point")
    func sublayerTransform() {
        var parent = RenderNode(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        parent.sublayerTransform = Transform3D(scaleX: 0.5, y: 0.5)
        parent.children = [RenderTestSupport.box(CGRect(x: 0, y: 0, width: 64, height: 64), .white)]
        let bitmap = Renderer().render(RenderTestSupport.tree([parent]))
        // Scaled by ½ about the centre (32, 32): the child covers [16, 48]².
        expectEqual(RenderTestSupport.totalAlpha(bitmap), 32 * 32)
        expect(bitmap[16, 16].a == 255 && bitmap[15, 16].a == 0 && bitmap[47, 47].a == 255 && bitmap[48, 47].a == 0)
    }
}
