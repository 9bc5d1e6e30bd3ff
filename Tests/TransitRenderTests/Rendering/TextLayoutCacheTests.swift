import Foundation
import Testing
import Transit
@testable import TransitRender
import TransitTestingReporting

/// Text laid out once and reused between frames: a warm frame is the frame drawn afresh, and
/// changing anything that shapes the text draws the new text, never the cached one.
@MainActor
@Suite("Text layout cache")
struct TextLayoutCacheTests {
    /// A renderer with its own cache (so tests running alongside cannot warm or empty it).
    static func renderer(_ cache: TextLayoutCache) -> Renderer {
        var renderer = Renderer()
        renderer.textCache = cache
        return renderer
    }

    /// A renderer that keeps nothing: every frame lays out and flattens every label.
    static var uncached: Renderer { renderer(TextLayoutCache(budget: 0)) }

    static func labelTree() -> RenderTree {
        var nodes: [RenderNode] = []
        var styled = AttributedText(string: "Red ", attributes: .init(foregroundColor: .red))
        styled.append(AttributedText(string: "bold", attributes: .init(font: .boldSystemFont(ofSize: 15))))
        styled.append(AttributedText(string: " and plain text that wraps"))
        let contents: [RenderNode.TextContent] = [
            .init(text: "The quick brown fox jumps over the lazy dog", fontSize: 13, color: .black, numberOfLines: 0),
            .init(text: "Centred, bold", fontSize: 17, weight: 0.4, color: .blue, alignment: .center),
            .init(
                text: "Truncated in the middle of a long line", fontSize: 12, color: .black, lineBreakMode: .byTruncatingMiddle),
            .init(text: "", fontSize: 12, color: .black, numberOfLines: 0, attributedText: styled),
            // The same text twice: one layout serves both.
            .init(text: "The quick brown fox jumps over the lazy dog", fontSize: 13, color: .green, numberOfLines: 0)
        ]
        for (i, content) in contents.enumerated() {
            var node = RenderNode(frame: CGRect(x: 4, y: 4 + CGFloat(i) * 44, width: 150, height: 40))
            node.content = .text(content)
            nodes.append(node)
        }
        return RenderTestSupport.tree(nodes, size: CGSize(width: 160, height: 230), scale: 2, background: .white)
    }

    @Test("A frame drawn from a warm cache is bit-identical to one drawn with nothing cached")
    func warmEqualsUncached() {
        let tree = Self.labelTree()
        let fresh = Self.uncached.render(tree)
        let cache = TextLayoutCache(budget: 1 << 20)
        let renderer = Self.renderer(cache)
        let cold = renderer.render(tree)
        expectEqual(cache.layoutMisses, 4)  // five labels, two with the same text
        expectEqual(cache.layoutHits, 1)
        let warm = renderer.render(tree)
        expectEqual(cache.layoutMisses, 4)  // nothing laid out again
        expectGreaterThanOrEqual(cache.drawingHits, 5)  // and nothing flattened again
        let coldMatches = cold.pixels == fresh.pixels, warmMatches = warm.pixels == fresh.pixels
        expect(coldMatches)
        expect(warmMatches)
        // Emptied, the cache lays out again and draws the same pixels.
        cache.removeAll()
        expectEqual(cache.count, 0)
        let againMatches = renderer.render(tree).pixels == fresh.pixels
        expect(againMatches)
        expectEqual(cache.layoutMisses, 8)
    }

    @Test("A cache with no budget keeps nothing and still draws the same frame")
    func zeroBudget() {
        let cache = TextLayoutCache(budget: 0)
        let tree = Self.labelTree()
        let a = Self.renderer(cache).render(tree), b = Self.renderer(cache).render(tree)
        expectEqual(cache.count, 0)
        expectEqual(cache.layoutHits, 0)
        expectEqual(cache.drawingHits, 0)
        let same = a.pixels == b.pixels
        expect(same)
    }

