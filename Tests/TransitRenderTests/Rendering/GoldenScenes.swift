import Foundation
@testable import TransitRender

/// The scenes behind the golden frames: a matrix of primitives (shape × transform × alpha ×
/// clipping) and a few larger pictures kept as PNGs.
enum GoldenScenes {
    static let shapes = ["rect", "rounded", "border", "text", "image"]
    static let transforms = ["identity", "rotated", "perspective"]
    static let alphas: [CGFloat] = [1, 0.5]
    static let clips = ["none", "rounded-clip"]

    /// A 4×4 checker image with a translucent quarter, for the image primitive.
    static let checker: Image = {
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                let on = (x + y) % 2 == 0
                pixels += x >= 2 && y >= 2 ? [0, 64, 0, 128] : (on ? [255, 200, 0, 255] : [20, 40, 160, 255])
            }
        }
        return Image(pixelWidth: 4, pixelHeight: 4, scale: 1, pixels: pixels)!
    }()

    static var matrix: [(name: String, tree: RenderTree)] {
        var out: [(String, RenderTree)] = []
        for shape in shapes {
            for transform in transforms {
                for alpha in alphas {
                    for clip in clips {
                        out.append(
                            (
                                "\(shape)-\(transform)-\(alpha == 1 ? "opaque" : "half")-\(clip)",
                                primitive(shape: shape, transform: transform, alpha: alpha, clip: clip)
                            ))
                    }
                }
            }
        }
        return out
    }

    static func primitive(shape: String, transform: String, alpha: CGFloat, clip: String) -> RenderTree {
        var node = RenderNode(frame: CGRect(x: 8, y: 10, width: 32, height: 26))
        switch shape {
        case "rect":
            node.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.8)
        case "rounded":
            node.backgroundColor = .systemBlue
            node.cornerRadius = 9
        case "border":
            node.backgroundColor = Color(white: 1, alpha: 0.6)
            node.borderColor = .systemGreen
            node.borderWidth = 3
            node.cornerRadius = 6
        case "text":
            node.content = .text(.init(text: "Ag!", fontSize: 20, weight: 0.3, color: .systemPurple))
        default:
            node.content = .image(checker, gravity: .resize)
        }
        switch transform {
        case "rotated":
            node.transform = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)
        case "perspective":
            var p = Transform3D.identity
            p.m34 = -1.0 / 60
            node.transform = Transform3D(rotationAngle: 0.7, x: 1, y: 1, z: 0).concatenating(p)
        default:
            break
        }
        node.opacity = alpha
        var container = RenderNode(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
        if clip == "rounded-clip" {
            container = RenderNode(frame: CGRect(x: 12, y: 12, width: 26, height: 26))
            container.masksToBounds = true
            container.cornerRadius = 10
            node.position.x -= 12; node.position.y -= 12
        }
        container.children = [node]
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
        root.backgroundColor = Color(white: 0.93)
        root.children = [container]
        return RenderTree(size: CGSize(width: 48, height: 48), scale: 1, backgroundColor: .white, root: root)
    }

    /// The pictures stored as PNGs under Fixtures/Render.
    static var pictures: [(name: String, tree: RenderTree)] {
        [("charset", charset()), ("cards", cards()), ("flip", flip())]
    }

    /// The built-in font's characters; U+10FFFD (private use, which no font covers) draws the
    /// box, whatever fonts the machine has.
    static func charset() -> RenderTree {
        let lines = [
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz",
            "0123456789 !\"#$%&'()*+,-./:;<=>?@", "[\\]^_`{|}~ \u{2026} \u{10FFFD}"
        ]
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.backgroundColor = .white
        let weights: [CGFloat] = [-0.6, 0, 0.62]
        for (i, line) in lines.enumerated() {
            var label = RenderNode(frame: CGRect(x: 6, y: 6 + CGFloat(i) * 22, width: 290, height: 22))
            label.content = .text(.init(text: line, fontSize: 15, color: .black))
            root.children.append(label)
        }
        for (i, w) in weights.enumerated() {
            var label = RenderNode(frame: CGRect(x: 6, y: 100 + CGFloat(i) * 32, width: 290, height: 30))
            label.content = .text(.init(text: "Transit Weight \(w)", fontSize: 22, weight: w, color: .systemBlue))
            root.children.append(label)
        }
        return RenderTree(size: CGSize(width: 300, height: 200), scale: 1, backgroundColor: .white, root: root)
    }

    static func cards() -> RenderTree {
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
        root.backgroundColor = .secondarySystemBackground
        var card = RenderNode(frame: CGRect(x: 15, y: 15, width: 90, height: 60))
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.shadowOpacity = 0.4
        card.shadowRadius = 6
        card.shadowOffset = CGSize(width: 0, height: 4)
        card.borderWidth = 1
        card.borderColor = .separator
        var title = RenderNode(frame: CGRect(x: 10, y: 8, width: 70, height: 20))
        title.content = .text(.init(text: "Card title", fontSize: 11, weight: 0.3))
        card.children = [title]
        var clipped = RenderNode(frame: CGRect(x: 15, y: 90, width: 90, height: 55))
        clipped.cornerRadius = 16
        clipped.masksToBounds = true
        clipped.backgroundColor = .systemTeal
        var stripe = RenderNode(frame: CGRect(x: -10, y: 20, width: 110, height: 14))
        stripe.backgroundColor = .systemOrange
        stripe.transform = Transform3D(rotationAngle: -0.5, x: 0, y: 0, z: 1)
        var mask = RenderNode(frame: CGRect(x: 0, y: 0, width: 90, height: 55))
        mask.backgroundColor = Color(white: 0, alpha: 1)
        mask.cornerRadius = 27
        clipped.children = [stripe]
        clipped.mask = mask
        clipped.opacity = 0.85
        root.children = [card, clipped]
        return RenderTree(size: CGSize(width: 120, height: 160), scale: 2, backgroundColor: .white, root: root)
    }

    static func flip() -> RenderTree {
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .black
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 250
        root.sublayerTransform = perspective
        var front = RenderNode(frame: CGRect(x: 20, y: 15, width: 60, height: 70))
        front.content = .image(checker, gravity: .resize)
        front.transform = Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0)
        front.isDoubleSided = false
        var back = RenderNode(frame: CGRect(x: 20, y: 15, width: 60, height: 70))
        back.backgroundColor = .systemRed
        back.cornerRadius = 8
        back.transform = Transform3D(rotationAngle: 0.9 + .pi, x: 0, y: 1, z: 0)
        back.isDoubleSided = false
        root.children = [front, back]
        return RenderTree(size: CGSize(width: 100, height: 100), scale: 1, backgroundColor: .black, root: root)
    }
}
