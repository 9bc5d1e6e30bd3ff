import CTransitMath
import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

@Suite struct SpringTests {
    @Test func fittedSpringMatchesDocumentedNumbers() {
        // DESIGN.md §4: duration 3, ζ 0.25, v 0 → stiffness 54.833634, damping 3.702487.
        let s = SpringTimingParameters(dampingRatio: 0.25).fittedSpring(duration: 3)
        expectEqual(s.mass, 1)
        expectClose(s.stiffness, 54.833634, within: 5e-6)
        expectClose(s.damping, 3.702487, within: 5e-6)
    }

    @Test func durationBounceMatchesDocumentedNumbers() {
        // DESIGN.md §4: duration 0.5, bounce 0.3 → stiffness 157.913670, damping 17.592919.
        let p = SpringTimingParameters(duration: 0.5, bounce: 0.3)
        let s = p.spring(forDuration: 99)  // the animator's duration is ignored
        expectClose(s.stiffness, 157.913670, within: 5e-6)
        expectClose(s.damping, 17.592919, within: 5e-6)
        expect(!p.honorsAnimatorDuration)
        expectClose(p.dampingRatio, 0.7, within: 1e-12)
    }

    @Test func responseParameterisationFollowsSwiftUIFormulas() {
        // k = (2π/response)²·m, c = 4π·ζ·m/response.
        let s = SpringTimingParameters(response: 0.4, dampingRatio: 0.6).spring(forDuration: 1)
        let w = 2 * Double.pi / 0.4
        expectClose(s.stiffness, w * w, within: 1e-9)
        expectClose(s.damping, 2 * 0.6 * w, within: 1e-9)
    }

    @Test func envelopeIsOneThousandthAtTheFittedDuration() {
        for zeta in [0.1, 0.25, 0.5, 0.75, 0.9, 1.0] {
            for v in [0.0, 0.5, 2.0] {
                for d in [0.2, 0.5, 1.0, 3.0] {
                    let s = SpringTimingParameters(dampingRatio: CGFloat(zeta), initialVelocity: CGVector(dx: v, dy: 0))
                        .fittedSpring(duration: d)
                    let w = s.omega
                    let envelope: Double
                    if zeta < 1 {
                        let wd = w * (1 - zeta * zeta).squareRoot()
                        envelope = abs((zeta * w - v) / wd) * exp(-zeta * w * d)
                    } else {
                        envelope = exp(-w * d) * ((w - v) * d + 1)
                    }
                    expectClose(envelope, 0.001, within: 1e-9, "ζ \(zeta) v \(v) d \(d): \(envelope)")
                    expectClose(s.stiffness, w * w, within: 1e-9 * s.stiffness)
                    expectClose(s.damping, 2 * zeta * w, within: 1e-9 * s.damping)
                }
            }
        }
    }

    /// m·x″ + c·x′ + k·x with x = 1 − progress, by central differences (step h: truncation error
    /// O(h²·x⁗) ≈ 1e-8·ω⁴, compared with k·|x| which is of order ω²).
    static func odeResidual(_ s: SpringCurve, at t: Double) -> Double {
        let h = 1e-4
        let x0 = 1 - s.progress(at: t), xp = 1 - s.progress(at: t + h), xm = 1 - s.progress(at: t - h)
        let d1 = (xp - xm) / (2 * h), d2 = (xp - 2 * x0 + xm) / (h * h)
        return (s.mass * d2 + s.damping * d1 + s.stiffness * x0) / s.stiffness
    }

