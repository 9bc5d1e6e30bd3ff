import ArgumentParser
import Foundation
import TransitDemo

/// `transit demo`: renders every demo scene headless into a folder of animations plus an
/// `index.html` that shows them with captions, and prints a summary table.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the demo scenes headless to animated GIF or APNG files with an index.html.",
        discussion: "Each scene is a script of taps and drags on a deterministic test host; every frame is "
            + "rendered by Transit's own renderer. The screen stands for an iPhone 16 (393x852 points, its safe areas, "
            + "status bar and home indicator) unless --device names another model, or 'none' for each scene's bare "
            + "390x844 points with a phone's safe-area insets and no status bar. "
            + "Run 'transit inspect <scene>' for a scene's callback timeline."
    )

    @Option(name: .shortAndLong, parsing: .unconditional, help: "The output folder (created if missing).")
    var output: String = "transit-demo"

    @Option(parsing: .unconditional, help: "The animation format: gif or apng.")
    var format: DemoFormat = .gif

    @Option(
        parsing: .unconditional, help: "Pixels per point (0.25…4); 2 keeps the 10-point tab labels legible and the files small.")
    var scale: Double = 2

    @Option(parsing: .unconditional, help: "Frames per second of the output (1…60; the scene always runs at 60).")
    var fps: Int = 30

    @Option(parsing: .unconditional, help: "Render only the scenes whose names contain this text (in any case).")
    var only: String?

    @OptionGroup var deviceOptions: DeviceOptions

    @Option(parsing: .unconditional, help: AppearanceOption.help)
    var appearance: String = "light"

    @Option(parsing: .unconditional, help: FontsOption.help)
    var fonts: String = "system"

    @Flag(help: "List the scenes and exit.")
    var list = false

    func validate() throws {
        try ScaleOption.validate(scale, size: (try? deviceOptions.choiceDefaultingToPhone())?.size)
        _ = try AppearanceOption.style(appearance)
        _ = try FontsOption.source(fonts)
        guard (1...60).contains(fps) else { throw ValidationError("--fps must be between 1 and 60") }
        if !list { try PathCheck.outputFolder(output, option: "--output") }
    }

    func run() throws {
        let source = try FontsOption.source(fonts)
        try MainActor.assumeIsolated { try FontSource.$current.withValue(source) { try render() } }
    }

    @MainActor
    func render() throws {
        let scenes = DemoScene.all.filter { only == nil || $0.name.lowercased().contains(only!.lowercased()) }
        if list {
            for scene in DemoScene.all { print(scene.name.padding(toLength: 28, withPad: " ", startingAt: 0) + scene.title) }
            return
        }
        guard !scenes.isEmpty else {
            let question = NameLookup.didYouMean(only ?? "", among: DemoScene.all.map(\.name))
            let hint = question.isEmpty ? "" : "; " + question
            throw ValidationError("no scene matches --only \(only ?? "")\(hint) (see 'transit demo --list')")
        }
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot create the output folder \(output): \(error.localizedDescription)")
        }
        var results: [DemoResult] = []
        let device = try deviceOptions.choiceDefaultingToPhone()
        for (index, scene) in scenes.enumerated() {
            FileHandle.standardError.write(Data("[\(index + 1)/\(scenes.count)] \(scene.name)\n".utf8))
            let result = try DemoRenderer(
                scene: scene, format: format, scale: CGFloat(scale), fps: fps, device: device,
                appearance: try AppearanceOption.style(appearance)
            ).render(into: folder)
            results.append(result)
        }
        try DemoIndex(results: results, format: format).write(into: folder)
        print(DemoIndex.table(results))
        print("Wrote \(results.count) animations and index.html to \(folder.path)")
    }
}

/// The animation format of `transit demo`.
enum DemoFormat: String, ExpressibleByArgument, CaseIterable {
    case gif, apng
    var fileExtension: String { rawValue == "gif" ? "gif" : "png" }
}