    @Test("Memory stays bounded: two generations within the budget, deterministically")
    func bounded() {
        func run() -> (count: Int, pixels: [UInt8]) {
            let cache = TextLayoutCache(budget: 2000)
            let renderer = Self.renderer(cache)
            var last = Bitmap(width: 0, height: 0)
            for i in 0..<200 {
                var node = RenderNode(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
                node.content = .text(.init(text: "Label \(i)", fontSize: 12, color: .black))
                last = renderer.render(RenderTestSupport.tree([node], size: CGSize(width: 80, height: 20)))
            }
            return (cache.count, last.pixels)
        }
        let a = run(), b = run()
        expectGreaterThan(a.count, 0)
        expectLessThan(a.count, 50)
        expectEqual(a.count, b.count)
        let same = a.pixels == b.pixels
        expect(same)
    }

    /// A label with every layout input, as a value so a changed copy can be built afresh.
    struct LabelSpec {
        var text = "Transitions help people understand an app"
        var font = Font.systemFont(ofSize: 14)
        var width: CGFloat = 120
        var numberOfLines = 1
        var lineBreakMode = LineBreakMode.byTruncatingTail
        var alignment = TextAlignment.natural
        var color = Color.black
        var attributed: AttributedText?
        var scale: CGFloat = 2

        @MainActor func apply(to label: Label) {
            label.text = text
            if let attributed { label.attributedText = attributed }
            label.font = font
            label.frame = CGRect(x: 10, y: 10, width: width, height: 40)
            label.numberOfLines = numberOfLines
            label.lineBreakMode = lineBreakMode
            label.textAlignment = alignment
            label.textColor = color
        }

        /// A new window holding a new label with these properties.
        @MainActor func window() -> (Window, Label) {
            let window = Window(size: CGSize(width: 200, height: 60), scale: scale)
            window.makeKeyAndVisible()
            window.backgroundColor = .white
            let label = Label(frame: .zero)
            apply(to: label)
            window.addSubview(label)
            return (window, label)
        }
    }

    /// The inputs changed one at a time.
    nonisolated static let changes = [
        "text", "font size", "font weight", "bounds width", "numberOfLines",
        "lineBreakMode", "textAlignment", "scale", "text colour", "attributedText"
    ]

    static func change(_ name: String, _ spec: inout LabelSpec) {
        switch name {
        case "text": spec.text = "Another string entirely, also long"
        case "font size": spec.font = .systemFont(ofSize: 11)
        case "font weight": spec.font = .boldSystemFont(ofSize: 14)
        case "bounds width": spec.width = 180
        case "numberOfLines": spec.numberOfLines = 0
        case "lineBreakMode": spec.lineBreakMode = .byTruncatingHead
        case "textAlignment": spec.numberOfLines = 0; spec.alignment = .center
        case "scale": spec.scale = 3
        case "text colour": spec.color = .blue
        default:
            var styled = AttributedText(string: "Transitions ", attributes: .init(foregroundColor: .red))
            styled.append(AttributedText(string: "help people", attributes: .init(font: .boldSystemFont(ofSize: 16))))
            spec.attributed = styled
        }
    }

    @Test(
        "Changing a layout input draws what a new label with that input draws",
        arguments: changes)
    func invalidation(change: String) {
        let base = LabelSpec()
        var changed = base
        Self.change(change, &changed)
        let cache = TextLayoutCache(budget: 1 << 20)
        let renderer = Self.renderer(cache)
        let (window, label) = base.window()
        let before = renderer.render(window.renderTree())
        _ = renderer.render(window.renderTree())  // warm
        expectGreaterThan(cache.layoutHits, 0)
        changed.apply(to: label)
        window.screenScale = changed.scale
        window.layoutIfNeeded()
        let after = renderer.render(window.renderTree())
        let (freshWindow, _) = changed.window()
        let oracle = Self.uncached.render(freshWindow.renderTree())
        expectEqual(after.width, oracle.width)
        expectEqual(after.height, oracle.height)
        // Compared as a Bool: a failure names the change rather than printing every pixel.
        let matches = after.pixels == oracle.pixels
        expect(matches, "\(change): the cached frame differs from a fresh label's")
        // The change shows: a cache that drew the old text would fail the comparison above.
        let differs = after.pixels != before.pixels
        expect(differs, "\(change): the frame did not change")
    }
}
