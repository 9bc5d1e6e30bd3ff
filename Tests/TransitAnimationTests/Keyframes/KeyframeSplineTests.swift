import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

@Suite struct KeyframeSplineTests {
    static func track<V: Interpolatable>(_ mode: KeyframeCalculationMode, _ frames: [(CGFloat, CGFloat, V)]) -> KeyframeTrack<V> {
        var t = KeyframeTrack<V>(calculationMode: mode)
        for (s, d, v) in frames { t.add(Keyframe(relativeStartTime: s, relativeDuration: d, value: v)) }
        return t
    }

    @Test func cubicPassesThroughEveryKeyframeAtItsEndTime() {
        let t = Self.track(
            .cubic,
            [
                (0, 0.2, CGPoint(x: 10, y: 50)), (0.2, 0.5, CGPoint(x: 80, y: -20)),
                (0.7, 0.3, CGPoint(x: 0, y: 0))
            ])
        let start = CGPoint(x: 5, y: 5)
        expectEqual(t.value(at: 0, initial: start), start)
        for (u, p) in [(CGFloat(0.2), CGPoint(x: 10, y: 50)), (0.7, CGPoint(x: 80, y: -20)), (1, CGPoint(x: 0, y: 0))] {
            let v = t.value(at: u, initial: start)
            expectClose(v.x, p.x, within: 1e-12)
            expectClose(v.y, p.y, within: 1e-12)
        }
    }

    @Test func cubicReproducesStraightUniformMotion() {
        // Collinear, evenly spaced points at even times: the Catmull-Rom spline is the line itself.
        let t = Self.track(.cubic, [(0, 0.5, CGFloat(50)), (0.5, 0.5, 100)])
        for k in 0...20 {
            let u = CGFloat(k) / 20
            expectClose(t.value(at: u, initial: 0), 100 * u, within: 1e-12)
        }
    }

    @Test func cubicIsSmoothAtInteriorKeyframes() {
        let t = Self.track(.cubic, [(0, 0.5, CGFloat(80)), (0.5, 0.5, 20)])
        // One-sided differences err by h·|v″|/2; |v″| stays below about 2000 here, so 1e-7 keeps that
        // error near 1e-4 while rounding (80·1e-16/1e-7) stays negligible.
        let h: CGFloat = 1e-7
        let left = (t.value(at: 0.5, initial: 0) - t.value(at: 0.5 - h, initial: 0)) / h
        let right = (t.value(at: 0.5 + h, initial: 0) - t.value(at: 0.5, initial: 0)) / h
        // Equal spans: the Catmull-Rom tangent (20 − 0)/2 per span is shared by both sides.
        expectClose(left, right, within: 1e-3)
        expectClose(left, 20, within: 1e-3)
    }

    @Test func pacedMovesAtConstantSpeedIgnoringTimes() {
        // Two legs of length 50 each: (0,0) → (30,40) → (30,90); keyframe times are ignored.
        let t = Self.track(.paced, [(0, 0.9, CGPoint(x: 30, y: 40)), (0.9, 0.1, CGPoint(x: 30, y: 90))])
        let quarter = t.value(at: 0.25, initial: .zero), threeQuarters = t.value(at: 0.75, initial: .zero)
        expectClose(quarter.x, 15, within: 1e-12)
        expectClose(quarter.y, 20, within: 1e-12)
        expectClose(threeQuarters.x, 30, within: 1e-12)
        expectClose(threeQuarters.y, 65, within: 1e-12)
        expectEqual(t.value(at: 1, initial: .zero), CGPoint(x: 30, y: 90))
        // A path of zero length stays put.
        let still = Self.track(.paced, [(0, 1, CGPoint.zero)])
        expectEqual(still.value(at: 0.5, initial: .zero), .zero)
    }

    @Test func cubicPacedMovesAtConstantSpeedAlongTheSpline() {
        // A path with a bend: speed is constant when equal steps of progress cover equal lengths.
        // The length table (256 chords per segment, interpolated linearly) keeps steps of 1/200
        // of the progress within about 2e-4 of each other here; 1e-3 leaves room.
        let t = Self.track(.cubicPaced, [(0, 0.1, CGPoint(x: 100, y: 0)), (0.1, 0.9, CGPoint(x: 100, y: 100))])
        let samples = (0...200).map { t.value(at: CGFloat($0) / 200, initial: .zero) }
        let steps = zip(samples, samples.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let mean = steps.reduce(0, +) / CGFloat(steps.count)
        expect(steps.allSatisfy { abs($0 - mean) / mean < 1e-3 })
        expectEqual(t.value(at: 0, initial: .zero), .zero)
        expectEqual(t.value(at: 1, initial: .zero), CGPoint(x: 100, y: 100))
        // Collinear evenly spaced points: the spline is the line, so this is the paced mode.
        let line = Self.track(.cubicPaced, [(0, 0.8, CGFloat(50)), (0.8, 0.2, 100)])
        for k in 0...10 {
            let u = CGFloat(k) / 10
            expectClose(line.value(at: u, initial: 0), 100 * u, within: 1e-9)
        }
    }

    @Test func nonVectorValuesFallBackToLinear() {
        let turn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let cubic = Self.track(.cubic, [(0, 1, turn)])
        let linear = Self.track(.linear, [(0, 1, turn)])
        expectEqual(cubic.value(at: 0.3, initial: .identity), linear.value(at: 0.3, initial: .identity))
    }
}
