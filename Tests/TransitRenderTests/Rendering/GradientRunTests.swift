import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// Rows of an axial gradient filled by runs of one colour are the rows the gradient's definition
/// gives pixel by pixel: the parameter of each pixel centre mapped back to the layer, clamped and
/// looked up in the table.
@Suite("Gradient rows by runs")
struct GradientRunTests {
    /// The colour of one pixel straight from the definition (the projective divide, the axial
    /// parameter, the clamp and the table lookup), stepping the homogeneous point as a row does.
    static func definition(_ g: GradientSampler, y: Int, x: Int, count: Int) -> [UInt32] {
        let m = g.map
        var X = (Double(x) + 0.5) * m.0 + (Double(y) + 0.5) * m.3 + m.6
        var Y = (Double(x) + 0.5) * m.1 + (Double(y) + 0.5) * m.4 + m.7
        var W = (Double(x) + 0.5) * m.2 + (Double(y) + 0.5) * m.5 + m.8
        var out: [UInt32] = []
        for _ in 0..<count {
            if W > 0 {
                let t = g.parameter(X / W, Y / W)
                let v = t.isNaN ? 0 : min(1, max(0, t))
                out.append(g.table[Int(v * Double(GradientSampler.tableSize - 1) + 0.5)])
            } else {
                out.append(0)
            }
            X += m.0; Y += m.1; W += m.2
        }
        return out
    }

    /// Page-turn shading: translucent black fading along x, so the table has long runs.
    static let table = GradientSampler.table(
        colors: [Color(red: 0, green: 0, blue: 0, alpha: 0.45), Color(red: 0, green: 0, blue: 0, alpha: 0.05)],
        locations: [0, 0.8], opacity: 1)!

    static func sampler(_ map: Matrix3, start: (Double, Double), end: (Double, Double)) -> GradientSampler {
        GradientSampler(
            table: table, map: map.inverted()!.entries, kind: .axial, start: (start.0, start.1), end: (end.0, end.1))
    }

    static func expectRows(_ g: GradientSampler, rows: ClosedRange<Int>, width: Int) {
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { out.deallocate() }
        for y in rows {
            g.sample(y: y, x: 0, count: width, into: out)
            let row = Array(UnsafeBufferPointer(start: out, count: width))
            expectEqual(row, definition(g, y: y, x: 0, count: width), "row \(y)")
        }
    }

    @Test("Affine maps: scaled, turned, and along y")
    func affine() {
        // Layer points to device pixels (row vectors): scale 2, then a quarter-pixel offset.
        let scaled = Matrix3(2, 0, 0, 0, 2, 0, 0.25, 0.5, 1)
        Self.expectRows(Self.sampler(scaled, start: (0, 0), end: (390, 0)), rows: 0...20, width: 780)
        Self.expectRows(Self.sampler(scaled, start: (390, 0), end: (0, 0)), rows: 0...20, width: 780)
        Self.expectRows(Self.sampler(scaled, start: (0, 0), end: (0, 300)), rows: 0...20, width: 333)
        let turned = Matrix3(1.6, 1.2, 0, -1.2, 1.6, 0, 40, 3, 1)
        Self.expectRows(Self.sampler(turned, start: (0, 0), end: (300, 120)), rows: 0...60, width: 700)
        Self.expectRows(Self.sampler(turned, start: (300, 0), end: (0, 120)), rows: 0...60, width: 700)
    }

    @Test("Projective maps: a page turned about its spine")
    func projective() {
        // A page 390 points wide turned by θ about x = 0, seen from 2000 points, at scale 2.
        for theta in stride(from: 0.1, through: 1.5, by: 0.35) {
            let c = cos(theta), s = sin(theta), d = 2000.0
            let map = Matrix3(2 * c, 0, s / d, 0, 2, 0, 10, 4, 1)
            Self.expectRows(Self.sampler(map, start: (0, 0), end: (390, 0)), rows: 0...12, width: 800)
            Self.expectRows(Self.sampler(map, start: (390, 0), end: (0, 0)), rows: 0...12, width: 800)
        }
    }

