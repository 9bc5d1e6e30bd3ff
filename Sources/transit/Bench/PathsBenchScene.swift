import Foundation
import TransitRender

/// The scene of `Benchmarks/cairo_paths.c` as a render tree: 1179×2556 pixels built in points at
/// scale 3 (the C program's pixel coordinates divided by 3). Strokes and stars are shape nodes;
/// the gradient circles are gradient nodes masked by oval shape nodes (a shape layer as a mask).
struct PathsBenchScene {
    static let width = 1179.0, height = 2556.0, scale = 3.0
    private var strokes: [RenderNode] = []
    private var discs: [RenderNode] = []
    private var waves: [RenderNode] = []
    private var stars: [RenderNode] = []

    init() {
        var seed: UInt32 = 777
        func rnd() -> Double { seed = seed &* 1664525 &+ 1013904223; return Double(seed >> 8) / 16777216.0 }
        strokes = Self.makeStrokes(rnd)
        for _ in 0..<16 { discs.append(Self.makeDisc(40...200, .axial, rnd)) }
        for _ in 0..<6 { discs.append(Self.makeDisc(100...300, .radial, rnd)) }
        waves = Self.makeWaves(rnd)
        stars = Self.makeStars(rnd)
    }

    /// A point of the C program's pixel coordinates, in points.
    private static func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x / scale, y: y / scale) }

    /// A full-scene node drawing `content`.
    private static func layer(_ content: RenderNode.Content) -> RenderNode {
        var node = RenderNode(frame: CGRect(x: 0, y: 0, width: width / scale, height: height / scale))
        node.content = content
        return node
    }

    /// 40 polylines of six random points, through every join and cap, every other one dashed.
    private static func makeStrokes(_ rnd: () -> Double) -> [RenderNode] {
        let s = scale, p = point
        let joins: [CGLineJoin] = [.miter, .round, .bevel], caps: [CGLineCap] = [.butt, .round, .square]
        var strokes: [RenderNode] = []
        for k in 0..<40 {
            let path = CGMutablePath()
            path.addLines(
                between: (0..<6).map { _ in
                    let x = rnd() * Self.width; return p(x, rnd() * Self.height)
                })
            let width = 2 + rnd() * 12
            let color = Color(red: rnd() * 0.8, green: rnd() * 0.8, blue: rnd() * 0.8)
            strokes.append(
                layer(
                    .shape(
                        RenderNode.ShapeContent(
                            path: path, fillColor: nil, strokeColor: color, lineWidth: width / s, lineCap: caps[(k / 3) % 3],
                            lineJoin: joins[k % 3], miterLimit: 10, lineDashPattern: k % 2 == 1 ? [30 / s, 15 / s] : [],
                            lineDashPhase: Double(k) / s))))
        }
        return strokes
    }

    /// A gradient circle of a random radius in `radius`, masked by an oval shape node.
    private static func makeDisc(
        _ radius: ClosedRange<Double>, _ kind: RenderNode.GradientContent.Kind,
        _ rnd: () -> Double
    ) -> RenderNode {
        let s = scale
        let cx = rnd() * Self.width, cy = rnd() * Self.height
        let r = radius.lowerBound + rnd() * (radius.upperBound - radius.lowerBound)
        let c1 = Color(red: rnd(), green: rnd(), blue: rnd()), c2 = Color(red: rnd(), green: rnd(), blue: rnd())
        var node = RenderNode(frame: CGRect(x: (cx - r) / s, y: (cy - r) / s, width: 2 * r / s, height: 2 * r / s))
        node.content = .gradient(
            kind == .axial
                ? RenderNode.GradientContent(colors: [c1, c2], startPoint: .zero, endPoint: CGPoint(x: 1, y: 1))
                : RenderNode.GradientContent(
                    colors: [c1, c2], startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1), kind: .radial))
        var mask = RenderNode(frame: CGRect(x: 0, y: 0, width: 2 * r / s, height: 2 * r / s))
        mask.content = .shape(RenderNode.ShapeContent(path: CGPath(ellipseIn: mask.bounds, transform: nil)))
        node.mask = mask
        return node
    }

    /// 10 round-capped strokes of three cubic curves each, through a random walk.
    private static func makeWaves(_ rnd: () -> Double) -> [RenderNode] {
        let s = scale, p = point
        var waves: [RenderNode] = []
        for _ in 0..<10 {
            var pts = [(rnd() * Self.width, rnd() * Self.height)]
            for _ in 1..<10 {
                let last = pts[pts.count - 1]; let dx = (rnd() - 0.5) * 300;
                pts.append((last.0 + dx, last.1 + (rnd() - 0.5) * 300))
            }
            let path = CGMutablePath()
            path.move(to: p(pts[0].0, pts[0].1))
            for i in stride(from: 1, to: 10, by: 3) {
                path.addCurve(
                    to: p(pts[i + 2].0, pts[i + 2].1), control1: p(pts[i].0, pts[i].1), control2: p(pts[i + 1].0, pts[i + 1].1))
            }
            let width = 3 + rnd() * 10
            let color = Color(red: rnd() * 0.8, green: rnd() * 0.8, blue: rnd() * 0.8)
            waves.append(
                layer(
                    .shape(
                        RenderNode.ShapeContent(
                            path: path, fillColor: nil, strokeColor: color, lineWidth: width / s,
                            lineCap: .round, lineJoin: .round))))
        }
        return waves
    }

    /// 6 five-pointed stars, filled even-odd and stroked black.
    private static func makeStars(_ rnd: () -> Double) -> [RenderNode] {
        let s = scale, p = point
        var stars: [RenderNode] = []
        for _ in 0..<6 {
            let cx = rnd() * Self.width, cy = rnd() * Self.height, r = 60 + rnd() * 140
            let color = Color(red: rnd(), green: rnd(), blue: rnd())
            let path = CGMutablePath()
            for i in 0..<5 {
                let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
                let q = p(cx + r * cos(a), cy + r * sin(a))
                if i == 0 { path.move(to: q) } else { path.addLine(to: q) }
            }
            path.closeSubpath()
            stars.append(
                layer(
                    .shape(
                        RenderNode.ShapeContent(
                            path: path, fillColor: color, fillRule: .evenOdd,
                            strokeColor: .black, lineWidth: 3 / s))))
        }
        return stars
    }

    /// The frame at time t: everything shifted right by t × 40 + 0.37 pixels.
    func tree(t: Double) -> RenderTree {
        let s = Self.scale
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: Self.width / s, height: Self.height / s))
        root.backgroundColor = .white
        var content = RenderNode(frame: CGRect(x: (t * 40 + 0.37) / s, y: 0, width: Self.width / s, height: Self.height / s))
        content.children = strokes + discs + waves + stars
        root.children = [content]
        return RenderTree(
            size: CGSize(width: Self.width / s, height: Self.height / s), scale: s, backgroundColor: .white, root: root)
    }
}
