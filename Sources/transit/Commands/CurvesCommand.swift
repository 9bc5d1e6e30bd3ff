import ArgumentParser
import Foundation
import Transit
import TransitAnimation

struct CurvesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curves",
        abstract: "Print the engine's timing curves (Bézier and spring) sampled over time."
    )

    @Option(parsing: .unconditional, help: "Seconds between samples.")
    var interval: Double = 0.1

    @Option(parsing: .unconditional, help: "Animation duration in seconds (springs with their own physics ignore it).")
    var duration: Double = 1.0

    /// The most rows printed; a smaller `--interval` is refused with the smallest one allowed.
    static let maximumRows = 10_000

    func validate() throws {
        guard interval.isFinite, interval > 0 else { throw ValidationError("--interval must be a positive number of seconds") }
        guard duration.isFinite, duration > 0, duration <= 60 else {
            throw ValidationError("--duration must be a number of seconds in (0, 60]")
        }
        let longest = Self.resolved(duration: duration).map(\.1.duration).max() ?? duration
        let rows = (longest / interval).rounded(.up) + 1
        guard rows <= Double(Self.maximumRows) else {
            let smallest = longest / Double(Self.maximumRows - 1)
            throw ValidationError(
                "--interval \(interval.shortText) would print \(rows.shortText) rows over \(String(format: "%.3f", longest)) s; "
                    + "the limit is \(Self.maximumRows) rows: give --interval \(String(format: "%.2g", smallest * 1.05)) or more")
        }
    }

    /// The curves shown, each resolved for `duration`.
    static func resolved(duration: Double) -> [(String, TimingCurve)] {
        let curves: [(String, any TimingCurveProvider)] = [
            ("linear", CubicTimingParameters(animationCurve: .linear)),
            ("easeIn", CubicTimingParameters(animationCurve: .easeIn)),
            ("easeOut", CubicTimingParameters(animationCurve: .easeOut)),
            ("easeInOut", CubicTimingParameters(animationCurve: .easeInOut)),
            ("spring ζ0.5", SpringTimingParameters(dampingRatio: 0.5)),
            ("spring ζ0.75 v0.5", SpringTimingParameters(dampingRatio: 0.75, initialVelocity: CGVector(dx: 0.5, dy: 0))),
            ("system spring", SpringTimingParameters()),
            ("bounce 0.3", SpringTimingParameters(duration: 0.5, bounce: 0.3))
        ]
        return curves.map { ($0.0, TimingCurve($0.1, duration: duration)) }
    }

    func run() throws {
        print("Transit \(TransitVersion.string): animation progress (0 = start, 1 = end) over time")
        let resolved = Self.resolved(duration: duration)
        let decimals = min(6, max(2, Int((-log10(interval)).rounded(.up))))
        let longest = resolved.map(\.1.duration).max() ?? duration
        let width = 18
        func pad(_ s: String) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }
        print(pad("t (s)") + resolved.map { pad($0.0) }.joined())
        print(pad("duration") + resolved.map { pad(String(format: "%.3f", $0.1.duration)) }.joined())
        let steps = Int((longest / interval).rounded(.up))
        for k in 0...steps {
            let t = Double(k) * interval
            let row = resolved.map { pad(String(format: "%.4f", $0.1.progress(at: t))) }.joined()
            print(pad(String(format: "%.\(decimals)f", t)) + row)
        }
    }
}
