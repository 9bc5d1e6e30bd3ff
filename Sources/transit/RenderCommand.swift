import ArgumentParser
import Foundation
import TransitDemo

/// `transit render <transition>`: renders a transition between two screens (built-in sample
/// screens or two PNG screenshots) to a PNG (one frame, `--progress`), an APNG or a GIF.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a transition to a PNG frame, an APNG or a GIF.",
        discussion: "Examples:\n  transit render fade -o fade.gif\n  transit render push --progress 0.5 -o half.png\n"
            + "  transit render cover --from a.png --to b.png --scale 2 -o cover.apng\nSee `transit list` for the transitions."
    )

    @Argument(help: "The transition's name (see `transit list`).")
    var transition: String

    @Option(name: .shortAndLong, help: "The output file: .png (one frame), .apng, or .gif.")
    var output: String

    @Option(help: "The screen size in points, WIDTHxHEIGHT.")
    var size: String = "390x844"

    @Option(help: "Pixels per point (0.25…4).")
    var scale: Double = 3

    @Option(help: "Frames per second of an animation (1…60).")
    var fps: Int = 30

    @Option(help: "The transition's duration in seconds (default: the transition's own).")
    var duration: Double?

    @Option(help: "Render one frame at this progress (0…1) instead of an animation.")
    var progress: Double?

    @Option(help: "A PNG screenshot for the outgoing screen.")
    var from: String?

    @Option(help: "A PNG screenshot for the incoming screen.")
    var to: String?

    func validate() throws {
        guard parsedSize != nil else { throw ValidationError("--size must look like 390x844 (positive numbers up to 4096)") }
        guard scale.isFinite, scale >= 0.25, scale <= 4 else { throw ValidationError("--scale must be between 0.25 and 4") }
        guard (1...60).contains(fps) else { throw ValidationError("--fps must be between 1 and 60") }
        if let duration, !(duration.isFinite && duration >= 0 && duration <= 60) {
            throw ValidationError("--duration must be between 0 and 60 seconds")
        }
        if let progress, !(progress.isFinite && (0...1).contains(progress)) {
            throw ValidationError("--progress must be between 0 and 1")
        }
        guard let kind = outputKind else { throw ValidationError("the output must end in .png, .apng or .gif: \(output)") }
        let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("the output folder \(folder) does not exist")
        }
        if kind != .png, progress != nil { throw ValidationError("--progress renders one frame: write it to a .png") }
        if kind == .png, progress == nil { throw ValidationError("a .png holds one frame: add --progress, or write .apng or .gif") }
        let known = MainActor.assumeIsolated { TransitionCatalog.entry(named: transition) != nil }
        guard known else {
            let names = MainActor.assumeIsolated { TransitionCatalog.entries.map(\.name).joined(separator: ", ") }
            throw ValidationError("unknown transition '\(transition)'; known: \(names)")
        }
    }

    enum OutputKind { case png, apng, gif }

    var outputKind: OutputKind? {
        switch URL(fileURLWithPath: output).pathExtension.lowercased() {
        case "png": .png
        case "apng": .apng
        case "gif": .gif
        default: nil
        }
    }

    var parsedSize: CGSize? {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0, w <= 4096, h <= 4096 else { return nil }
        return CGSize(width: w, height: h)
    }

    func run() throws {
        try MainActor.assumeIsolated { try render() }
    }

    @MainActor
    func render() throws {
        guard let entry = TransitionCatalog.entry(named: transition), let size = parsedSize, let kind = outputKind else { return }
        let fromScreen = try screen(path: from, fallback: SampleScreen(title: "Before", color: .systemBlue))
        let toScreen = try screen(path: to, fallback: SampleScreen(title: "After", color: .systemOrange))
        let stage = TransitionStage(from: fromScreen, to: toScreen)
        let host = TestHost(size: size, scale: CGFloat(scale))
        host.window.rootViewController = stage
        host.step()
        let animator = entry.make(duration)
        let data: Data
        if let progress {
            stage.run(animator, interactive: true)
            host.step()
            stage.interaction?.update(CGFloat(progress))
            host.step()
            guard let png = host.render().pngData() else { throw CLIError("PNG encoding failed") }
            data = png
        } else {
            data = try animate(stage: stage, host: host, animator: animator, kind: kind)
        }
        do {
            try data.write(to: URL(fileURLWithPath: output))
        } catch {
            throw CLIError("cannot write \(output): \(error.localizedDescription)")
        }
        for diagnostic in host.diagnostics.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
        print("Wrote \(output) (\(data.count / 1024) KiB)")
    }

    @MainActor
    func animate(stage: TransitionStage, host: TestHost, animator: ViewControllerAnimatedTransitioning,
                 kind: OutputKind) throws -> Data {
        let width = host.window.bounds.width * host.window.screenScale
        let height = host.window.bounds.height * host.window.screenScale
        var encoder: any AnimationEncoder = kind == .gif
            ? try GIFEncoder(width: Int(width.rounded()), height: Int(height.rounded()))
            : try APNGEncoder(width: Int(width.rounded()), height: Int(height.rounded()))
        let frameTime = 1.0 / Double(fps)
        host.framesPerSecond = Double(fps)
        try encoder.addFrame(host.render(), delay: 0.3)
        stage.run(animator, interactive: false)
        let expected = max(1, Int((stage.transitionDuration / frameTime).rounded(.up)))
        var frames = 0
        let progress = ProgressBar(total: expected)
        while !stage.isFinished || !host.isIdle {
            host.step()
            frames += 1
            try encoder.addFrame(host.render(), delay: frameTime)
            progress.update(min(frames, expected))
            if frames > Int(60 * Double(fps)) { throw CLIError("the transition did not end within 60 s") }
        }
        progress.finish()
        try encoder.addFrame(host.render(), delay: 0.5)
        return try encoder.finish()
    }

    /// A screen showing a PNG screenshot, or the fallback sample screen.
    @MainActor
    func screen(path: String?, fallback: ViewController) throws -> ViewController {
        guard let path else { return fallback }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError("cannot read \(path): \(error.localizedDescription)")
        }
        let bitmap: Bitmap
        do {
            bitmap = try Bitmap(pngData: data)
        } catch {
            throw CLIError("\(path) is not a usable PNG: \(error)")
        }
        guard let image = bitmap.image(scale: CGFloat(scale)) else { throw CLIError("\(path) is empty") }
        return ScreenshotScreen(image: image)
    }
}

/// A screen that shows one image filling it (aspect fill).
@MainActor
final class ScreenshotScreen: ViewController {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    let image: Image
    init(image: Image) {
        self.image = image
        super.init()
        title = "Screenshot"
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        let imageView = ImageView(image: image)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)
    }
}

/// A one-line progress bar on standard error, redrawn in place.
struct ProgressBar {
    let total: Int
    func update(_ done: Int) {
        let width = 30, filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) frames".utf8))
    }
    func finish() { FileHandle.standardError.write(Data("\n".utf8)) }
}
