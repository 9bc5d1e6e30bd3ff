import ArgumentParser
import Foundation
import TransitRender

/// `transit bench codecs`: GIF, APNG and PNG encoding of a rendered push transition.
struct BenchCodecsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codecs",
        abstract: "Time GIF/APNG/PNG encoding of a 30-frame 390×844 transition (use a release build).",
        discussion: """
            Renders a push transition (screen A, 14 rounded cards from a fixed LCG, slides out with \
            parallax under a dimming layer; screen B with its own cards slides in from the right with a \
            shadow) at 390×844 pixels, then times whole-animation GIF and APNG encoding (median of \
            --runs runs) and PNG encode/decode of the middle frame. With --out DIR it writes anim.gif, \
            anim.png (APNG) and each frame as a one-frame GIF; if gifsicle is on PATH, it also runs \
            'gifsicle -O3' over those one-frame GIFs (the same pixels) and compares the file sizes. \
            It also writes samples for independent decoders (.ci/check-images): each frame's raw \
            premultiplied RGBA (frame-NNN.rgba), three stills (RGB, RGBA and palette PNGs) with their \
            raw pixels, and exact.gif, an animation of the frames posterized to 216 colours (so every \
            frame has an exact palette) with their raw pixels (exact-NNN.rgba).
            """
    )

    @Option(parsing: .unconditional, help: "Number of frames.")
    var frames = 30

    @Option(parsing: .unconditional, help: "Timed runs per measurement (the median is printed).")
    var runs = 5

    @Flag(help: "Use ordered dithering for quantized GIF frames.")
    var dither = false

    @Option(parsing: .unconditional, help: "Directory for the output files and the gifsicle comparison.")
    var out: String?

    func validate() throws {
        guard (2...300).contains(frames) else {
            throw ValidationError("--frames must be between 2 and 300 (every frame is kept in memory)")
        }
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be between 1 and 100") }
        if let out { try PathCheck.outputFolder(out, option: "--out") }
    }

    func run() throws {
        let scene = PushScene()
        let renderer = Renderer()
        let bitmaps = (0..<frames).map { renderer.render(scene.tree(t: Double($0) / Double(frames - 1))) }
        let delay = 1.0 / 30
        var gif = Data(), apng = Data()
        let gifMs = try median(runs) {
            var e = try GIFEncoder(width: 390, height: 844, usesOrderedDithering: dither)
            for b in bitmaps { try e.addFrame(b, delay: delay) }
            gif = try e.finish()
        }
        let apngMs = try median(runs) {
            var e = try APNGEncoder(width: 390, height: 844)
            for b in bitmaps { try e.addFrame(b, delay: delay) }
            apng = try e.finish()
        }
        let middle = bitmaps[frames / 2]
        var png = Data()
        let pngMs = try median(runs) { png = middle.pngData() ?? Data() }
        let decodeMs = try median(runs) { _ = try Bitmap(pngData: png) }
        print(
            String(
                format: "gif   %d frames 390x844  median %.1f ms (cpu %.1f ms)  %d bytes", frames, gifMs.wall, gifMs.cpu,
                gif.count))
        print(
            String(
                format: "apng  %d frames 390x844  median %.1f ms (cpu %.1f ms)  %d bytes", frames, apngMs.wall, apngMs.cpu,
                apng.count))
        print(
            String(
                format: "png   1 frame  390x844   encode %.1f ms (cpu %.1f)  decode %.1f ms (cpu %.1f)  %d bytes",
                pngMs.wall, pngMs.cpu, decodeMs.wall, decodeMs.cpu, png.count))
        guard let out else { return }
        let dir = URL(fileURLWithPath: out, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try gif.write(to: dir.appendingPathComponent("anim.gif"))
            try apng.write(to: dir.appendingPathComponent("anim.png"))
            var singles: [String] = []
            for (i, b) in bitmaps.enumerated() {
                var e = try GIFEncoder(width: 390, height: 844, usesOrderedDithering: dither)
                try e.addFrame(b, delayCentiseconds: 3)
                let path = dir.appendingPathComponent(String(format: "frame-%03d.gif", i)).path
                try e.finish().write(to: URL(fileURLWithPath: path))
                singles.append(path)
            }
            try writeSamples(bitmaps, to: dir)
            try compareWithGifsicle(singles, ours: gif.count, dir: dir)
        } catch let error as CleanExit {
            throw error
        } catch {
            throw ValidationError("cannot write to \(out): \(error.localizedDescription)")
        }
    }

    /// Raw pixels and extra stills for independent decoders to compare against.
    private func writeSamples(_ bitmaps: [Bitmap], to dir: URL) throws {
        func put(_ name: String, _ data: Data) throws { try data.write(to: dir.appendingPathComponent(name)) }
        for (i, b) in bitmaps.enumerated() { try put(String(format: "frame-%03d.rgba", i), Data(b.pixels)) }
        let middle = bitmaps[bitmaps.count / 2]
        var translucent = middle
        for y in 0..<middle.height {
            for x in 0..<middle.width {
                let p = middle[x, y], a = UInt32(40 + (x * 215) / max(middle.width - 1, 1))
                translucent[x, y] = (
                    UInt8((UInt32(p.r) * a + 127) / 255), UInt8((UInt32(p.g) * a + 127) / 255),
                    UInt8((UInt32(p.b) * a + 127) / 255), UInt8(a)
                )
            }
        }
        func posterized(_ b: Bitmap, levels: Int) -> Bitmap {
            var out = b
            let step = 255 / (levels - 1)
            for i in 0..<out.pixels.count where i % 4 != 3 {
                out.pixels[i] = UInt8((Int(out.pixels[i]) + step / 2) / step * step)
            }
            return out
        }
        let stills = [("still-rgb", middle), ("still-rgba", translucent), ("still-palette", posterized(middle, levels: 2))]
        for (name, b) in stills {
            guard let png = b.pngData() else { throw ValidationError("could not encode \(name)") }
            try put(name + ".png", png)
            try put(name + ".rgba", Data(b.pixels))
        }
        let exact = bitmaps.map { posterized($0, levels: 6) }
        var e = try GIFEncoder(width: 390, height: 844)
        for (i, b) in exact.enumerated() {
            try e.addFrame(b, delay: 1.0 / 30)
            try put(String(format: "exact-%03d.rgba", i), Data(b.pixels))
        }
        try put("exact.gif", try e.finish())
    }

    private func compareWithGifsicle(_ singles: [String], ours: Int, dir: URL) throws {
        let target = dir.appendingPathComponent("gifsicle-O3.gif").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gifsicle", "-O3", "--loopcount=0", "--delay", "3"] + singles + ["-o", target]
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            print("gifsicle: not run (\(error.localizedDescription))")
            return
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let size = (try? FileManager.default.attributesOfItem(atPath: target))?[.size] as? Int
        else {
            print("gifsicle: not available (install it with apt-get install gifsicle)")
            return
        }
        print(
            String(format: "gifsicle -O3 of the same frames: %d bytes; ours / gifsicle = %.3f", size, Double(ours) / Double(size))
        )
    }

    /// Median over `n` runs of (wall-clock ms, this thread's CPU ms). CPU time is reported too
    /// because on a loaded machine wall-clock time also counts time spent waiting for a core.
    private func median(_ n: Int, _ body: () throws -> Void) throws -> (wall: Double, cpu: Double) {
        let clock = ContinuousClock()
        var wall: [Double] = [], cpu: [Double] = []
        func cpuNow() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
            return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
        }
        for _ in 0..<n {
            let start = clock.now, cpuStart = cpuNow()
            try body()
            let d = start.duration(to: clock.now)
            cpu.append(cpuNow() - cpuStart)
            wall.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15)
        }
        return (wall.sorted()[n / 2], cpu.sorted()[n / 2])
    }
}

