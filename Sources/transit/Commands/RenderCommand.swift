import ArgumentParser
import Foundation
import TransitDemo
import TransitRender

/// `transit render <transition>`: renders a transition between two screens (built-in sample
/// screens or two PNG screenshots) to a PNG (one frame, `--progress`), an APNG or a GIF.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a transition to a PNG frame, an APNG or a GIF.",
        discussion: """
            Examples:
              transit render fade -o fade.gif
              transit render push --progress 0.5 -o half.png
              transit render cover --from a.png --to b.png --scale 2 -o cover.apng
            See 'transit list' for the transitions.

            Memory: frames are rendered and encoded one at a time, so memory does not grow with the \
            number of frames (only the compressed file grows). It grows with the canvas, \
            (width × scale) × (height × scale) pixels: about 14 bytes per pixel for a .png frame and \
            25 for an animation — about 110 MB for a 390x844 screen at scale 3. The canvas is limited \
            to 2²⁶ pixels (8192×8192, e.g. --size 2048x2048 --scale 4), which bounds the peak at about \
            1 GB for a .png and 1.7 GB for a .gif or .apng.
            """
    )

    @Argument(help: "The transition's name, in any case (see 'transit list').")
    var transition: String

    @Option(name: .shortAndLong, parsing: .unconditional, help: "The output file: .png (one frame), .apng, or .gif.")
    var output: String

    @Option(parsing: .unconditional, help: "The screen size in points, WIDTHxHEIGHT.")
    var size: String = "390x844"

    @Option(parsing: .unconditional, help: "Pixels per point (0.25…4).")
    var scale: Double = 3

    @Option(parsing: .unconditional, help: "Frames per second of an animation (1…60).")
    var fps: Int = 30

    @Option(
        parsing: .unconditional,
        help:
            "The transition's duration in seconds (0…60; default: the transition's own). Refused for spring entries, whose physics fix their length."
    )
    var duration: Double?

    @Option(parsing: .unconditional, help: "Render one frame at this progress (0…1) instead of an animation.")
    var progress: Double?

    @Flag(help: "Play the entry's backward transition (its pop or dismissal) from the second screen back to the first.")
    var backward = false

    @Option(parsing: .unconditional, help: "A PNG screenshot for the outgoing screen.")
    var from: String?

    @Option(parsing: .unconditional, help: "A PNG screenshot for the incoming screen.")
    var to: String?

    @OptionGroup var deviceOptions: DeviceOptions

    @Option(parsing: .unconditional, help: AppearanceOption.help)
    var appearance: String = "light"

    func validate() throws {
        guard typedSize != nil else { throw ValidationError("--size must look like 390x844 (positive numbers up to 4096)") }
        try ScaleOption.validate(scale, size: parsedSize)
        _ = try AppearanceOption.style(appearance)
        if let pixels = canvasPixels,
            let problem = AnimationEncodingError.canvasLimitProblem(width: pixels.width, height: pixels.height)
        {
            throw ValidationError("--size \(size) at --scale \(scale.shortText): \(problem); lower --scale or --size")
        }
        guard (1...60).contains(fps) else { throw ValidationError("--fps must be between 1 and 60") }
        if let duration, !(duration.isFinite && duration >= 0 && duration <= 60) {
            throw ValidationError("--duration must be between 0 and 60 seconds")
        }
        if let progress, !(progress.isFinite && (0...1).contains(progress)) {
            throw ValidationError("--progress must be between 0 and 1")
        }
        guard !output.isEmpty else { throw ValidationError("--output is empty; give a file name such as out.gif") }
        try PathCheck.outputFile(output, option: "--output")
        guard let kind = outputKind else {
            throw ValidationError("--output \(output) must end in .png (one frame), .apng or .gif")
        }
        if let from { try PathCheck.inputFile(from, option: "--from", expecting: "a PNG screenshot") }
        if let to { try PathCheck.inputFile(to, option: "--to", expecting: "a PNG screenshot") }
        if kind != .png, progress != nil { throw ValidationError("--progress renders one frame: write it to a .png") }
        if kind == .png, progress == nil {
            throw ValidationError("a .png holds one frame: add --progress, or write .apng or .gif")
        }
        let names = TransitionCatalog.names
        guard let name = NameLookup.resolve(transition, among: names) else {
            throw ValidationError(NameLookup.unknown("transition", transition, among: names, listHint: "see 'transit list'"))
        }
        let isSpring = MainActor.assumeIsolated {
            TransitionCatalog.entry(named: name).map { $0.defaultDuration == nil } ?? false
        }
        if duration != nil, isSpring {
            throw ValidationError(
                "--duration: '\(name)' runs on a spring, whose stiffness and damping fix how long it "
                    + "takes (see its line in 'transit list'); leave --duration out, or pick a timed transition")
        }
    }

    enum OutputKind { case png, apng, gif }

    /// The canvas in pixels: the size in points times the scale, rounded.
    var canvasPixels: (width: Int, height: Int)? {
        guard let size = parsedSize, scale.isFinite, scale > 0 else { return nil }
        return (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    var outputKind: OutputKind? {
        switch URL(fileURLWithPath: output).pathExtension.lowercased() {
        case "png": .png
        case "apng": .apng
        case "gif": .gif
        default: nil
        }
    }

    /// The screen size: the device's with `--device`, else `--size`.
    var parsedSize: CGSize? { deviceOptions.size(or: typedSize) }

    /// `--size` as points, when well formed.
    var typedSize: CGSize? {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite, w > 0, h > 0, w <= 4096, h <= 4096
        else { return nil }
        return CGSize(width: w, height: h)
    }

    func run() throws {
        try MainActor.assumeIsolated { try render() }
    }

    @MainActor
    func render() throws {
        guard let name = NameLookup.resolve(transition, among: TransitionCatalog.names),
            let entry = TransitionCatalog.entry(named: name), let size = parsedSize, let kind = outputKind
        else { return }
        let fromScreen = try screen(path: from, option: "--from", fallback: SampleScreen(title: "Before", color: .systemBlue))
        let toScreen = try screen(path: to, option: "--to", fallback: SampleScreen(title: "After", color: .systemOrange))
        let device = try deviceOptions.choice()
        let scene = CatalogScene(
            entry: entry, from: fromScreen, to: toScreen, size: size, scale: CGFloat(scale), duration: duration,
            device: device, direction: backward ? .backward : .forward)
        let host = scene.host
        host.userInterfaceStyle = try AppearanceOption.style(appearance)
        let data: Data
        if let progress {
            scene.start(interactive: true)
            scene.update(CGFloat(progress))
            guard let png = host.render().pngData() else { throw CLIError("PNG encoding failed") }
            data = png
        } else {
            data = try animate(scene: scene, kind: kind)
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
    func animate(scene: CatalogScene, kind: OutputKind) throws -> Data {
        let host = scene.host
        let width = Int((host.window.bounds.width * host.window.screenScale).rounded())
        let height = Int((host.window.bounds.height * host.window.screenScale).rounded())
        var encoder: any AnimationEncoder =
            kind == .gif
            ? try GIFEncoder(width: width, height: height)
            : try APNGEncoder(width: width, height: height)
        let frameTime = 1.0 / Double(fps)
        // The bar counts the frames of the animation as they are rendered: the still before it
        // starts, then one per step (the final hold repeats the last one and is not counted). Its
        // total is known once the transition has started, after the still.
        var progress: ProgressBar?
        var frames = 0
        try scene.animate(fps: Double(fps)) { host in
            try encoder.addFrame(host.render(), delay: frames == 0 ? 0.3 : frameTime)
            frames += 1
            if frames == 1 { return }
            var bar = progress ?? ProgressBar(total: 1 + max(1, Int((scene.transitionDuration / frameTime).rounded(.up))))
            bar.update(min(frames, bar.total))
            progress = bar
        }
        progress?.finish()
        try encoder.addFrame(host.render(), delay: 0.5)
        return try encoder.finish()
    }

    /// A screen showing a PNG screenshot, or the fallback sample screen.
    @MainActor
    func screen(path: String?, option: String, fallback: ViewController) throws -> ViewController {
        guard let path else { return fallback }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError("\(option) \(path) cannot be read; give a readable PNG screenshot")
        }
        let bitmap: Bitmap
        do {
            bitmap = try Bitmap(pngData: data)
        } catch {
            throw CLIError("\(option) \(path) is not a PNG this tool can read (\(error)); give a PNG screenshot")
        }
        guard let image = bitmap.image(scale: CGFloat(scale)) else {
            throw CLIError("\(option) \(path) has no pixels; give a PNG screenshot")
        }
        return ScreenshotScreen(image: image)
    }
}
