import ArgumentParser
import Foundation
import TransitAnimation

/// `transit bench engine`: the workload of `Benchmarks/engine_loop.c`, built from real engine objects
/// (one `PropertyAnimator` and one `AnimatableProperty` per animation, all on one `AnimationEngine`
/// driven by a `ManualClock`), timed over the frame loop only, as the C reference is.
struct BenchEngineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engine",
        abstract: "Time N scalar animations (half ease-in-out, half fitted springs) over F frames."
    )

    @Option(parsing: .unconditional, help: "Number of animations.")
    var animations = 10_000

    @Option(parsing: .unconditional, help: "Number of frames, at 120 frames per second.")
    var frames = 120

    @Option(
        parsing: .unconditional,
        help: "Repeat the whole workload this many times and report the fastest run (the machine may be shared).")
    var runs = 1

    @Flag(help: "Also print, for the fastest run, the time spent advancing the engine and reading the values.")
    var breakdown = false

    func validate() throws {
        guard (1...1_000_000).contains(animations) else { throw ValidationError("--animations must be between 1 and 1000000") }
        guard (1...100_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 100000") }
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be between 1 and 100") }
    }

    func run() throws {
        var best = Measurement(ns: .infinity, checksum: 0, advanceNs: 0, readNs: 0)
        for _ in 0..<runs {
            let result = measure()
            if result.ns < best.ns { best = result }
        }
        print(
            "engine: \(animations) animations x \(frames) frames: "
                + String(format: "%.2f ns per animation-frame (checksum %.6f)", best.ns, best.checksum))
        if breakdown {
            print(
                String(
                    format: "  advancing the engine %.2f ns, reading presentation values %.2f ns",
                    best.advanceNs, best.readNs))
        }
    }

    /// One timed run, in ns per animation-frame.
    struct Measurement {
        var ns: Double, checksum: Double, advanceNs: Double, readNs: Double
    }

    /// Builds the workload and times its frame loop.
    func measure() -> Measurement {
        let clock = ManualClock()
        let engine = AnimationEngine(clock: clock)
        // The properties exist before any animation starts, as a view's do.
        let properties = (0..<animations).map { _ in AnimatableProperty<CGFloat>(0) }
        var animators: [PropertyAnimator] = []
        animators.reserveCapacity(animations)
        for i in 0..<animations {
            let property = properties[i]
            let animator: PropertyAnimator
            if i & 1 == 1 {
                let ratio = 0.5 + 0.5 * Double(i % 7) / 7.0
                let spring = SpringTimingParameters(
                    dampingRatio: CGFloat(ratio), initialVelocity: CGVector(dx: 0.5 * Double(i % 3), dy: 0))
                animator = PropertyAnimator(engine: engine, duration: 1.0, timingParameters: spring)
            } else {
                animator = PropertyAnimator(engine: engine, duration: 0.35, curve: .easeInOut)
            }
            animator.addAnimations { property.setValue(100, in: engine) }
            animator.startAnimation(afterDelay: Double(i % 10) * 0.01)
            animators.append(animator)
        }
        var checksum = 0.0
        var advancing = Duration.zero, reading = Duration.zero
        let start = ContinuousClock.now
        for f in 1...frames {
            clock.advance(to: Double(f) / 120.0)
            let stepStart = ContinuousClock.now
            engine.step()
            let readStart = ContinuousClock.now
            for property in properties { checksum += Double(property.presentationValue) }
            advancing += stepStart.duration(to: readStart)
            reading += readStart.duration(to: ContinuousClock.now)
        }
        let elapsed = start.duration(to: ContinuousClock.now)
        withExtendedLifetime(animators) {}
        let count = Double(animations) * Double(frames)
        func perItem(_ d: Duration) -> Double {
            (Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) * 1e-9) / count
        }
        return Measurement(ns: perItem(elapsed), checksum: checksum, advanceNs: perItem(advancing), readNs: perItem(reading))
    }
}
