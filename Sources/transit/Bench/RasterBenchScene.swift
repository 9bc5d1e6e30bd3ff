import Foundation
import TransitRender

/// The scene of `transit bench render --scene raster`: a card (text, rounded shapes, a border, a
/// shadow, a rounded clip) that slides 120 points and fades from 1 to 0.4 over 30 frames on a
/// 393 × 852-point screen at 3×, drawn directly or rasterized at the screen's scale.
struct RasterBenchScene {
    static let size = CGSize(width: 393, height: 852), scale: CGFloat = 3, frames = 30

    /// Frame `i` of the slide, the card rasterized or not.
    func tree(frame i: Int, rasterize: Bool) -> RenderTree {
        let t = CGFloat(i) / CGFloat(Self.frames - 1)
        var card = Self.card
        card.position = CGPoint(x: 140 + 120 * t, y: 400)
        card.opacity = 1 - 0.6 * t
        card.shouldRasterize = rasterize
        card.rasterizationScale = Self.scale
        var root = RenderNode(frame: CGRect(origin: .zero, size: Self.size))
        root.backgroundColor = Color(white: 0.94)
        root.children = [card]
        return RenderTree(size: Self.size, scale: Self.scale, backgroundColor: .black, root: root)
    }

    /// The card: 260 × 300 points, its shadow outside a rounded clip holding a header band, an
    /// avatar, eight lines of text and three bordered chips.
    static let card: RenderNode = {
        var card = box(CGRect(x: 0, y: 0, width: 260, height: 300), .white, radius: 18)
        card.shadowOpacity = 0.3
        card.shadowRadius = 14
        card.shadowOffset = CGSize(width: 0, height: 6)
        card.source = RenderNodeSource(layerSerial: 1)
        var clip = box(CGRect(x: 0, y: 0, width: 260, height: 300), .clear, radius: 18)
        clip.masksToBounds = true
        var parts = [box(CGRect(x: -10, y: -10, width: 280, height: 80), Color(red: 0.25, green: 0.45, blue: 0.95), radius: 0)]
        parts.append(box(CGRect(x: 16, y: 40, width: 56, height: 56), Color(red: 0.95, green: 0.6, blue: 0.2), radius: 28))
        for line in 0..<8 {
            var label = RenderNode(frame: CGRect(x: 16, y: 108 + CGFloat(line) * 18, width: 228, height: 18))
            let text = line == 0 ? "Rasterized card, frame by frame" : "Line \(line): the quick brown fox jumps over"
            label.content = .text(
                RenderNode.TextContent(text: text, fontSize: line == 0 ? 16 : 13, weight: line == 0 ? 0.4 : 0, color: .darkGray))
            parts.append(label)
        }
        for chip in 0..<3 {
            var node = box(CGRect(x: 16 + CGFloat(chip) * 80, y: 260, width: 68, height: 26), Color(white: 0.97), radius: 13)
            node.borderWidth = 1
            node.borderColor = Color(red: 0.25, green: 0.45, blue: 0.95)
            parts.append(node)
        }
        clip.children = parts
        card.children = [clip]
        return card
    }()

    private static func box(_ frame: CGRect, _ color: Color, radius: CGFloat) -> RenderNode {
        var node = RenderNode(frame: frame)
        node.backgroundColor = color
        node.cornerRadius = radius
        return node
    }
}

extension BenchRenderCommand {
    /// Times the 30 frames of `RasterBenchScene` drawn directly and rasterized, alternating, each
    /// run on a new renderer (so the rasterized one draws its bitmap in its first frame), for
    /// `rounds` rounds; prints each round's totals and the median ratio.
    func timeRasterization(rounds: Int, threads: Int?) {
        let scene = RasterBenchScene()
        let n = RasterBenchScene.frames
        let trees = [false, true].map { rasterize in (0..<n).map { scene.tree(frame: $0, rasterize: rasterize) } }
        func run(_ trees: [RenderTree]) -> (ms: Double, drawn: Int, reused: Int) {
            var renderer = Renderer()
            if let threads { renderer.threadCount = threads }
            let start = now()
            for tree in trees { precondition(renderer.render(tree).width == 1179) }
            let stats = renderer.rasterCache.statistics
            return (now() - start, stats.drawn, stats.reused)
        }
        var ratios: [Double] = []
        for round in 1...rounds {
            let direct = run(trees[0]), rasterized = run(trees[1])
            ratios.append(rasterized.ms / direct.ms)
            print(
                String(
                    format: "raster round %d: %d frames direct %.1f ms (%.2f/frame), "
                        + "rasterized %.1f ms (%.2f/frame; %d drawn, %d reused), ratio %.3f",
                    round, n, direct.ms, direct.ms / Double(n), rasterized.ms, rasterized.ms / Double(n),
                    rasterized.drawn, rasterized.reused, rasterized.ms / direct.ms))
        }
        ratios.sort()
        print(String(format: "raster median ratio rasterized/direct %.3f over %d rounds", ratios[ratios.count / 2], rounds))
    }
}