    /// A page turned about a vertical axis under perspective maps device columns to layer
    /// columns whatever the row (`map.3` and `map.5` are zero), so a horizontal gradient's run
    /// is the same on every row: the samples `sample` reports as reusable on one row are, pixel
    /// for pixel, the definition's on every other row. A run that reaches the horizon (W = 0
    /// at device column 4000 / tan θ: scale 2 times the distance 2000, inside the run for the
    /// steepest angle) is not reused.
    @Test("Projective row invariance: a page turned about its spine")
    func projectiveRowInvariant() {
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: 800)
        defer { out.deallocate() }
        var reusedRuns = 0
        for theta in stride(from: 0.1, through: 1.5, by: 0.35) {
            let c = cos(theta), s = sin(theta), d = 2000.0
            let map = Matrix3(2 * c, 0, s / d, 0, 2, 0, 10, 4, 1)
            for (start, end) in [((0.0, 0.0), (390.0, 0.0)), ((390.0, 0.0), (0.0, 0.0))] {
                let g = Self.sampler(map, start: start, end: end)
                expect(g.isRowInvariant)
                expectEqual(g.map.3, 0)
                expectEqual(g.map.5, 0)
                // W at the run's first pixel centre and one past its last: both in front of the
                // eye, or the run crosses the horizon.
                let w0 = 3.5 * g.map.2 + g.map.8, w1 = 783.5 * g.map.2 + g.map.8
                let reusable = g.sample(y: 7, x: 3, count: 780, into: out)
                expectEqual(reusable, (w0 > 0 && w1 > 0), "θ \(theta)")
                guard reusable else { continue }
                reusedRuns += 1
                let reused = Array(UnsafeBufferPointer(start: out, count: 780))
                for y in [-40, 0, 7, 300, 1687] {
                    expectEqual(reused, Self.definition(g, y: y, x: 3, count: 780), "θ \(theta), row \(y)")
                }
            }
        }
        // θ = 0.1, 0.45, 0.8 and 1.15 stay in front of the eye, in both directions.
        expectEqual(reusedRuns, 8)
    }

    /// A run over which W crosses zero (the horizon of a plane seen edge-on) may pass W values
    /// so small that Y / W overflows on some rows: its samples are not reported reusable. Runs
    /// wholly in front of or behind the eye are.
    @Test("Runs across the horizon are not reused")
    func horizonRuns() {
        // Device pixels to layer points: X = px, Y = py, W = 1 − px / 400 (px, py the pixel
        // centre): positive left of px = 400, negative right of it.
        let g = GradientSampler(
            table: Self.table, map: (1, 0, -1.0 / 400, 0, 1, 0, 0, 0, 1), kind: .axial, start: (0, 0), end: (390, 0))
        expect(g.isRowInvariant)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: 800)
        defer { out.deallocate() }
        expect(!g.sample(y: 0, x: 0, count: 800, into: out))
        expect(g.sample(y: 0, x: 0, count: 300, into: out))
        expect(g.sample(y: 0, x: 500, count: 300, into: out))
        expectEqual(Array(UnsafeBufferPointer(start: out, count: 300)), [UInt32](repeating: 0, count: 300))
        // A run too far from the origin for the bound on Y is not reused either.
        expect(!g.sample(y: 1 << 24, x: 0, count: 16, into: out))
    }

    /// A horizontal gradient under scale and translation gives every row the same samples, and
    /// the renderer composites the first row's samples on the rows below it
    /// (`GradientSampler.isRowInvariant`): each row of the frame is still the definition's,
    /// composited over the white background.
    @Test("Rows of a horizontal gradient are the definition's, each one")
    func rowInvariant() {
        let colors = [Color(red: 0, green: 0, blue: 0, alpha: 0.45), Color(red: 0.2, green: 0, blue: 0.6, alpha: 0.05)]
        var node = RenderNode(frame: CGRect(x: 5, y: 3, width: 100, height: 40))
        node.content = .gradient(
            RenderNode.GradientContent(
                colors: colors, locations: [0, 0.8], startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5)))
        let frame = Renderer().render(
            RenderTestSupport.tree([node], size: CGSize(width: 120, height: 50), scale: 2, background: .white))
        // The layer's device pixels: x 10…210, y 6…86.
        let g = GradientSampler(
            table: GradientSampler.table(colors: colors, locations: [0, 0.8], opacity: 1)!,
            map: Matrix3(2, 0, 0, 0, 2, 0, 10, 6, 1).inverted()!.entries, kind: .axial, start: (0, 20), end: (100, 20))
        expect(g.isRowInvariant)
        var wrong = 0
        for y in 6..<86 {
            let row = Self.definition(g, y: y, x: 10, count: 200)
            for x in 10..<210 where OcclusionTests.word(frame, x, y) != Pixel.over(row[x - 10], 0xFFFF_FFFF) { wrong += 1 }
        }
        expectEqual(wrong, 0)
    }
}
