import Foundation

/// Evaluates a Core Graphics gradient (`drawLinearGradient` / `drawRadialGradient`) at device
/// pixels: each pixel centre is mapped back to user space through the inverse of the operation's
/// affine map, its parameter t found, and its colour read from `GradientSampler`'s 1024-entry
/// table. Past the ends, pixels are transparent unless the options extend the end colours.
///
/// Radial gradients are Core Graphics' two-circle gradients (as in PDF shading type 3, cairo and
/// the HTML canvas): the circle at t has centre `c0 + t·(c1 − c0)` and radius `r0 + t·(r1 − r0)`;
/// a point takes the largest t whose circle passes through it with a non-negative radius and
/// whose t lies in the drawn range.
struct ShadingSampler {
    enum Geometry {
        case linear(start: (x: Double, y: Double), end: (x: Double, y: Double))
        case radial(c0: (x: Double, y: Double), r0: Double, c1: (x: Double, y: Double), r1: Double)
    }

    let table: [UInt32]
    /// Device pixel → user space: `u = a·x + c·y + tx`, `v = b·x + d·y + ty`.
    let inverse: CGAffineTransform
    let geometry: Geometry
    let before: Bool
    let after: Bool

    func sample(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let m = inverse
        let py = Double(y) + 0.5
        let last = Double(GradientSampler.tableSize - 1)
        table.withUnsafeBufferPointer { table in
            for i in 0..<count {
                let px = Double(x + i) + 0.5
                let u = Double(m.a) * px + Double(m.c) * py + Double(m.tx)
                let v = Double(m.b) * px + Double(m.d) * py + Double(m.ty)
                if let t = parameter(u, v) {
                    out[i] = table[Int((t < 0 ? 0 : (t > 1 ? 1 : t)) * last + 0.5)]
                } else {
                    out[i] = 0
                }
            }
        }
    }

    private func inRange(_ t: Double) -> Bool { t.isFinite && (t >= 0 || before) && (t <= 1 || after) }

    /// The gradient parameter at a user-space point, or nil where nothing is painted.
    func parameter(_ px: Double, _ py: Double) -> Double? {
        switch geometry {
        case .linear(let s, let e):
            let dx = e.x - s.x, dy = e.y - s.y
            let len2 = dx * dx + dy * dy
            guard len2 > 0 else { return nil }
            let t = ((px - s.x) * dx + (py - s.y) * dy) / len2
            return inRange(t) ? t : nil
        case .radial(let c0, let r0, let c1, let r1):
            let cdx = c1.x - c0.x, cdy = c1.y - c0.y, dr = r1 - r0
            let pdx = px - c0.x, pdy = py - c0.y
            let a = cdx * cdx + cdy * cdy - dr * dr
            let b = pdx * cdx + pdy * cdy + r0 * dr
            let c = pdx * pdx + pdy * pdy - r0 * r0
            if abs(a) < 1e-12 {
                guard b != 0 else { return nil }
                let t = c / (2 * b)
                return r0 + t * dr >= 0 && inRange(t) ? t : nil
            }
            let disc = b * b - a * c
            guard disc >= 0 else { return nil }
            let root = disc.squareRoot()
            let t1 = (b + root) / a, t2 = (b - root) / a
            for t in [max(t1, t2), min(t1, t2)] where r0 + t * dr >= 0 && inRange(t) { return t }
            return nil
        }
    }
}
