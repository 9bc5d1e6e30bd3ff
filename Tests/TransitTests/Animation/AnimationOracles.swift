import Foundation
@testable import Transit

/// Independent oracles for animation tests: the formulas written out again here, not taken from
/// the engine.
enum Oracle {
    /// A cubic Bézier timing function y(x) with control points (x1, y1), (x2, y2), solved by
    /// bisection on x(t) (100 halvings: exact to double precision).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coord(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * a * (1 - t) * (1 - t) * t + 3 * b * (1 - t) * t * t + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if coord(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return coord(y1, y2, (lo + hi) / 2)
    }

    static func easeInOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }
    static func easeIn(_ x: Double) -> Double { bezier(0.42, 0, 1, 1, at: x) }

    /// Progress of an underdamped spring (mass 1) from 0 to 1 with stiffness k, damping c and
    /// initial velocity v (distances per second): 1 − e^(−ζω0 t)(cos ωd t + (ζω0 − v)/ωd · sin ωd t).
    static func spring(stiffness k: Double, damping c: Double, velocity v: Double, at t: Double) -> Double {
        let w0 = k.squareRoot(), zeta = c / (2 * w0)
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v) / wd * sin(wd * t))
    }

    static func lerp(_ a: CGFloat, _ b: CGFloat, _ p: Double) -> CGFloat { a + (b - a) * CGFloat(p) }
}

@MainActor
func makeWindow(_ log: DiagnosticLog = DiagnosticLog()) -> Window {
    let w = Window(size: CGSize(width: 400, height: 800), diagnostics: log)
    w.makeKeyAndVisible()
    return w
}
