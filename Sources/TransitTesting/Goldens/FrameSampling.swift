import Foundation

/// Which frames of a scene an animation golden holds.
///
/// Sampling starts when the assertion's scene closure returns. A time or progress point is
/// sampled at the first frame whose time is at or after it (within 10⁻⁹ s), so points on frame
/// boundaries — multiples of `1 / framesPerSecond` — are sampled exactly there.
public struct FrameSampling: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case times([TimeInterval])
        case progress([Double])
        case everyFrame(TimeInterval?)
    }

    let kind: Kind

    /// Frames at these times, in seconds after the scene closure returns (0 is the frame it left
    /// on screen). Times must be finite, not negative, and in increasing order.
    public static func times(_ times: [TimeInterval]) -> FrameSampling { FrameSampling(kind: .times(times)) }

    /// Frames at these fractions of the transition that is running when the scene closure
    /// returns (or that starts within the next second, as a presentation starts on the next
    /// run-loop turn): progress `p` is `p × transitionDuration(using:)` after the frame the
    /// transition began in. Points must be finite, not negative, and increasing; points above 1
    /// sample after the end.
    public static func progress(_ points: [Double]) -> FrameSampling { FrameSampling(kind: .progress(points)) }

    /// Every frame, from the one the scene closure left on screen until the host is idle
    /// (at most 30 s of scene time).
    public static let everyFrame = FrameSampling(kind: .everyFrame(nil))

    /// Every frame, from the one the scene closure left on screen, for `duration` seconds.
    public static func everyFrame(for duration: TimeInterval) -> FrameSampling {
        FrameSampling(kind: .everyFrame(duration))
    }

    /// How the sampling reads in a failure message.
    public var description: String {
        switch kind {
        case .times(let times): return ".times(\(times))"
        case .progress(let points): return ".progress(\(points))"
        case .everyFrame(nil): return ".everyFrame"
        case .everyFrame(let duration?): return ".everyFrame(for: \(duration))"
        }
    }
}

/// One sampled frame: where it was taken and its pixels.
public struct SampledFrame: Sendable {
    /// The host's clock time of the frame, in seconds.
    public var time: TimeInterval
    /// The transition's progress at the frame, for `.progress` sampling.
    public var progress: Double?
    /// The frame.
    public var bitmap: Bitmap

    /// How the frame is named in messages: `t = 0.4500 s` or `t = 0.4500 s, progress 0.5`.
    public var label: String {
        let time = String(format: "t = %.4f s", self.time)
        guard let progress else { return time }
        return time + ", progress \(progress)"
    }
}

/// A sampling that cannot be taken: unordered or negative times, no transition to take
/// progress points of.
public struct FrameSamplingError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var description: String
}

extension TestHost {
    /// Renders the frames `sampling` asks for, stepping the host as far as needed.
    public func sampleFrames(_ sampling: FrameSampling) throws -> [SampledFrame] {
        let start = now
        switch sampling.kind {
        case .times(let times):
            try Self.checkIncreasing(times, what: "time")
            return times.map { t in
                stepUntil(start + t)
                return SampledFrame(time: now, progress: nil, bitmap: render())
            }
        case .progress(let points):
            try Self.checkIncreasing(points, what: "progress point")
            var waited = 0
            while runningTransitions.isEmpty && waited < Int(framesPerSecond.rounded(.up)) {
                step()
                waited += 1
            }
            guard let transition = runningTransitions.first else {
                throw FrameSamplingError(
                    description: "progress sampling needs a running transition; none started within "
                        + "a second of the scene (start one in the scene closure, or sample .times)")
            }
            let origin = now, duration = transition.transitionDuration
            return points.map { p in
                stepUntil(origin + p * duration)
                return SampledFrame(time: now, progress: p, bitmap: render())
            }
        case .everyFrame(let duration):
            if let duration, !(duration.isFinite && duration >= 0 && duration <= Self.maximumDuration) {
                throw FrameSamplingError(
                    description: "everyFrame(for: \(duration)): the duration must be in 0...\(Self.maximumDuration)")
            }
            var frames = [SampledFrame(time: now, progress: nil, bitmap: render())]
            let end = start + (duration ?? 30)
            while now + frameDuration <= end + 1e-9 && (duration != nil || !isIdle) {
                step()
                frames.append(SampledFrame(time: now, progress: nil, bitmap: render()))
            }
            return frames
        }
    }

    /// Runs on the main actor for the host's steps.
    private var runningTransitions: [TransitionCoordinator] { window.runningTransitions }

    private func stepUntil(_ time: TimeInterval) {
        while now < time - 1e-9 { step() }
    }

    private static func checkIncreasing(_ values: [Double], what: String) throws {
        guard !values.isEmpty else { throw FrameSamplingError(description: "no \(what)s to sample") }
        for (i, value) in values.enumerated() {
            guard value.isFinite, value >= 0, value <= maximumDuration else {
                throw FrameSamplingError(description: "\(what) \(value) must be finite and in 0...\(maximumDuration)")
            }
            if i > 0 && value <= values[i - 1] {
                throw FrameSamplingError(description: "\(what)s must increase: \(values[i - 1]) then \(value)")
            }
        }
    }
}
