import Foundation
import Testing
@testable import TransitRender

/// Helpers shared by the renderer's tests.
enum RenderTestSupport {
    /// A tree of `size` points at `scale` with the given children on a clear root.
    static func tree(
        _ children: [RenderNode], size: CGSize = CGSize(width: 64, height: 64), scale: CGFloat = 1,
        background: Color = .clear
    ) -> RenderTree {
        var root = RenderNode(frame: CGRect(origin: .zero, size: size))
        root.children = children
        return RenderTree(size: size, scale: scale, backgroundColor: background, root: root)
    }

    /// A node with a solid background.
    static func box(_ frame: CGRect, _ color: Color, radius: CGFloat = 0) -> RenderNode {
        var node = RenderNode(frame: frame)
        node.backgroundColor = color
        node.cornerRadius = radius
        return node
    }

    /// The sum of all alpha values, in pixels (255 = one pixel).
    static func totalAlpha(_ bitmap: Bitmap) -> Double {
        var sum = 0
        for i in stride(from: 3, to: bitmap.pixels.count, by: 4) { sum += Int(bitmap.pixels[i]) }
        return Double(sum) / 255
    }

    /// Writes a PNG to $TRANSIT_RENDER_DUMP/name.png when that variable is set (for looking at).
    static func dump(_ bitmap: Bitmap, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["TRANSIT_RENDER_DUMP"],
            let data = bitmap.pngData()
        else { return }
        try? data.write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png"))
    }
}
