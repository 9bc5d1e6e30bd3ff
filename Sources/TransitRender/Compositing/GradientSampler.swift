import Foundation

/// Evaluates a gradient at device pixels: each pixel centre is mapped back to the layer's plane
/// (projectively, like `ImageSampler`), its gradient parameter t ∈ [0, 1] found for the gradient's
/// shape, and its colour read from a 1024-entry table of premultiplied pixels.
///
/// Colours are interpolated between stops in unpremultiplied components and premultiplied
/// afterwards, as `CGGradient` (which `CAGradientLayer` draws with) interpolates the colour
/// space's components: a gradient from transparent black to white passes through translucent
/// grey. All arithmetic is IEEE double (square roots included) and an atan2 made of basic
/// operations, so pixels are identical on every platform.
struct GradientSampler {
    /// Premultiplied colours for t = i / (count − 1).
    let table: [UInt32]
    /// Row-major 3×3 from device pixels to homogeneous layer points: `[X Y W] = [x y 1] · map`.
    let map: (Double, Double, Double, Double, Double, Double, Double, Double, Double)
    let kind: RenderNode.GradientContent.Kind
    /// Start and end points in layer points.
    let start: (x: Double, y: Double)
    let end: (x: Double, y: Double)

    static let tableSize = 1024

    /// The table for stops `colors` at `locations` (evenly spaced when nil or of another length),
    /// with every colour's alpha multiplied by `opacity`; nil without colours.
    static func table(colors: [Color], locations: [CGFloat]?, opacity: Double) -> [UInt32]? {
        guard !colors.isEmpty else { return nil }
        let n = colors.count
        var locs: [Double]
        if let locations, locations.count == n, locations.allSatisfy({ $0.isFinite }) {
            locs = locations.map(Double.init)
        } else {
            locs = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
        }
        // Stops out of order are taken in order of location, as a sorted list would be.
        let order: [Int] = (0..<n).sorted { (a: Int, b: Int) -> Bool in locs[a] != locs[b] ? locs[a] < locs[b] : a < b }
        let stops = order.map { (loc: locs[$0], color: colors[$0].clamped) }
        var out = [UInt32](repeating: 0, count: tableSize)
        var k = 0
        for i in 0..<tableSize {
            let t = Double(i) / Double(tableSize - 1)
            let c: Color
            if t <= stops[0].loc {
                c = stops[0].color
            } else if t >= stops[stops.count - 1].loc {
                c = stops[stops.count - 1].color
            } else {
                // stops[k].loc ≤ t < stops[k + 1].loc; t only grows, so k only moves forward.
                while k + 2 < stops.count && stops[k + 1].loc <= t { k += 1 }
                let a = stops[k], b = stops[k + 1]
                let span = b.loc - a.loc
                let f = span > 0 ? CGFloat((t - a.loc) / span) : 1
                c = Color(
                    red: a.color.red + (b.color.red - a.color.red) * f,
                    green: a.color.green + (b.color.green - a.color.green) * f,
                    blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                    alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
            }
            out[i] = Pixel.premultiplied(c, opacity: opacity)
        }
        return out
    }

    /// Writes `count` pixels of row `y` from `x` on.
    func sample(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let m = map
        let py = Double(y) + 0.5, px = Double(x) + 0.5
        var X = px * m.0 + py * m.3 + m.6, Y = px * m.1 + py * m.4 + m.7, W = px * m.2 + py * m.5 + m.8
        let last = Double(GradientSampler.tableSize - 1)
        table.withUnsafeBufferPointer { table in
            for i in 0..<count {
                if W > 0 {
                    let t = parameter(X / W, Y / W)
                    let v = t.isNaN ? 0 : (t < 0 ? 0 : (t > 1 ? 1 : t))
                    out[i] = table[Int(v * last + 0.5)]
                } else {
                    out[i] = 0
                }
                X += m.0; Y += m.1; W += m.2
            }
        }
    }

    /// The gradient parameter at a layer point (unclamped).
    @inline(__always) func parameter(_ px: Double, _ py: Double) -> Double {
        let dx = end.x - start.x, dy = end.y - start.y
        switch kind {
        case .axial:
            let len2 = dx * dx + dy * dy
            return len2 > 0 ? ((px - start.x) * dx + (py - start.y) * dy) / len2 : 0
        case .radial:
            let u = (px - start.x) / abs(dx), v = (py - start.y) / abs(dy)
            let uu = u.isNaN ? 0 : u * u, vv = v.isNaN ? 0 : v * v
            return (uu + vv).squareRoot()
        case .conic:
            let a = GradientSampler.atan2(py - start.y, px - start.x) - GradientSampler.atan2(dy, dx)
            var turn = a / (2 * Double.pi)
            if turn < 0 { turn += 1 }
            if turn >= 1 { turn -= 1 }
            return turn
        }
    }

    /// atan2 from basic operations (no libm): octant reduction and a degree-9 odd minimax
    /// polynomial for atan on [0, 1] (error below 1·10⁻⁵ rad, a hundredth of a table step).
    static func atan2(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        if ax == 0 && ay == 0 { return 0 }
        let swap = ay > ax
        let z = swap ? ax / ay : ay / ax
        let z2 = z * z
        var r =
            z * (0.99997726 + z2 * (-0.33262347 + z2 * (0.19354346 + z2 * (-0.11643287 + z2 * (0.05265332 + z2 * -0.01172120)))))
        if swap { r = Double.pi / 2 - r }
        if x < 0 { r = Double.pi - r }
        return y < 0 ? -r : r
    }
}
