#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Measures what each frame of a live window costs, with no one at the window (Transit
/// extension; the figures Instruments' Core Animation template gives for an iOS app).
///
/// The content is stepped as the live window's loop steps it — the same session: the clock
/// moved to the frame's time, the frame step, the render, and (when SDL2 is installed) the
/// frame's damaged rows written into the window of SDL's headless "dummy" video driver (band
/// by band as they are drawn, `FrameMirror`) and presented, as `SDLDisplay` does without an
/// accelerated renderer — at display times 1/60 s apart, so every run steps the same frames,
/// whatever the machine. Without SDL2 the frames are rendered and not presented. Each presented frame's cost
/// is read from the start of its step to the end of its presentation twice: on the monotonic
/// clock (wall time) and on this process's CPU clock (`CLOCK_PROCESS_CPUTIME_ID`, all its threads,
/// the render threads included), the figure that stays meaningful on a loaded machine, where
/// wall time also counts the waits for a core.
@MainActor
public enum LiveBenchmark {
    /// The figures of one run.
    public struct Result: Sendable {
        /// The frame steps taken and the costs of the frames presented (`frameTimes`);
        /// `videoDriver` is `dummy`, or empty when SDL2 is not installed.
        public var statistics: LiveStatistics
        /// The same frames' costs in this process's CPU time, all threads (`frameTimes` only).
        public var cpuStatistics: LiveStatistics
        /// Whether the frames went through SDL (`false`: rendered only; SDL2 is not installed).
        public var presentedThroughSDL: Bool

        /// The first presented frame's cost in CPU and wall time, or `nil` when none was
        /// presented: the cold frame, which lays out, draws every layer and fills the caches for
        /// the first time, the wait a person feels once when the entry opens.
        public var firstFrame: (cpu: TimeInterval, wall: TimeInterval)? {
            guard let cpu = cpuStatistics.frameTimes.first, let wall = statistics.frameTimes.first else { return nil }
            return (cpu, wall)
        }

        /// The costs of the presented frames after the first, in CPU and wall time: the steady
        /// state, whose p50 and p99 say how the transition itself runs.
        public var steadyState: (cpu: LiveStatistics, wall: LiveStatistics) {
            (
                LiveStatistics(frameTimes: Array(cpuStatistics.frameTimes.dropFirst())),
                LiveStatistics(frameTimes: Array(statistics.frameTimes.dropFirst()))
            )
        }
    }

    /// The display times' spacing: a 60 Hz display.
    public static let frameInterval: TimeInterval = 1.0 / 60

    /// Steps `content()` frame by frame until nothing is left to happen without input, or for
    /// `frameLimit` frame steps, and returns the frames' costs.
    /// - Parameters:
    ///   - frameLimit: The most frame steps to take.
    ///   - libraryName: The SDL2 library to present through (see `LiveOptions.libraryName`).
    ///   - content: Makes the content, as for `LiveApplication.show(options:content:)`.
    public static func run(
        frameLimit: Int = 600, libraryName: String = "libSDL2-2.0.so.0",
        content: @escaping @MainActor () -> LiveContent
    ) -> Result {
        let wallClock = MonotonicClock()
        let session = LiveSession(displayTime: 0, makeContent: content)
        let (width, height) = session.pixelSize
        let display = (try? SDLLibrary(name: libraryName)).flatMap {
            try? SDLDisplay(sdl: $0, title: "transit bench live", width: width, height: height, videoDriver: "dummy")
        }
        defer { display?.close() }
        var statistics = LiveStatistics(), cpu = LiveStatistics()
        statistics.videoDriver = display?.videoDriver ?? ""
        var k = 0
        while k < max(1, frameLimit), k == 0 || session.wantsFrames {
            k += 1
            let start = wallClock.now, cpuStart = processCPUTime()
            guard let frame = session.frame(at: Double(k) * frameInterval, mirroringInto: display?.mirror()) else {
                continue
            }
            if let display {
                _ = try? display.present(frame, damage: session.presentedDamage, mirrored: session.presentedMirrored)
            }
            statistics.recordPresentedFrame(
                frames: session.frameCount, start: start, end: wallClock.now,
                lastStart: nil, interval: frameInterval)
            cpu.recordPresentedFrame(
                frames: session.frameCount, start: cpuStart, end: processCPUTime(),
                lastStart: nil, interval: frameInterval)
        }
        statistics.frames = session.frameCount
        return Result(statistics: statistics, cpuStatistics: cpu, presentedThroughSDL: display != nil)
    }

    /// This process's CPU time in seconds (all its threads).
    static func processCPUTime() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1e9
    }
}