    /// The under-damped position, with its terms computed once and sine and cosine taken together,
    /// equals the textbook closed form x(t) = e^{−ζω₀t}(cos ω_d t + (ζω₀ − v)/ω_d · sin ω_d t)
    /// evaluated from scratch with the C library's sin, cos and exp.
    @Test func underDampedPositionEqualsTheClosedForm() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let z = Double.random(in: 0.05..<0.99, using: &random)
            let w = Double.random(in: 1...60, using: &random)
            let v = Double.random(in: -5...5, using: &random)
            let s = SpringCurve(omega: w, dampingRatio: z, initialVelocity: v)
            let t = Double.random(in: 0.001...3, using: &random)
            let wd = w * (1 - z * z).squareRoot()
            let x = exp(-z * w * t) * (cos(wd * t) + ((z * w - v) / wd) * sin(wd * t))
            expectLessThanOrEqual(abs((1 - s.progress(at: t)) - x), 1e-15 * Swift.max(1, abs(x)), "ζ \(z) ω \(w) v \(v) t \(t)")
        }
    }

    @Test func curvesSolveTheDampedOscillatorODE() {
        let springs = [
            SpringTimingParameters(dampingRatio: 0.3, initialVelocity: CGVector(dx: 1.5, dy: 0)).fittedSpring(duration: 1),
            SpringTimingParameters(mass: 2, stiffness: 300, damping: 10, initialVelocity: CGVector(dx: -1, dy: 0)).physicalSpring,
            SpringTimingParameters(dampingRatio: 1).fittedSpring(duration: 0.6),
            SpringCurve(mass: 1, stiffness: 100, damping: 40, initialVelocity: 3, allowsOverdamping: true)
        ]
        for s in springs {
            for k in 1...40 {
                let t = Double(k) * 0.025
                expectLessThan(abs(Self.odeResidual(s, at: t)), 1e-5, "ζ \(s.dampingRatio) at \(t)")
            }
            // Initial conditions: x(0) = 1, so progress 0, and progress velocity v.
            expectEqual(s.progress(at: 0), 0)
            expectClose(s.velocity(at: 0), s.initialVelocity, within: 1e-9)
            let h = 1e-6
            expectClose((s.progress(at: h) - s.progress(at: 0)) / h, s.initialVelocity, within: 1e-3)
            // The analytic velocity agrees with the derivative of the position.
            for t in [0.05, 0.2, 0.5] {
                let numeric = (s.progress(at: t + 1e-6) - s.progress(at: t - 1e-6)) / 2e-6
                expectClose(s.velocity(at: t), numeric, within: 1e-4 * max(1, abs(numeric)))
            }
        }
    }

    @Test func overDampingIsCriticalUnlessAskedFor() {
        let p = SpringTimingParameters(mass: 1, stiffness: 100, damping: 40, initialVelocity: .zero)
        let curve = p.spring(forDuration: 1)
        expectEqual(curve.dampingRatio, 1)  // 2√(km)
        expectEqual(curve.damping, 20)
        var over = p
        over.allowsOverdamping = true
        expectEqual(over.spring(forDuration: 1).dampingRatio, 2)
        // A negative bounce asks for over-damping: ζ = 1/(1 + bounce).
        let bouncy = SpringTimingParameters(duration: 0.5, bounce: -0.5)
        expect(bouncy.allowsOverdamping)
        expectClose(bouncy.spring(forDuration: 1).dampingRatio, 2, within: 1e-12)
        // The system default (mass 3, stiffness 1000, damping 500) has ζ ≈ 4.56 and moves critically.
        let system = SpringTimingParameters()
        expectClose(system.dampingRatio, 500 / (2 * (3000.0).squareRoot()), within: 1e-9)
        expectEqual(system.spring(forDuration: 1).dampingRatio, 1)
    }

    @Test func settlingDurationBoundsTheMotion() {
        let cases: [SpringTimingParameters] = [
            SpringTimingParameters(), SpringTimingParameters(duration: 0.5, bounce: 0.3),
            SpringTimingParameters(mass: 1, stiffness: 200, damping: 5, initialVelocity: CGVector(dx: 4, dy: 0))
        ]
        for p in cases {
            let s = p.spring(forDuration: 1)
            let settle = try! unwrap(p.settlingDuration)
            expectGreaterThan(settle, 0)
            expect(settle.isFinite)
            expectClose(s.envelope(at: settle), 0.001, within: 1e-9)
            for k in 0...400 {
                let t = settle + Double(k) * 0.01
                expectLessThanOrEqual(abs(1 - s.progress(at: t)), 0.001 + 1e-12)
            }
            // The curve of an animator with this spring lasts the settling duration, not 1 s.
            expectEqual(TimingCurve(p, duration: 1).duration, settle)
        }
        expectNil(SpringTimingParameters(dampingRatio: 0.5).settlingDuration)
    }

    @Test func badParametersNeverProduceNaN() {
        let params: [SpringTimingParameters] = [
            SpringTimingParameters(dampingRatio: .nan),
            SpringTimingParameters(dampingRatio: -1, initialVelocity: CGVector(dx: .infinity, dy: .nan)),
            SpringTimingParameters(dampingRatio: 7),
            SpringTimingParameters(mass: .nan, stiffness: -5, damping: .infinity, initialVelocity: .zero),
            SpringTimingParameters(mass: 0, stiffness: 0, damping: 0, initialVelocity: .zero),
            SpringTimingParameters(duration: .nan, bounce: .infinity),
            SpringTimingParameters(duration: -1, bounce: -7)
        ]
        for p in params {
            for d in [-1.0, 0, .nan, .infinity, 1e-9, 0.3, 1e6] {
                let c = TimingCurve(p, duration: d)
                expect(c.duration.isFinite)
                expectGreaterThanOrEqual(c.duration, 0)
                for t in [-1.0, 0, 0.01, 0.1, 0.5, 1, 5, .infinity, .nan] {
                    expect(c.progress(at: t).isFinite)
                    expect(!c.velocity(at: t).isNaN)
                }
            }
        }
    }

    @Test func gestureProjectionSumsTheDecelerationSeries() {
        // (v/1000)·r/(1−r): 1000 pt/s at r = 0.998 carries 0.998/0.002 = 499 pt.
        expectClose(DecelerationRate.normal.projectedDistance(initialVelocity: 1000), 499, within: 1e-9)
        expectClose(DecelerationRate.fast.projectedDistance(initialVelocity: -500), (-0.5 * 99), within: 1e-9)
        expectEqual(DecelerationRate(rawValue: 1).projectedDistance(initialVelocity: 100), 0)
        expectEqual(DecelerationRate.normal.projectedDistance(initialVelocity: .nan), 0)
    }

    @Test func springSineAndCosineAreTheCLibrarys() {
        // transit_sincos (inline in CTransitMath.h) must give the C library's sin and cos bit for
        // bit, at the angles springs reach: near zero, around the quadrants, and far out.
        for x in [0, 1e-9, 0.5, 1, Double.pi / 2, 3, -2.5, 37.25, 1e3, 1e6] {
            let wave = transit_sincos(x)
            expectEqual(wave.sin.bitPattern, sin(x).bitPattern)
            expectEqual(wave.cos.bitPattern, cos(x).bitPattern)
        }
    }
}
