import ArgumentParser
import Foundation
import Transit

/// `transit bench views`: N views in a window, each animating its frame, alpha, transform and
/// background colour in its own block animation; times whole frame steps (animation, completions,
/// layout) plus render-tree production, without rasterizing. Reports wall time and thread CPU
/// time per frame (CPU time is the figure that stays meaningful on a loaded machine).
struct BenchViewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "views",
        abstract: "Time frame steps and render trees of N animating views (no rasterizing)."
    )

    @Option(parsing: .unconditional, help: "Number of views.")
    var views = 1_000

    @Option(parsing: .unconditional, help: "Number of frames, at 60 frames per second.")
    var frames = 120

    func validate() throws {
        guard (1...100_000).contains(views) else { throw ValidationError("--views must be between 1 and 100000") }
        guard (1...100_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 100000") }
    }

    func run() throws {
        let (views, frames) = (self.views, self.frames)
        let line = MainActor.assumeIsolated { () -> String in
            let window = Window(size: CGSize(width: 393, height: 852), scale: 3)
            window.makeKeyAndVisible()
            var all: [View] = []
            all.reserveCapacity(views)
            for i in 0..<views {
                let v = View(frame: CGRect(x: Double(i % 20) * 19, y: Double(i / 20 % 40) * 21, width: 18, height: 20))
                v.backgroundColor = Color(white: Double(i % 10) / 10)
                window.addSubview(v)
                all.append(v)
            }
            var completed = 0
            for (i, v) in all.enumerated() {
                // Durations past the measured span keep every animation running in every frame.
                let duration = Double(frames) / 60 + 0.5 + Double(i % 7) * 0.1
                View.animate(
                    withDuration: duration, delay: 0, options: [.curveEaseInOut],
                    animations: {
                        v.frame = v.frame.offsetBy(dx: 30, dy: 60).insetBy(dx: -4, dy: -4)
                        v.alpha = 0.25
                        v.transform = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 1.5, y: 1.5)
                        v.backgroundColor = Color(red: 1, green: Double(i % 5) / 5, blue: 0)
                    }, completion: { _ in completed += 1 })
            }
            var checksum = 0.0
            let cpuStart = Self.threadCPUSeconds()
            let start = ContinuousClock.now
            for f in 1...frames {
                window.step(to: Double(f) / 60)
                let tree = window.renderTree()
                checksum += Double(tree.root.children[f % views].position.x)
            }
            let elapsed = start.duration(to: ContinuousClock.now)
            let cpu = Self.threadCPUSeconds() - cpuStart
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            let ms = seconds * 1000 / Double(frames)
            let cpuMs = cpu * 1000 / Double(frames)
            return "views: \(views) views x \(frames) frames: "
                + String(
                    format: "%.3f ms wall, %.3f ms CPU per frame step + render tree (checksum %.6f, %d completed)",
                    ms, cpuMs, checksum, completed)
        }
        print(line)
    }

    /// CPU time consumed by this thread, in seconds: unlike wall time, it does not count the time
    /// the thread waits for a core on a busy machine.
    static func threadCPUSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
