import Foundation

extension SpringTimingParameters {
    /// The spring that honours `duration`, as UIKit fits `usingSpringWithDamping:initialSpringVelocity:`:
    /// mass 1, damping ratio ζ (clamped to `(0, 1]`), and the angular frequency ω₀ for which the
    /// envelope `|(ζω₀ − v)/ω_d|·e^{−ζω₀·d}` (critically damped: `e^{−ω₀d}((ω₀ − v)d + 1)`) equals 0.001
    /// at the duration `d` (clamped to `0.01...10`), found by Newton's method from `5/d`. Then
    /// `stiffness = ω₀²` and `damping = 2ζω₀`. For example duration 3, ζ 0.25, v 0 gives stiffness
    /// 54.833634 and damping 3.702487.
    public func fittedSpring(duration: TimeInterval) -> SpringCurve {
        let zeta: Double
        switch model {
        case .fitted(let r): zeta = Double(r)
        case .physical: return physicalSpring
        }
        let d = duration.isFinite ? Swift.min(10, Swift.max(0.01, duration)) : 1
        let v = Double(initialVelocity.dx)
        let w = Self.fitOmega(zeta: zeta, velocity: v, duration: d)
        return SpringCurve(omega: w, dampingRatio: zeta, initialVelocity: v)
    }

    /// The fitting residual: 0.001 minus the envelope at `d` (under-damped), or the critically
    /// damped displacement at `d` minus 0.001.
    static func fitResidual(_ w: Double, zeta: Double, velocity v: Double, duration d: Double) -> Double {
        let epsilon = 0.001
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            return epsilon - abs((zeta * w - v) / wd) * exp(-zeta * w * d)
        }
        return exp(-w * d) * ((w - v) * d + 1) - epsilon
    }

    /// The envelope measure the fit drives to 0.001 (its absolute value for the critical case).
    static func envelope(_ w: Double, zeta: Double, velocity v: Double, duration d: Double) -> Double {
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            return abs((zeta * w - v) / wd) * exp(-zeta * w * d)
        }
        return abs((w - v) * d + 1) * exp(-w * d)
    }

    /// ω₀ solving `fitResidual = 0`: Newton with a central-difference derivative from `5/d` (12 steps,
    /// then refined to convergence), accepted when it is the largest root — the one beyond which
    /// the envelope stays below 0.001. With an initial velocity the envelope has several roots (it
    /// vanishes where ζω₀ = v), and Newton may miss or diverge; then the largest root is found by
    /// scanning down from a frequency where the envelope is negligible and bisecting.
    static func fitOmega(zeta: Double, velocity v: Double, duration d: Double) -> Double {
        let largest = largestRoot(zeta: zeta, velocity: v, duration: d)
        var w = 5 / d
        func step() -> Bool {
            let h = 1e-6 * w
            let f = fitResidual(w, zeta: zeta, velocity: v, duration: d)
            let df =
                (fitResidual(w + h, zeta: zeta, velocity: v, duration: d)
                    - fitResidual(w - h, zeta: zeta, velocity: v, duration: d)) / (2 * h)
            if df == 0 || !df.isFinite { return false }
            w -= f / df
            return w.isFinite && w > 0
        }
        var ok = true
        for _ in 0..<12 where ok { ok = step() }
        var extra = 0
        while ok && extra < 20 && abs(fitResidual(w, zeta: zeta, velocity: v, duration: d)) > 1e-12 {
            ok = step(); extra += 1
        }
        if ok, abs(fitResidual(w, zeta: zeta, velocity: v, duration: d)) < 1e-9,
            let largest, abs(w - largest) <= 1e-6 * largest
        {
            return w
        }
        return largest ?? log(1000) / (zeta * d)
    }

    /// The largest ω₀ with envelope 0.001, or `nil` if there is none.
    static func largestRoot(zeta: Double, velocity v: Double, duration d: Double) -> Double? {
        let target = 0.001
        // Beyond this frequency e^{−ζω₀d} ≤ e^{−60}: the envelope is far below the target.
        var hi = 60 / (zeta * d) + abs(v) / zeta + 1
        guard envelope(hi, zeta: zeta, velocity: v, duration: d) < target else { return nil }
        var lo = hi
        repeat {
            hi = lo
            lo *= 0.9
            if lo < 1e-9 { return nil }
        } while envelope(lo, zeta: zeta, velocity: v, duration: d) < target
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if envelope(mid, zeta: zeta, velocity: v, duration: d) < target { hi = mid } else { lo = mid }
            if hi - lo <= 1e-15 * hi { break }
        }
        return (lo + hi) / 2
    }
}
