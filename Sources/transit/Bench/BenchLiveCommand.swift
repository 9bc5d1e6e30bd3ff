import ArgumentParser
import Foundation
import TransitDemo
import TransitLive

/// `transit bench live`: the live window's frame times for every catalogue entry, played at
/// 390 × 844 points × 2 through the live window's own frame path (`LiveBenchmark`: step, render,
/// and present into SDL's headless "dummy" driver when SDL2 is installed). Prints per entry the
/// first frame's cost apart (the cold frame: first layout, first draw of every layer, caches
/// filled) and p50 and p99 of the frames after it, in the process's CPU time (all its threads:
/// what one dedicated core would take) and in wall time, and whether the steady CPU p99 fits a
/// 60 Hz frame (16.7 ms) and a 120 Hz one (8.3 ms), the refresh rates of iPhone displays without
/// and with ProMotion.
struct BenchLiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Time the live window's frames (step, render, present) for every catalogue transition."
    )

    @Option(parsing: .unconditional, help: "Only these entries (comma-separated names, see 'transit list').")
    var entries: String?

    @Option(parsing: .unconditional, help: "Pixels per point.")
    var scale: Double = 2

    @Option(parsing: .unconditional, help: "The most frame steps per entry, at 60 frames per second.")
    var frames = 600

    @Flag(help: "Print every presented frame's CPU and wall milliseconds after the entry's row.")
    var perFrame = false

    func validate() throws {
        guard (1...100_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 100000") }
        guard (0.25...4).contains(scale) else { throw ValidationError("--scale must be between 0.25 and 4") }
        for name in selectedNames where NameLookup.resolve(name, among: TransitionCatalog.names) == nil {
            throw ValidationError(
                NameLookup.unknown("entry", name, among: TransitionCatalog.names, listHint: "see 'transit list'"))
        }
    }

    private var selectedNames: [String] {
        entries.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? TransitionCatalog.names
    }

    /// The budgets a frame's p99 is held to: 60 Hz and 120 Hz displays.
    static let budgets: [(label: String, seconds: TimeInterval)] = [("60 fps", 1.0 / 60), ("120 fps", 1.0 / 120)]

    func run() throws {
        let names = selectedNames.compactMap { NameLookup.resolve($0, among: TransitionCatalog.names) }
        let (scale, frames) = (CGFloat(scale), frames)
        MainActor.assumeIsolated {
            var throughSDL = true
            print(
                "entry".padding(toLength: 34, withPad: " ", startingAt: 0)
                    + "frames  first CPU  first wall  CPU p50  CPU p99  wall p50  wall p99 (ms)  60 fps  120 fps")
            for name in names {
                guard let entry = TransitionCatalog.entry(named: name) else { continue }
                let shown = LiveCatalogDriver.Current()
                let result = LiveBenchmark.run(frameLimit: frames) {
                    let driver = LiveCatalogDriver(
                        entry: entry, size: CGSize(width: 390, height: 844), scale: scale, duration: nil)
                    driver.scene.begin(interactive: false)
                    shown.driver = driver
                    return driver.content
                }
                throughSDL = throughSDL && result.presentedThroughSDL
                print(Self.row(name, result))
                if perFrame { Self.printFrames(result) }
            }
            print(
                throughSDL
                    ? "frames presented through SDL's dummy video driver"
                    : "SDL2 is not installed (apt-get install libsdl2-2.0-0): frames rendered, not presented")
        }
    }

    /// Every presented frame's CPU and wall time in milliseconds, the first (cold) one included,
    /// one line each, to find which frames of an entry are slow.
    static func printFrames(_ result: LiveBenchmark.Result) {
        for (k, (cpu, wall)) in zip(result.cpuStatistics.frameTimes, result.statistics.frameTimes).enumerated() {
            print(String(format: "  frame %3d  CPU %7.2f  wall %7.2f", k, cpu * 1000, wall * 1000))
        }
    }

    /// One table row: the entry, its presented frames, the first frame's CPU and wall time, p50
    /// and p99 in milliseconds of CPU and wall time of the frames after it, and whether that CPU
    /// p99 fits each budget.
    static func row(_ name: String, _ result: LiveBenchmark.Result) -> String {
        let (cpu, wall) = result.steadyState
        let first = result.firstFrame ?? (0, 0)
        let p99 = cpu.frameTime(percentile: 99)
        let marks = budgets.map { (p99 <= $0.seconds ? "yes" : "no").padding(toLength: 8, withPad: " ", startingAt: 0) }
        let figures = [
            first.cpu, first.wall, cpu.frameTime(percentile: 50), p99, wall.frameTime(percentile: 50),
            wall.frameTime(percentile: 99)
        ].map { $0 * 1000 }
        return name.padding(toLength: 34, withPad: " ", startingAt: 0)
            + String(
                format: "%6d %10.2f  %10.2f %8.2f %8.2f  %8.2f  %8.2f      ", result.cpuStatistics.presentedFrames,
                figures[0], figures[1], figures[2], figures[3], figures[4], figures[5]) + marks.joined()
    }
}
