import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

@Suite("Paths, strokes and gradients")
struct PathRenderTests {
    static func render(_ content: RenderNode.Content, size: CGFloat = 200, scale: CGFloat = 1) -> Bitmap {
        var node = RenderNode(frame: CGRect(x: 0, y: 0, width: size, height: size))
        node.content = content
        return Renderer().render(RenderTestSupport.tree([node], size: CGSize(width: size, height: size), scale: scale))
    }

    static func shape(
        _ path: CGPath, fill: Color? = .black, rule: CGPathFillRule = .winding, stroke: Color? = nil,
        width: CGFloat = 1, cap: CGLineCap = .butt, join: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], phase: CGFloat = 0
    ) -> RenderNode.Content {
        .shape(
            RenderNode.ShapeContent(
                path: path, fillColor: fill, fillRule: rule, strokeColor: stroke, lineWidth: width,
                lineCap: cap, lineJoin: join, miterLimit: miterLimit, lineDashPattern: dash,
                lineDashPhase: phase))
    }

    @Test("A filled circle covers πr² pixels")
    func circleArea() {
        for r in [CGFloat(10), 37.5, 80] {
            let path = CGPath(ellipseIn: CGRect(x: 100 - r, y: 100 - r, width: 2 * r, height: 2 * r), transform: nil)
            let area = RenderTestSupport.totalAlpha(Self.render(Self.shape(path)))
            // The cubic quarters lie within 2.7·10⁻⁴ r of the circle (area error below 5.5·10⁻⁴ of
            // πr²); chords within 0.1 px inside it (below 0.2 px of perimeter); each pixel's
            // coverage rounds by at most 1/510.
            let exact = Double.pi * Double(r * r)
            let bound = 5.5e-4 * exact + 0.2 * 2 * Double.pi * Double(r) + 2 * Double.pi * Double(r + 2) * 2 / 510
            expectLessThanOrEqual(abs(area - exact), bound, "r=\(r) area=\(area) exact=\(exact)")
        }
    }

    @Test("A rectangle at fractional coordinates covers exactly its area")
    func rectangleArea() {
        let rect = CGRect(x: 10.5, y: 20.25, width: 60.25, height: 30.5)
        let bitmap = Self.render(Self.shape(CGPath(rect: rect, transform: nil)))
        let area = RenderTestSupport.totalAlpha(bitmap)
        // Only the rim pixels (fewer than 2·(w + h) + 4) are partial, each rounded by at most 1/510.
        expectLessThanOrEqual(abs(area - Double(rect.width * rect.height)), Double(2 * (rect.width + rect.height) + 4) / 510)
        expect(bitmap[40, 40].a == 255 && bitmap[9, 40].a == 0)
    }

    @Test("Even-odd leaves a pentagram's centre empty; non-zero fills it")
    func starRules() {
        let star = CGMutablePath()
        for i in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let q = CGPoint(x: 100 + 80 * cos(a), y: 100 + 80 * sin(a))
            if i == 0 { star.move(to: q) } else { star.addLine(to: q) }
        }
        star.closeSubpath()
        let nonZero = Self.render(Self.shape(star)), evenOdd = Self.render(Self.shape(star, rule: .evenOdd))
        expectEqual(nonZero[100, 100].a, 255)
        expectEqual(evenOdd[100, 100].a, 0)
        // A spike is wound once: covered under both rules.
        expect(nonZero[100, 40].a == 255 && evenOdd[100, 40].a == 255)
        // The pentagon wound twice has area 5/2·R_i²·tan 36°·… measured: even-odd loses exactly it.
        // Inner pentagon circumradius: R·cos 72° / cos 36°.
        let ri = 80 * cos(72 * Double.pi / 180) / cos(36 * Double.pi / 180)
        let pentagon = 2.5 * ri * ri * sin(72 * Double.pi / 180)
        let lost = RenderTestSupport.totalAlpha(nonZero) - RenderTestSupport.totalAlpha(evenOdd)
        expectClose(lost, pentagon, within: 2, "lost \(lost) pentagon \(pentagon)")
    }

    /// Two strokes meeting at angle φ (half width h): over the bevel, a miter adds h²·cot(φ/2) −
    /// ½h²·sin φ (the kite beyond the bevel's triangle) and a round join ½h²·(π − φ) − ½h²·sin φ
    /// (the sector beyond it). Everything else (segments, caps, the inner overlap) is common.
    @Test("Join areas at known angles", arguments: [Double.pi / 2, Double.pi / 3, 2 * Double.pi / 3])
    func joinAreas(phi: Double) {
        let h = 10.0
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 20, y: 120))
        path.addLine(to: CGPoint(x: 120, y: 120))
        path.addLine(to: CGPoint(x: 120 - 80 * cos(phi), y: 120 - 80 * sin(phi)))
        func area(_ join: CGLineJoin) -> Double {
            RenderTestSupport.totalAlpha(
                Self.render(Self.shape(path, fill: nil, stroke: .black, width: CGFloat(2 * h), join: join)))
        }
        let bevel = area(.bevel), miter = area(.miter), round = area(.round)
        let miterExtra = h * h / tan(phi / 2) - 0.5 * h * h * sin(phi)
        let roundExtra = 0.5 * h * h * (Double.pi - phi) - 0.5 * h * h * sin(phi)
        // Tolerance: rim pixels rounding and the round join's 0.1 px chords.
        expectClose((miter - bevel), miterExtra, within: 1.0, "φ=\(phi) miter−bevel \(miter - bevel) vs \(miterExtra)")
        expectClose((round - bevel), roundExtra, within: 1.5, "φ=\(phi) round−bevel \(round - bevel) vs \(roundExtra)")
    }

    @Test("The miter limit cuts over to a bevel at 1/sin(φ/2)")
    func miterLimit() {
        let phi = Double.pi / 3  // ratio 2
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 20, y: 120))
        path.addLine(to: CGPoint(x: 120, y: 120))
        path.addLine(to: CGPoint(x: 120 - 80 * cos(phi), y: 120 - 80 * sin(phi)))
        func area(_ limit: CGFloat, _ join: CGLineJoin = .miter) -> Double {
            RenderTestSupport.totalAlpha(
                Self.render(Self.shape(path, fill: nil, stroke: .black, width: 20, join: join, miterLimit: limit)))
        }
        expectEqual(area(1.99), area(10, .bevel))
        expectEqual(area(2.01), area(10))
        expectGreaterThan(area(2.01), area(1.99) + 100)
    }

    @Test("Dashes paint their lengths along a line")
    func dashes() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 50)); line.addLine(to: CGPoint(x: 190, y: 50))
        let bitmap = Self.render(Self.shape(line, fill: nil, stroke: .black, width: 10, dash: [20, 10], phase: 5))
        // Dashes (after the 5-unit phase) on [10, 25], [35, 55], [65, 85], …: row 50 at pixel centres.
        expect(bitmap[15, 50].a == 255 && bitmap[30, 50].a == 0 && bitmap[45, 50].a == 255 && bitmap[60, 50].a == 0)
        // Painted length: 180 units of a 30-period starting 5 in: 15 + 5·20 + 5 = 120; × width 10.
        expectClose(RenderTestSupport.totalAlpha(bitmap), 1200, within: 1)
    }

    @Test("A round-capped zero-length subpath draws a dot; butt caps draw nothing")
    func dots() {
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 50, y: 50)); dot.addLine(to: CGPoint(x: 50, y: 50))
        let round = RenderTestSupport.totalAlpha(Self.render(Self.shape(dot, fill: nil, stroke: .black, width: 20, cap: .round)))
        // The disc's polygon has the circle's area; rim pixels round by at most 1/510 each.
        expectClose(round, Double.pi * 100, within: 0.5, "\(round)")
        expectEqual(RenderTestSupport.totalAlpha(Self.render(Self.shape(dot, fill: nil, stroke: .black, width: 20))), 0)
    }

    static func expectColor(
        _ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Double, Double, Double, Double),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // The table has 1024 steps (half a step: 1/2046 of the range), then 8-bit rounding.
        let want = [c.0 * c.3, c.1 * c.3, c.2 * c.3, c.3].map { $0 * 255 }
        let got = [p.r, p.g, p.b, p.a].map(Double.init)
        for (g, w) in zip(got, want) { expectLessThanOrEqual(abs(g - w), 1, "\(got) vs \(want)", sourceLocation: sourceLocation) }
    }

    @Test("Axial, radial and conic gradients follow their formulas")
    func gradients() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // Axial, left to right across 200 points, stops at 0.25 and 0.75: t = (x/200 − 0.25) / 0.5.
        let axial = Self.render(
            .gradient(
                RenderNode.GradientContent(
                    colors: [red, blue], locations: [0.25, 0.75],
                    startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))))
        for x in [10, 60, 100, 123, 170] {
            let t = min(1, max(0, ((Double(x) + 0.5) / 200 - 0.25) / 0.5))
            Self.expectColor(axial[x, 77], (1 - t, 0, t, 1))
        }
        // Radial about the centre reaching the edges: t = distance / 100.
        let radial = Self.render(
            .gradient(
                RenderNode.GradientContent(
                    colors: [red, blue], startPoint: CGPoint(x: 0.5, y: 0.5),
                    endPoint: CGPoint(x: 1, y: 1), kind: .radial)))
        for (x, y) in [(100, 100), (130, 140), (20, 100), (190, 190)] {
            let d = hypot(Double(x) + 0.5 - 100, Double(y) + 0.5 - 100)
            let t = min(1, d / 100)
            Self.expectColor(radial[x, y], (1 - t, 0, t, 1))
        }
        // Conic about the centre from the +x direction, clockwise on screen: t = angle / 2π.
        let conic = Self.render(
            .gradient(
                RenderNode.GradientContent(
                    colors: [red, blue], startPoint: CGPoint(x: 0.5, y: 0.5),
                    endPoint: CGPoint(x: 1, y: 0.5), kind: .conic)))
        for (x, y) in [(150, 150), (50, 150), (50, 50), (180, 60)] {
            var a = atan2(Double(y) + 0.5 - 100, Double(x) + 0.5 - 100)
            if a < 0 { a += 2 * Double.pi }
            let t = a / (2 * Double.pi)
            Self.expectColor(conic[x, y], (1 - t, 0, t, 1))
        }
    }

    @Test("Gradient colours blend unpremultiplied, as Core Graphics' gradients do")
    func unpremultipliedBlend() {
        // Transparent black to opaque white: halfway is white's half-way grey at half alpha.
        let g = Self.render(
            .gradient(
                RenderNode.GradientContent(
                    colors: [.clear, .white], startPoint: CGPoint(x: 0, y: 0.5),
                    endPoint: CGPoint(x: 1, y: 0.5))))
        Self.expectColor(g[99, 10], (0.4975, 0.4975, 0.4975, 0.4975))
    }

    @Test("Paths draw outside their layer's bounds and through a group")
    func outsideBounds() {
        var node = RenderNode(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        node.content = Self.shape(CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil), fill: .red)
        node.opacity = 0.5
        node.shadowOpacity = 1
        let bitmap = Renderer().render(RenderTestSupport.tree([node], size: CGSize(width: 80, height: 80)))
        expectGreaterThan(bitmap[40, 40].a, 100)
    }

    /// A scene with every kind of path drawing, written to $TRANSIT_RENDER_DUMP/paths.png for
    /// looking at; its checks are coarse (each part drew where it should).
    @Test("A scene of strokes, joins, dashes, masked circles and gradients")
    func scene() {
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.backgroundColor = .white
        func layer(_ content: RenderNode.Content, frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 200)) -> RenderNode {
            var n = RenderNode(frame: frame); n.content = content; return n
        }
        var parts: [RenderNode] = []
        parts.append(
            layer(
                .gradient(
                    RenderNode.GradientContent(
                        colors: [.systemBlue, .systemOrange], startPoint: .zero,
                        endPoint: CGPoint(x: 1, y: 1))), frame: CGRect(x: 200, y: 0, width: 100, height: 100)))
        parts.append(
            layer(
                .gradient(
                    RenderNode.GradientContent(colors: [.yellow, .red, .clear], kind: .radial).with {
                        $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 1)
                    }), frame: CGRect(x: 200, y: 100, width: 100, height: 100)))
        for (i, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
            let zig = CGMutablePath()
            let x0 = CGFloat(20 + 60 * i)
            zig.addLines(between: [CGPoint(x: x0, y: 60), CGPoint(x: x0 + 20, y: 20), CGPoint(x: x0 + 40, y: 60)])
            parts.append(
                layer(Self.shape(zig, fill: nil, stroke: .black, width: 10, cap: [.butt, .round, .square][i], join: join)))
        }
        let wave = CGMutablePath()
        wave.move(to: CGPoint(x: 10, y: 100))
        wave.addCurve(to: CGPoint(x: 190, y: 100), control1: CGPoint(x: 70, y: 40), control2: CGPoint(x: 130, y: 160))
        parts.append(layer(Self.shape(wave, fill: nil, stroke: .systemRed, width: 4, cap: .round, dash: [12, 6])))
        var masked = layer(
            .gradient(
                RenderNode.GradientContent(colors: [.systemGreen, .systemBlue], kind: .conic).with {
                    $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5)
                }), frame: CGRect(x: 20, y: 120, width: 70, height: 70))
        var mask = RenderNode(frame: CGRect(x: 0, y: 0, width: 70, height: 70))
        mask.content = Self.shape(CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 60, height: 60), transform: nil))
        masked.mask = mask
        parts.append(masked)
        let star = CGMutablePath()
        for i in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let q = CGPoint(x: 140 + 40 * cos(a), y: 155 + 40 * sin(a))
            if i == 0 { star.move(to: q) } else { star.addLine(to: q) }
        }
        star.closeSubpath()
        parts.append(layer(Self.shape(star, fill: .systemYellow, rule: .evenOdd, stroke: .black, width: 2, join: .round)))
        root.children = parts
        let bitmap = Renderer().render(
            RenderTree(size: CGSize(width: 300, height: 200), scale: 2, backgroundColor: .white, root: root))
        RenderTestSupport.dump(bitmap, "paths")
        // The masked conic gradient: opaque in the circle's middle, untouched outside it.
        expect(bitmap[2 * 55, 2 * 155].a == 255 && bitmap[2 * 22, 2 * 122] == (255, 255, 255, 255))
        // The star's centre is empty under even-odd: white.
        expect(bitmap[2 * 140, 2 * 157] == (255, 255, 255, 255))
        // The miter zig-zag's tip reaches above the vertex; the bevel's does not.
        expect(bitmap[2 * 40, 2 * 20 - 12].r < 128 && bitmap[2 * 160, 2 * 20 - 12].r > 128)
    }
}

extension RenderNode.GradientContent {
    /// A copy changed by `body`.
    func with(_ body: (inout Self) -> Void) -> Self { var c = self; body(&c); return c }
}