/// A push transition at 390×844 points, scale 1, for the codec benchmark.
private struct PushScene {
    struct Card { var x, y, w, h, red, green, blue: Double }
    let cardsA: [Card], cardsB: [Card]

    init() {
        var seed: UInt32 = 2024
        func rnd() -> Double { seed = seed &* 1664525 &+ 1013904223; return Double(seed >> 8) / 16777216.0 }
        func cards() -> [Card] {
            (0..<14).map { i in
                Card(
                    x: 16 + rnd() * 40, y: 60 + Double(i) * 55, w: 250 + rnd() * 70, h: 44,
                    red: rnd(), green: rnd(), blue: rnd())
            }
        }
        cardsA = cards()
        cardsB = cards()
    }

    func screen(_ cards: [Card], background: Double) -> RenderNode {
        var node = RenderNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        node.backgroundColor = Color(white: background)
        node.children = cards.map { c in
            var n = RenderNode(frame: CGRect(x: c.x, y: c.y, width: c.w, height: c.h))
            n.backgroundColor = Color(red: c.red, green: c.green, blue: c.blue)
            n.cornerRadius = 10
            return n
        }
        return node
    }

    func tree(t: Double) -> RenderTree {
        let e = t * t * (3 - 2 * t)  // smoothstep easing
        var a = screen(cardsA, background: 0.96)
        a.position.x -= 390 * 0.3 * e
        var dim = RenderNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        dim.backgroundColor = Color(white: 0, alpha: 0.1 * e)
        var b = screen(cardsB, background: 0.9)
        b.position.x += 390 * (1 - e)
        b.shadowColor = .black
        b.shadowOpacity = 0.3
        b.shadowRadius = 8
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.children = [a, dim, b]
        return RenderTree(size: CGSize(width: 390, height: 844), scale: 1, backgroundColor: .black, root: root)
    }
}
