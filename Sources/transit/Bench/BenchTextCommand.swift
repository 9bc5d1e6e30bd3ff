import ArgumentParser
import Foundation
import Transit
import TransitRender

/// `transit bench text`: a screen of text, laid out and drawn.
struct BenchTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Time text layout and drawing on a 1179×2556 screen of 60 lines of mixed Latin and CJK text.",
        discussion: """
            Sixty labels (393×852 points at scale 3, 11 pt system font) alternate English, Korean, \
            Japanese and Chinese sentences; characters the built-in font lacks fall back to the installed \
            fonts (Noto Sans CJK from fonts-noto-cjk). The first frame lays out every label and reads and \
            flattens every glyph, the second makes each glyph's coverage mask; later frames reuse the \
            layouts from the renderer's text cache and composite the glyph masks. With --moving the text \
            moves 0.37 pt each frame, so its glyphs are filled from their outlines every frame. Layout alone (uncached) is timed too. Medians in milliseconds. \
            With --emoji every line is a row of colour emoji instead (ZWJ sequences, flags, keycaps and \
            skin tones among them, from Noto Color Emoji in fonts-noto-color-emoji): the first frame \
            decodes and shrinks each emoji's PNG, later frames find the images in their cache.
            """
    )

    @Option(parsing: .unconditional, help: "Frames to time.")
    var frames = 30

    @Option(parsing: .unconditional, help: "Write the frame to this PNG file.")
    var png: String?

    @Flag(help: "Lines of colour emoji instead of mixed Latin and CJK text.")
    var emoji = false

    @Flag(help: "Move the text by a fraction of a pixel each timed frame, so no glyph is drawn where it was before.")
    var moving = false

    func validate() throws {
        guard (1...10_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 10000") }
        if let png { try PathCheck.outputFile(png, option: "--png") }
    }

    static let sentences = [
        "The quick brown fox jumps over the lazy dog — “curly” quotes, café, naïve, €12.",
        "화면 전환은 사용자가 앱의 구조를 이해하도록 돕습니다. 애니메이션 타이밍",
        "画面の遷移は、アプリの構造を理解する手がかりになります。タイミング曲線",
        "转场动画帮助用户理解应用的结构，也让界面更加生动。弹簧动画与时间曲线"
    ]

    /// Rows of 22 emoji each: faces, a ZWJ family and profession, flags, a keycap, skin tones,
    /// presentation selectors.
    static let emojiRows = [
        "😀😂🥰😎🤔😴🥳😇🙃😉😋🤩😭😡🤯🥶😱🤗🤫🤥😬🙄",
        "👨‍👩‍👧👩🏽‍💻🧑🏿‍🚀👍🏽👋🏻🙌🏾👏🏼💪🏿🤝🫶🏽🙏🏻✌️🤞🏼👌🏽🇯🇵🇫🇷🇰🇷🇨🇳🇺🇸🇧🇷",
        "#️⃣1️⃣❤️☕️🎉🚀✨🐱🌸🍣⚽️🎵🌈🔥🍕🎁📚💡🧩🛸🌍🏴󠁧󠁢󠁳󠁣󠁴󠁿"
    ]

    static func tree(emoji: Bool = false, shift: CGFloat = 0) -> RenderTree {
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.backgroundColor = .white
        let lines = emoji ? emojiRows : sentences
        for i in 0..<60 {
            var node = RenderNode(frame: CGRect(x: 8 + shift, y: 4 + CGFloat(i) * 14, width: 377, height: 14))
            node.content = .text(.init(text: lines[i % lines.count], fontSize: 11, color: .black))
            root.children.append(node)
        }
        return RenderTree(size: CGSize(width: 393, height: 852), scale: 3, backgroundColor: .white, root: root)
    }

    func run() throws {
        let renderer = Renderer()
        let tree = Self.tree(emoji: emoji)
        let start = now()
        let first = renderer.render(tree)
        let cold = now() - start
        // Moving, each frame is 0.37 pt (1.11 px) further right than the one before.
        let trees = moving ? (1...frames).map { Self.tree(emoji: emoji, shift: 0.37 * CGFloat($0)) } : [tree]
        var ms: [Double] = []
        for frame in 0..<frames {
            let t0 = now()
            _ = renderer.render(trees[moving ? frame : 0])
            ms.append(now() - t0)
        }
        ms.sort()
        var layout: [Double] = []
        for _ in 0..<frames {
            let t0 = now()
            for case .text(let text)? in tree.root.children.map(\.content) { _ = text.layout(width: 377) }
            layout.append(now() - t0)
        }
        layout.sort()
        let firstFrame = emoji ? "decodes and shrinks the emoji images" : "reads and flattens glyphs"
        print(
            String(
                format: (emoji ? "emoji" : "text") + (moving ? " moving" : "")
                    + " 1179x2556 60 lines: first frame %.1f ms (\(firstFrame)), "
                    + "then median %.2f ms/frame (p90 %.2f, %.1f fps); layout of the 60 lines median %.2f ms",
                cold, ms[frames / 2], ms[frames * 9 / 10], 1000 / ms[frames / 2], layout[frames / 2]))
        if let png {
            guard let data = first.pngData() else { throw ValidationError("could not encode the frame as PNG") }
            do { try data.write(to: URL(fileURLWithPath: png)) } catch {
                throw ValidationError("cannot write \(png): \(error.localizedDescription)")
            }
        }
    }

    private func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }
}
