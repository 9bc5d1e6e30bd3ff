import ArgumentParser
import Foundation
import Transit
import TransitAnimation

struct CurvesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curves",
        abstract: "Print the engine's timing curves (Bézier and spring) sampled over time."
    )

    @Option(help: "Seconds between samples.")
    var interval: Double = 0.1

    @Option(help: "Animation duration in seconds (springs with their own physics ignore it).")
    var duration: Double = 1.0

    func validate() throws {
        guard interval.isFinite, interval > 0 else { throw ValidationError("--interval must be a positive number") }
        guard duration.isFinite, duration > 0, duration <= 60 else {
            throw ValidationError("--duration must be a number in (0, 60]")
        }
    }

    func run() throws {
        print("Transit \(TransitVersion.string): animation progress (0 = start, 1 = end) over time")
        let curves: [(String, any TimingCurveProvider)] = [
            ("linear", CubicTimingParameters(animationCurve: .linear)),
            ("easeIn", CubicTimingParameters(animationCurve: .easeIn)),
            ("easeOut", CubicTimingParameters(animationCurve: .easeOut)),
            ("easeInOut", CubicTimingParameters(animationCurve: .easeInOut)),
            ("spring ζ0.5", SpringTimingParameters(dampingRatio: 0.5)),
            ("spring ζ0.75 v0.5", SpringTimingParameters(dampingRatio: 0.75, initialVelocity: CGVector(dx: 0.5, dy: 0))),
            ("system spring", SpringTimingParameters()),
            ("bounce 0.3", SpringTimingParameters(duration: 0.5, bounce: 0.3)),
        ]
        let resolved = curves.map { ($0.0, TimingCurve($0.1, duration: duration)) }
        let longest = resolved.map(\.1.duration).max() ?? duration
        let width = 18
        func pad(_ s: String) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }
        print(pad("t (s)") + resolved.map { pad($0.0) }.joined())
        print(pad("duration") + resolved.map { pad(String(format: "%.3f", $0.1.duration)) }.joined())
        let steps = Int((longest / interval).rounded(.up))
        for k in 0...steps {
            let t = Double(k) * interval
            let row = resolved.map { pad(String(format: "%.4f", $0.1.progress(at: t))) }.joined()
            print(pad(String(format: "%.2f", t)) + row)
        }
    }
}
