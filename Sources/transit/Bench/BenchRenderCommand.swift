import ArgumentParser
import Foundation
import TransitRender

/// `transit bench render`: the renderer on the reference transition frame (and a perspective flip).
struct BenchRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Time the renderer on a 1179×2556 transition frame (the scene of Benchmarks/cairo_frame.c).",
        discussion: """
            Screen A (an opaque background and 50 rounded rectangles from the reference LCG, seed 12345) \
            slides by a fractional offset, a 50 % black dimming layer covers it, and screen B rotates and \
            scales in about its centre — built as RenderNodes at 393×852 points, scale 3. Frames use \
            t = i/(n−1); the median milliseconds per frame is printed. The flip scene turns a full-screen \
            image about the y axis with perspective (m34 = −1/1000). The paths scene \
            (Benchmarks/cairo_paths.c) strokes polylines with every join and cap, dashed and solid, fills \
            gradient circles through oval shape masks, strokes cubic curves and fills even-odd stars; it \
            runs only when asked for (--scene paths). The damage scene (--scene damage) times the same \
            frames drawn from scratch and through a FrameCompositor, which redraws only what changed since \
            the previous frame: an unchanged frame (t = 0.5 every time), a card moving over the resting \
            screen (with its shadow, which is blurred again whenever it moves, and without), and the \
            transition itself; it prints each median and the ratio full ÷ incremental. The materials scene \
            (--scene materials) is the transition frame under a navigation bar and a tab bar of blurred \
            material, then under one full-screen material, each against the plain transition frame in the \
            same run. The raster scene (--scene raster) slides and fades a card (text, shapes, a border, a \
            shadow, a rounded clip) for 30 frames drawn directly and rasterized (shouldRasterize at the \
            screen's scale), alternating the two for --rounds rounds, each on a new renderer. --reference compares the t = 0.5 frame of the chosen scene with a PNG (cairo's) and \
            prints the PSNR of the colour channels.
            """
    )

    @Option(parsing: .unconditional, help: "Frames to time per scene.")
    var frames = 200

    @Option(parsing: .unconditional, help: "Scenes to run: transition, flip, both (the two), paths, materials, damage or raster.")
    var scene = "both"

    @Option(parsing: .unconditional, help: "Rounds of the raster scene, each timing both sides.")
    var rounds = 5

    @Option(
        parsing: .unconditional,
        help: """
            Write the t = 0.5 frame (transition, or paths with --scene paths; with --scene raster, frame 15 of 30, \
            rasterized) to this PNG file.
            """)
    var png: String?

    @Option(
        parsing: .unconditional, help: "A PNG of the same t = 0.5 frame drawn by another renderer: print the PSNR against it.")
    var reference: String?

    @Flag(
        help: """
            Time each frame by the process's CPU time (all its threads) instead of the wall clock \
            (steadier on a busy machine; with several threads it is the work, not the wait).
            """)
    var cpu = false

    @Flag(help: "Print every timed frame's t and milliseconds, in the order drawn.")
    var perFrame = false

    @Option(
        parsing: .unconditional,
        help: "Threads to draw each frame on (1–64; default: TRANSIT_RENDER_THREADS or the processor count).")
    var threads: Int?

    func validate() throws {
        guard (1...10_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 10000") }
        guard ["transition", "flip", "both", "paths", "materials", "damage", "raster"].contains(scene) else {
            throw ValidationError("--scene must be transition, flip, both, paths, materials, damage or raster")
        }
        guard (1...1000).contains(rounds) else { throw ValidationError("--rounds must be between 1 and 1000") }
        if let threads, !(1...64).contains(threads) { throw ValidationError("--threads must be between 1 and 64") }
        if let png { try PathCheck.outputFile(png, option: "--png") }
        if let reference, !FileManager.default.isReadableFile(atPath: reference) {
            throw ValidationError("--reference \(reference) is not a readable file")
        }
    }

    func run() throws {
        var renderer = Renderer()
        if let threads { renderer.threadCount = threads }
        if scene == "raster" {
            timeRasterization(rounds: rounds, threads: threads)
            if png != nil || reference != nil { try output(renderer.render(RasterBenchScene().tree(frame: 15, rasterize: true))) }
            return
        }
        if scene == "paths" {
            let paths = PathsBenchScene()
            let ms = time(frames) { renderer.render(paths.tree(t: $0)) }
            print(
                String(
                    format: "paths      %dx%d frames=%d median=%.2f ms  p10=%.2f  p90=%.2f  (%.1f fps)",
                    1179, 2556, frames, ms.median, ms.p10, ms.p90, 1000 / ms.median))
            try output(renderer.render(paths.tree(t: 0.5)))
            return
        }
        let bench = TransitionBenchScene()
        if scene == "damage" { return timeDamage(bench, renderer: renderer) }
        if scene == "materials" {
            let plain = time(frames) { renderer.render(bench.tree(t: $0)) }
            let bars = time(frames) { renderer.render(bench.barsTree(t: $0)) }
            let full = time(frames) { renderer.render(bench.fullMaterialTree(t: $0)) }
            print(
                String(
                    format: "materials  %dx%d frames=%d median=%.2f ms (plain %.2f ms; two bars of blur %.2f ms)",
                    1179, 2556, frames, bars.median, plain.median, bars.median - plain.median))
            print(
                String(
                    format: "full-screen material median=%.2f ms, %.2f× the plain frame (the blur %.2f ms)",
                    full.median, full.median / plain.median, full.median - plain.median))
            if png != nil || reference != nil { try output(renderer.render(bench.barsTree(t: 0.5))) }
            return
        }
        if scene != "flip" {
            let ms = time(frames) { renderer.render(bench.tree(t: $0)) }
            print(
                String(
                    format: "transition %dx%d frames=%d median=%.2f ms  p10=%.2f  p90=%.2f  (%.1f fps)",
                    1179, 2556, frames, ms.median, ms.p10, ms.p90, 1000 / ms.median))
        }
        if scene != "transition" {
            let image = renderer.render(bench.tree(t: 0.5)).image(scale: 3)
            let ms = time(frames) { renderer.render(bench.flipTree(t: $0, image: image)) }
            print(
                String(
                    format: "flip       %dx%d frames=%d median=%.2f ms  p10=%.2f  p90=%.2f  (%.1f fps)",
                    1179, 2556, frames, ms.median, ms.p10, ms.p90, 1000 / ms.median))
        }
        if png != nil || reference != nil { try output(renderer.render(bench.tree(t: 0.5))) }
    }

    /// Times full renders against a `FrameCompositor` on an unchanged frame, a moving card and the
    /// transition, alternating the two in the same run.
    private func timeDamage(_ bench: TransitionBenchScene, renderer: Renderer) {
        let cases: [(String, (Double) -> RenderTree)] = [
            ("unchanged", { _ in bench.tree(t: 0.5) }),
            ("moving card", { bench.movingCardTree(t: $0) }),
            ("card, no shadow", { bench.movingCardTree(t: $0, shadow: false) }),
            ("transition", bench.tree)
        ]
        let n = frames
        for (name, makeTree) in cases {
            // The trees are built before timing, so only drawing is timed.
            let trees = (0..<n).map { makeTree(n > 1 ? Double($0) / Double(n - 1) : 0.5) }
            let tree = { (t: Double) in trees[n > 1 ? Int((t * Double(n - 1)).rounded()) : 0] }
            let compositor = FrameCompositor(renderer: renderer)
            let full = time(n) { renderer.render(tree($0)) }
            let incremental = time(n) { compositor.render(tree($0)).bitmap }
            let again = time(n) { renderer.render(tree($0)) }
            let fullMedian = min(full.median, again.median)
            let label = (name + ":").padding(toLength: 17, withPad: " ", startingAt: 0)
            print(
                String(
                    format: "damage %@ %dx%d frames=%d full=%.3f ms  incremental=%.3f ms  (full/incremental %.1f×)",
                    label, 1179, 2556, n, fullMedian, incremental.median, fullMedian / incremental.median))
        }
    }

    /// Writes the t = 0.5 frame to `--png` and compares it with `--reference`.
    private func output(_ frame: Bitmap) throws {
        if let png {
            guard let data = frame.pngData() else { throw ValidationError("could not encode the frame as PNG") }
            do { try data.write(to: URL(fileURLWithPath: png)) } catch {
                throw ValidationError("cannot write \(png): \(error.localizedDescription)")
            }
        }
        if let reference {
            let other: Bitmap
            do { other = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: reference))) } catch {
                throw ValidationError("cannot read \(reference) as a PNG: \(error)")
            }
            guard other.width == frame.width, other.height == frame.height else {
                throw ValidationError("\(reference) is \(other.width)×\(other.height), the frame \(frame.width)×\(frame.height)")
            }
            print(String(format: "psnr %.2f dB against %@ (red, green and blue)", Self.psnr(frame, other), reference))
        }
    }

    /// Peak signal-to-noise ratio of the colour channels, 10·log10(255² / mean squared error);
    /// infinite for identical images.
    static func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
        var sum = 0.0, n = 0.0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<3 {
                let d = Double(a.pixels[i + c]) - Double(b.pixels[i + c])
                sum += d * d
            }
            n += 3
        }
        let mse = sum / max(1, n)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// Milliseconds on the chosen clock (monotonic wall clock, or this process's CPU time).
    func now() -> Double {
        var ts = timespec()
        clock_gettime(cpu ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }

    /// Renders `n` frames at t = i/(n−1) after three warm-up frames; returns millisecond statistics.
    private func time(_ n: Int, _ frame: (Double) -> Bitmap) -> (median: Double, p10: Double, p90: Double) {
        for _ in 0..<3 { _ = frame(0.5) }
        var ms: [Double] = []
        for i in 0..<n {
            let t = n > 1 ? Double(i) / Double(n - 1) : 0.5
            let start = now()
            let bitmap = frame(t)
            ms.append(now() - start)
            precondition(bitmap.width == 1179)
            if perFrame { print(String(format: "  frame %3d  t=%.3f  %.2f ms", i, t, ms[i])) }
        }
        ms.sort()
        return (ms[n / 2], ms[n / 10], ms[n * 9 / 10])
    }
}
