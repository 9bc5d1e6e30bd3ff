import Foundation
import TransitRender

/// The scene of `Benchmarks/cairo_frame.c` as a render tree: 1179×2556 pixels, built in points at
/// scale 3 (the C program's pixel coordinates divided by 3).
struct TransitionBenchScene {
    struct RoundedRect { var x, y, w, h, r, red, green, blue, alpha: Double }

    static let width = 1179.0, height = 2556.0, scale = 3.0
    let screenA: [RoundedRect]
    let screenB: [RoundedRect]

    init() {
        var seed: UInt32 = 12345
        func rnd() -> Double { seed = seed &* 1664525 &+ 1013904223; return Double(seed >> 8) / 16777216.0 }
        func screen() -> [RoundedRect] {
            (0..<50).map { i in
                let w = 60 + rnd() * (Self.width - 120), h = 40 + rnd() * 400
                let x = rnd() * (Self.width - w), y = rnd() * (Self.height - h)
                let r = 6 + rnd() * 54
                let red = rnd(), green = rnd(), blue = rnd()
                let alpha = i % 3 == 0 ? 1.0 : 0.35 + rnd() * 0.6
                return RoundedRect(x: x, y: y, w: w, h: h, r: r, red: red, green: green, blue: blue, alpha: alpha)
            }
        }
        screenA = screen()
        screenB = screen()
    }

    private static func screenNode(_ rects: [RoundedRect], background: Double) -> RenderNode {
        let s = scale
        var node = RenderNode(frame: CGRect(x: 0, y: 0, width: width / s, height: height / s))
        node.backgroundColor = Color(white: background)
        node.children = rects.map { r in
            var child = RenderNode(frame: CGRect(x: r.x / s, y: r.y / s, width: r.w / s, height: r.h / s))
            child.backgroundColor = Color(red: r.red, green: r.green, blue: r.blue, alpha: r.alpha)
            child.cornerRadius = min(r.r, min(r.w, r.h) / 2) / s
            return child
        }
        return node
    }

    /// The frame at time t (0…1).
    func tree(t: Double) -> RenderTree {
        let s = Self.scale, w = Self.width, h = Self.height
        var a = Self.screenNode(screenA, background: 0.95)
        a.position.x += (-t * w * 0.3 - 0.37) / s
        var dim = RenderNode(frame: CGRect(x: 0, y: 0, width: w / s, height: h / s))
        dim.backgroundColor = Color(white: 0, alpha: 0.5)
        var b = Self.screenNode(screenB, background: 0.85)
        b.position = CGPoint(x: (w / 2 + (1 - t) * w * 0.6 + 0.25) / s, y: h / 2 / s)
        let k = 0.7 + 0.3 * t
        b.transform = Transform3D(scaleX: k, y: k).concatenating(Transform3D(rotationAngle: (1 - t) * 0.35, x: 0, y: 0, z: 1))
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: w / s, height: h / s))
        root.children = [a, dim, b]
        return RenderTree(size: CGSize(width: w / s, height: h / s), scale: s, backgroundColor: .black, root: root)
    }

    /// The transition frame under two bars of material, as iOS draws translucent bars over
    /// content: a navigation bar (status bar included, 103 pt) and a tab bar (83 pt), each the
    /// content under it blurred by σ = 10 pt, saturated by 1.8 and tinted white at 75 %.
    func barsTree(t: Double) -> RenderTree {
        var tree = self.tree(t: t)
        let w = Self.width / Self.scale, h = Self.height / Self.scale
        for frame in [CGRect(x: 0, y: 0, width: w, height: 103), CGRect(x: 0, y: h - 83, width: w, height: 83)] {
            var bar = RenderNode(frame: frame)
            bar.backdrop = RenderNode.Backdrop(blurRadius: 10, saturation: 1.8, tintColor: Color(white: 0.98, alpha: 0.75))
            tree.root.children.append(bar)
        }
        return tree
    }

    /// The transition frame under one full-screen material, the largest blur an app asks for (a
    /// `VisualEffectView` with `.systemMaterial` filling the screen): the whole frame blurred by
    /// σ = 10 pt, saturated by 1.8 and tinted white at 70 %.
    func fullMaterialTree(t: Double) -> RenderTree {
        var tree = self.tree(t: t)
        var material = RenderNode(frame: CGRect(x: 0, y: 0, width: Self.width / Self.scale, height: Self.height / Self.scale))
        material.backdrop = RenderNode.Backdrop(blurRadius: 10, saturation: 1.8, tintColor: Color(white: 1, alpha: 0.7))
        tree.root.children.append(material)
        return tree
    }

    /// A full-screen image turned by t·180° about the y axis with perspective.
    func flipTree(t: Double, image: Image?) -> RenderTree {
        let s = Self.scale, w = Self.width / s, h = Self.height / s
        var card = RenderNode(frame: CGRect(x: 0, y: 0, width: w, height: h))
        if let image { card.content = .image(image, gravity: .resize) }
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1000
        card.transform = Transform3D(rotationAngle: t * .pi, x: 0, y: 1, z: 0).concatenating(perspective)
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: w, height: h))
        root.children = [card]
        return RenderTree(size: CGSize(width: w, height: h), scale: s, backgroundColor: .black, root: root)
    }

    /// The resting frame at t = 1 with a card moving over it: 120 × 80 pt, rounded by 12 pt, with
    /// a shadow (radius 8 pt, offset 0, 4 pt, opacity 0.3) unless `shadow` is false, sliding
    /// across the screen from left to right by t, as a small animation over a still screen moves.
    func movingCardTree(t: Double, shadow: Bool = true) -> RenderTree {
        var tree = self.tree(t: 1)
        var card = RenderNode(frame: CGRect(x: 20 + t * 230.3, y: 400, width: 120, height: 80))
        card.backgroundColor = Color(red: 1, green: 0.58, blue: 0)
        card.cornerRadius = 12
        card.shadowOpacity = shadow ? 0.3 : 0
        card.shadowRadius = 8
        card.shadowOffset = CGSize(width: 0, height: 4)
        tree.root.children.append(card)
        return tree
    }
}
