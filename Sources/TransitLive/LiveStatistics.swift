import Foundation

/// What a live window measured while it ran (Transit extension; the figures the Core Animation
/// instrument shows for an iOS app): how long each frame took to make and how many were late.
public struct LiveStatistics: Sendable, CustomStringConvertible {
    /// The frame steps taken.
    public var frames = 0
    /// The frames presented (a step whose picture did not change presents nothing).
    public var presentedFrames = 0
    /// For each presented frame, the seconds spent stepping, rendering and handing it to SDL
    /// (waiting for the display's vertical blank excluded), in order.
    public var frameTimes: [TimeInterval] = []
    /// Presented frames that came more than one and a half frame intervals after the previous
    /// one while content kept moving.
    public var droppedFrames = 0
    /// Whether frames were paced by the display's vertical sync.
    public var hasVSync = false
    /// The SDL video driver used.
    public var videoDriver = ""

    /// Empty statistics.
    public init() {}

    init(frameTimes: [TimeInterval]) {
        self.frameTimes = frameTimes
    }

    /// The `p`-th percentile (0…100) of `frameTimes` by the nearest-rank method, in seconds; 0
    /// when no frame was presented.
    public func frameTime(percentile p: Double) -> TimeInterval {
        guard !frameTimes.isEmpty else { return 0 }
        let sorted = frameTimes.sorted()
        let fraction: Double = min(max(p, 0), 100) / 100
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// Frames the overlay's figures are taken over: the last two seconds at 60 frames a second.
    static let recentFrameCount = 120

    /// One line for the overlay: the last frame's time, and the p50 and p99 frame times of the
    /// last `recentFrameCount` presented frames, in milliseconds, with the frames dropped so far.
    public var recentSummary: String {
        let recent = LiveStatistics(frameTimes: Array(frameTimes.suffix(Self.recentFrameCount)))
        return String(
            format: "frame %.1f ms · p50 %.1f · p99 %.1f ms · %d dropped", (frameTimes.last ?? 0) * 1000,
            recent.frameTime(percentile: 50) * 1000, recent.frameTime(percentile: 99) * 1000, droppedFrames)
    }

    /// Records a presented frame whose step began at `start` and whose presentation ended at
    /// `end` (seconds of a monotonic clock), the previous presented frame having begun at
    /// `lastStart` (`nil` after idling), for frames due every `interval` seconds; the step count
    /// becomes `frames`.
    mutating func recordPresentedFrame(
        frames: Int, start: TimeInterval, end: TimeInterval, lastStart: TimeInterval?,
        interval: TimeInterval
    ) {
        self.frames = frames
        presentedFrames += 1
        frameTimes.append(end - start)
        if let lastStart, start - lastStart > 1.5 * interval { droppedFrames += 1 }
    }

    /// One line: frames, p50 and p99 frame times in milliseconds, dropped frames, pacing and driver.
    public var description: String {
        func ms(_ t: TimeInterval) -> String { String(format: "%.2f ms", t * 1000) }
        return "\(frames) frames, \(presentedFrames) presented; frame time p50 \(ms(frameTime(percentile: 50))), "
            + "p99 \(ms(frameTime(percentile: 99))); \(droppedFrames) dropped; "
            + "\(hasVSync ? "vsync" : "paced without vsync"), SDL video driver \(videoDriver)"
    }
}
