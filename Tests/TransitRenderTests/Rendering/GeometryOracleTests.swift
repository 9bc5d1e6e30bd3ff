import Foundation
import Testing
@testable import TransitRender

@Suite("Renderer geometry oracles")
struct GeometryOracleTests {
    @Test("An axis-aligned rectangle's coverage equals its exact area at fractional positions",
          arguments: [(0.0, 0.0), (0.25, 0.5), (0.37, 0.81), (0.5, 0.125), (0.9, 0.1)])
    func rectangleArea(dx: Double, dy: Double) {
        let frame = CGRect(x: 10 + dx, y: 7 + dy, width: 23.3, height: 17.6)
        let bitmap = Renderer().render(RenderTestSupport.tree([RenderTestSupport.box(frame, .white)]))
        RenderTestSupport.dump(bitmap, "rect-\(dx)-\(dy)")
        // Error sources: vertices snap to 1/256 px (area error ≤ perimeter/256/2 … use the full
        // perimeter/256), and each partly covered pixel rounds to 1/255 (≤ 0.5/255 per edge pixel).
        let perimeter = 2 * (frame.width + frame.height)
        let tolerance = Double(perimeter) / 256 + Double(perimeter + 4) * 0.5 / 255
        #expect(abs(RenderTestSupport.totalAlpha(bitmap) - Double(frame.width * frame.height)) <= tolerance)
        // Interior pixels are fully covered, pixels clear of the edges are empty.
        #expect(bitmap[20, 15].a == 255)
        #expect(bitmap[8, 15].a == 0 && bitmap[40, 15].a == 0 && bitmap[20, 5].a == 0 && bitmap[20, 27].a == 0)
    }

    @Test("A rotated square's total coverage equals its area within 0.5 %", arguments: [0.1, 0.5, 0.785398, 1.2])
    func rotatedSquare(angle: Double) {
        var node = RenderTestSupport.box(CGRect(x: 12, y: 12, width: 40, height: 40), .white)
        node.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        let bitmap = Renderer().render(RenderTestSupport.tree([node]))
        let area = RenderTestSupport.totalAlpha(bitmap)
        #expect(abs(area - 1600) / 1600 < 0.005, "coverage \(area)")
    }

    @Test("A rounded rectangle covers w·h − (4 − π)·r² within 0.5 %")
    func roundedRectArea() {
        let r: CGFloat = 12
        let bitmap = Renderer().render(RenderTestSupport.tree(
            [RenderTestSupport.box(CGRect(x: 5.5, y: 4.25, width: 50, height: 40), .white, radius: r)]))
        let exact = 50.0 * 40 - (4 - Double.pi) * Double(r * r)
        #expect(abs(RenderTestSupport.totalAlpha(bitmap) - exact) / exact < 0.005)
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
            #expect(bitmap[Int(inside.x), Int(inside.y)].a > 0, "corner \(p)")
            #expect(bitmap[Int(outside.x), Int(outside.y)].a < 128, "corner \(p)")
        }
        // The ink's bounding box matches the projected corners' within half a pixel.
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y].a > 0 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        #expect(abs(Double(minX) - projected.map(\.x).min()!.rounded(.down)) <= 0.5)
        #expect(abs(Double(maxX) - (projected.map(\.x).max()!.rounded(.up) - 1)) <= 0.5)
        #expect(abs(Double(minY) - projected.map(\.y).min()!.rounded(.down)) <= 0.5)
        #expect(abs(Double(maxY) - (projected.map(\.y).max()!.rounded(.up) - 1)) <= 0.5)
        // And the total coverage is the projected quadrilateral's area (shoelace).
        var shoelace = 0.0
        for i in 0..<4 { let a = projected[i], b = projected[(i + 1) % 4]; shoelace += Double(a.x * b.y - b.x * a.y) }
        #expect(abs(RenderTestSupport.totalAlpha(bitmap) - abs(shoelace) / 2) / (abs(shoelace) / 2) < 0.005)
    }
}
