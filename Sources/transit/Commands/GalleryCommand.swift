import ArgumentParser
import Foundation
import TransitDemo

/// `transit gallery -o dir`: every catalogue entry as an APNG, a contact sheet of five progress
/// points (0, 0.25, 0.5, 0.75, 1) and a plain HTML index.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every catalogue entry to an APNG and a contact sheet, with an index.html.",
        discussion: """
            Writes <name>.apng (the whole transition), <name>.png (a contact sheet: progress 0, \
            0.25, 0.5, 0.75 and 1, left to right) and index.html into the folder. \
            Scripts/gallery-check.sh opens the page in a headless browser and checks every image.
            """
    )

    /// The progress points of a contact sheet.
    static let sheetPoints: [CGFloat] = [0, 0.25, 0.5, 0.75, 1]
    /// The gap between the frames of a contact sheet, in pixels.
    static let sheetGap = 4

    @Option(name: .shortAndLong, parsing: .unconditional, help: "The output folder (created if missing).")
    var output: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "A bare screen size in points, WIDTHxHEIGHT (up to 1024 a side), "
                + "in place of the default iPhone 16: no safe areas, status bar or home indicator."))
    var size: String?

    @Option(parsing: .unconditional, help: "Pixels per point (0.25…4).")
    var scale: Double = 1

    @Option(parsing: .unconditional, help: "Frames per second of the animations (1…60).")
    var fps: Int = 30

    @Option(parsing: .unconditional, help: "Render only the entries whose names contain this text (in any case).")
    var only: String?

    @OptionGroup var deviceOptions: DeviceOptions

    /// The bare size `--device none` draws without `--size`.
    static let bareSize = CGSize(width: 180, height: 320)

    /// The device the screens stand for: `--device`'s; without it, the iPhone 16 unless `--size`
    /// asks for a bare size; nil for a bare size.
    func deviceChoice() throws -> DeviceChoice? {
        if deviceOptions.device == nil, size != nil { return nil }
        return try deviceOptions.choiceDefaultingToPhone()
    }

    /// The screen size: the device's, else `--size` (or `bareSize`).
    var screenSize: CGSize? {
        if let device = try? deviceChoice() { return device.size }
        return size == nil ? Self.bareSize : parsedSize
    }

    @Option(parsing: .unconditional, help: AppearanceOption.help)
    var appearance: String = "light"

    var parsedSize: CGSize? {
        guard let size else { return nil }
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite, w >= 16, h >= 16, w <= 1024, h <= 1024
        else { return nil }
        return CGSize(width: w, height: h)
    }

    func validate() throws {
        guard size == nil || parsedSize != nil else {
            throw ValidationError("--size must look like 180x320 (16 to 1024 points a side)")
        }
        try ScaleOption.validate(scale, size: screenSize)
        _ = try AppearanceOption.style(appearance)
        guard (1...60).contains(fps) else { throw ValidationError("--fps must be between 1 and 60") }
        guard !output.isEmpty else { throw ValidationError("--output is empty; give a folder name such as gallery") }
        try PathCheck.outputFolder(output, option: "--output")
        if let only {
            let names = TransitionCatalog.names
            guard names.contains(where: { $0.lowercased().contains(only.lowercased()) }) else {
                let question = NameLookup.didYouMean(only, among: names)
                let hint = question.isEmpty ? "" : "; " + question
                throw ValidationError("--only \(only) matches no entry\(hint) (see 'transit list')")
            }
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try render() }
    }

    @MainActor
    func render() throws {
        guard let size = screenSize else { return }
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot create \(output): \(error.localizedDescription)")
        }
        let entries = TransitionCatalog.entries.filter { only == nil || $0.name.lowercased().contains(only!.lowercased()) }
        var progress = ProgressBar(total: entries.count, label: "entries")
        var rows: [GalleryIndex.Row] = []
        for (i, entry) in entries.enumerated() {
            let apng = try animation(of: entry, size: size)
            try write(apng, to: folder.appendingPathComponent("\(entry.name).apng"))
            let sheet = try contactSheet(of: entry, size: size)
            try write(sheet, to: folder.appendingPathComponent("\(entry.name).png"))
            rows.append(GalleryIndex.Row(entry: entry, animation: "\(entry.name).apng", sheet: "\(entry.name).png"))
            progress.update(i + 1)
        }
        progress.finish()
        try write(Data(GalleryIndex(rows: rows).html.utf8), to: folder.appendingPathComponent("index.html"))
        print("Wrote \(entries.count) entries and index.html to \(output)")
    }

    @MainActor
    func scene(_ entry: TransitionCatalog.Entry, size: CGSize) -> CatalogScene {
        let scene = CatalogScene(
            entry: entry, from: SampleScreen(title: "Before", color: .systemBlue),
            to: SampleScreen(title: "After", color: .systemOrange), size: size, scale: CGFloat(scale),
            duration: nil, device: try? deviceChoice())
        scene.host.userInterfaceStyle = (try? AppearanceOption.style(appearance)) ?? .light
        return scene
    }

    @MainActor
    func animation(of entry: TransitionCatalog.Entry, size: CGSize) throws -> Data {
        let scene = scene(entry, size: size)
        let pixels = (Int((size.width * CGFloat(scale)).rounded()), Int((size.height * CGFloat(scale)).rounded()))
        var encoder = try APNGEncoder(width: pixels.0, height: pixels.1)
        var first = true
        try scene.animate(fps: Double(fps)) { host in
            try encoder.addFrame(host.render(), delay: first ? 0.4 : 1.0 / Double(fps))
            first = false
        }
        try encoder.addFrame(scene.host.render(), delay: 0.8)
        return try encoder.finish()
    }

    /// The frames at `sheetPoints`, side by side, separated by transparent gaps.
    @MainActor
    func contactSheet(of entry: TransitionCatalog.Entry, size: CGSize) throws -> Data {
        let scene = scene(entry, size: size)
        scene.start(interactive: true)
        var frames: [Bitmap] = []
        for p in Self.sheetPoints {
            scene.update(p)
            frames.append(scene.host.render())
        }
        guard let png = Self.sideBySide(frames, gap: Self.sheetGap).pngData() else { throw CLIError("PNG encoding failed") }
        return png
    }

    /// `frames` (all the same size) placed left to right with `gap` transparent pixels between.
    static func sideBySide(_ frames: [Bitmap], gap: Int) -> Bitmap {
        guard let first = frames.first else { return Bitmap(width: 0, height: 0) }
        let w = first.width, h = first.height
        var sheet = Bitmap(width: frames.count * w + (frames.count - 1) * gap, height: h)
        for (i, frame) in frames.enumerated() where frame.width == w && frame.height == h {
            let x0 = i * (w + gap)
            for y in 0..<h {
                let source = y * w * 4, target = (y * sheet.width + x0) * 4
                sheet.pixels.replaceSubrange(target..<target + w * 4, with: frame.pixels[source..<source + w * 4])
            }
        }
        return sheet
    }

    func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url)
        } catch {
            throw CLIError("cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}

/// The gallery's `index.html`: plain HTML, one figure per entry.
@MainActor
struct GalleryIndex {
    struct Row {
        let entry: TransitionCatalog.Entry
        let animation: String
        let sheet: String
    }

    let rows: [Row]

    var html: String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Transit catalogue</title>
            <style>
            body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem; background: #f2f2f7; color: #1c1c1e; }
            .entries { display: flex; flex-wrap: wrap; gap: 1.2rem; }
            figure { background: white; border-radius: 12px; padding: 0.8rem; margin: 0; box-shadow: 0 1px 3px #0002; }
            figure img { display: block; background: #000; margin-bottom: 0.4rem; }
            figcaption { max-width: 60rem; } code { font: 0.85rem ui-monospace, monospace; }
            .meta { color: #6e6e73; font-size: 0.8rem; }
            </style></head><body>
            <h1>Transit catalogue</h1>
            <p>Every entry of <code>transit list</code>, rendered by Transit's own renderer on a deterministic clock:
            the animation, and a contact sheet at progress 0, 0.25, 0.5, 0.75 and 1.</p>
            <div class="entries">

            """
        for row in rows {
            let duration = row.entry.defaultDuration.map { String(format: "%.3g s", $0) } ?? "spring"
            html += """
                <figure id="\(escape(row.entry.name))">
                <img class="animation" src="\(escape(row.animation))" alt="\(escape(row.entry.name)) animation">
                <img class="sheet" src="\(escape(row.sheet))" alt="\(escape(row.entry.name)) at progress 0, 0.25, 0.5, 0.75 and 1">
                <figcaption><code>\(escape(row.entry.name))</code> · \(escape(row.entry.summary))
                <div class="meta">\(duration)\(row.entry.hasMotion ? "" : " · no motion") · <code>transit render \(escape(row.entry.name)) -o \(escape(row.entry.name)).gif</code></div>
                </figcaption></figure>

                """
        }
        html += "</div></body></html>\n"
        return html
    }

    func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
