import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

@Suite struct MediaTimingFunctionTests {
    /// An independent solver: 200 bisection steps on x(t), then y(t), in plain arithmetic.
    static func reference(_ p1: CGPoint, _ p2: CGPoint, _ x: Double) -> Double {
        func bez(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bez(Double(p1.x), Double(p2.x), mid) < x { lo = mid } else { hi = mid }
        }
        return bez(Double(p1.y), Double(p2.y), (lo + hi) / 2)
    }

    static let named: [MediaTimingFunction] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    @Test func documentedValues() {
        // DESIGN.md §4 oracles (CSS/WebKit values for these curves), to 1e-6.
        expectClose(MediaTimingFunction.easeInEaseOut.solve(0.25), 0.129162, within: 1e-6)
        expectClose(MediaTimingFunction.default.solve(0.5), 0.802403, within: 1e-6)
    }

    @Test func matchesIndependentSolverWithinOneMillionth() {
        // Curves whose slope dy/dx stays moderate: the solver's 1e-7 tolerance in x keeps y within 1e-6.
        let curves = Self.named + [MediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)]
        for f in curves {
            for k in 0...200 {
                let x = Double(k) / 200
                expectLessThanOrEqual(abs(f.solve(x) - Self.reference(f.controlPoint1, f.controlPoint2, x)), 1e-6)
            }
        }
    }

    @Test func steepCurvesAreSolvedWithinTheToleranceInX() {
        // (1, 0, 0, 1) has a vertical tangent half-way: there the guarantee is on x, |x(t) − x| < 1e-7.
        let f = MediaTimingFunction(controlPoints: 1, 0, 0, 1)
        for k in 1..<200 {
            let x = Double(k) / 200
            expectClose(f.sampleX(f.solveCurveX(x)), x, within: 1e-7)
        }
    }

    @Test func endPointsAndMonotonicity() {
        for f in Self.named {
            expectEqual(f.solve(0), 0)
            expectEqual(f.solve(1), 1)
            var previous = 0.0
            for k in 1...1000 {
                let y = f.solve(Double(k) / 1000)
                // Control-point y values inside 0...1 make the curve monotonic; 1e-7 allows for the
                // solver's tolerance in x.
                expectGreaterThanOrEqual(y, previous - 1e-7)
                previous = y
            }
        }
    }

    @Test func easeInOutIsPointSymmetric() {
        // Control points (0.42, 0) and (0.58, 1) are symmetric about (0.5, 0.5): y(x) + y(1 − x) = 1.
        for k in 0...100 {
            let x = Double(k) / 100
            let f = MediaTimingFunction.easeInEaseOut
            expectClose(f.solve(x) + f.solve(1 - x), 1, within: 2e-6)
        }
    }

    @Test func linearIsIdentityAndSlopesAgreeWithFiniteDifferences() {
        // The Newton solve stops within 1e-7 in x; for the linear curve y = x.
        expectClose(MediaTimingFunction.linear.solve(0.3), 0.3, within: 1e-7)
        let f = MediaTimingFunction.easeInEaseOut, h = 1e-5
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            let numeric = (f.solve(x + h) - f.solve(x - h)) / (2 * h)
            expectClose(f.slope(at: x), numeric, within: 1e-3)
        }
    }

    @Test func badInputIsClampedNeverNaN() {
        let f = MediaTimingFunction.easeIn
        expectEqual(f.solve(.nan), 0)
        expectEqual(f.solve(-3), 0)
        expectEqual(f.solve(7), 1)
        expectEqual(f.solve(.infinity), 1)
        let odd = MediaTimingFunction(controlPoints: .nan, .infinity, 4, -.infinity)
        for k in 0...20 { expect(odd.solve(Double(k) / 20).isFinite) }
        expect(!f.slope(at: .nan).isNaN)
    }

    @Test func builtinCurvesHaveUIKitControlPoints() {
        expectEqual(CubicTimingParameters().timingFunction, .easeInEaseOut)
        expectEqual(CubicTimingParameters(animationCurve: .easeIn).controlPoint1, CGPoint(x: 0.42, y: 0))
        expectEqual(CubicTimingParameters(animationCurve: .easeOut).controlPoint2, CGPoint(x: 0.58, y: 1))
        expectEqual(CubicTimingParameters(animationCurve: .linear).timingCurveType, .builtin)
        let custom = CubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
        expectEqual(custom.timingCurveType, .cubic)
        expectEqual(AnimationCurve.easeInOut.rawValue, 0)
        expectEqual(AnimationCurve.linear.rawValue, 3)
    }
}
