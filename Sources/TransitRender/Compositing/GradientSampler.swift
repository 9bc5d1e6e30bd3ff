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

    /// For each table index, the last index of the run of equal entries that holds it.
    let runEnds: [Int16]

    init(
        table: [UInt32], map: (Double, Double, Double, Double, Double, Double, Double, Double, Double),
        kind: RenderNode.GradientContent.Kind, start: (x: Double, y: Double), end: (x: Double, y: Double)
    ) {
        self.table = table
        self.map = map
        self.kind = kind
        self.start = start
        self.end = end
        var ends = [Int16](repeating: Int16(table.count - 1), count: table.count)
        for i in stride(from: table.count - 2, through: 0, by: -1) {
            ends[i] = table[i] == table[i + 1] ? ends[i + 1] : Int16(i)
        }
        runEnds = ends
        isHorizontal = kind == .axial && end.y - start.y == 0
        let m = map
        isRowInvariant =
            kind == .axial && end.y - start.y == 0 && m.3 == 0 && m.5 == 0
            && [m.0, m.1, m.2, m.4, m.6, m.7, m.8].allSatisfy { abs($0) < 1e100 }
    }

    /// Whether every row gives the same samples for a run with the same start and length, when
    /// `sample` says so for the run: an axial gradient whose axis is horizontal in the layer (its
    /// parameter reads X alone: Y is multiplied by a zero run of the axis) under a map whose X
    /// and W do not change down a column (`map.3` and `map.5` are zero, so a row's X and W start
    /// at `px · map.0 + map.6` and `px · map.2 + map.8` whatever the row: affine maps, and a
    /// page turned about a vertical axis under perspective), with finite entries small enough
    /// that Y stays finite. Y then differs from row to row but no sample reads it, unless Y / W
    /// could overflow, where W is positive but tiny (`sample` reports such runs).
    let isRowInvariant: Bool

    /// The least positive W, and the bound on a run's columns and row, under which every row of
    /// a row-invariant gradient keeps |Y| below `W · 10³⁰⁰` (so `colour` and `chunkIndices`
    /// never divide Y into an overflow): with entries under 10¹⁰⁰ and coordinates under 2²⁴,
    /// |Y| stays under 10¹⁰⁸, far below 10⁻¹⁵⁰ · 10³⁰⁰.
    static let rowFreeW = 1e-150, rowFreeCoordinate = 1 << 24

    /// Whether the gradient is axial along the layer's x axis (its parameter's Y term is zero).
    let isHorizontal: Bool

    /// Pixels looked at together when a row may be filled by runs (`sample`).
    static let chunk = 16

    /// Writes `count` pixels of row `y` from `x` on.
    ///
    /// An axial gradient is filled a chunk of pixels at a time when the table holds one colour
    /// over every index the chunk can reach: along a row the gradient parameter moves one way
    /// (`runsAreExact`), so each pixel's index lies between the indices at the chunk's ends, give
    /// or take the one index that rounding can move it (bounded in `chunkIndices`); such a chunk
    /// gets that colour without a divide per pixel, every other pixel is computed as before, and
    /// the row is the same, bit for bit.
    ///
    /// Returns whether every row would give these samples for the same run
    /// (`isRowInvariant`, and W, which moves one way along the run, is either not positive over
    /// all of it or at least `rowFreeW` over all of it).
    @discardableResult
    func sample(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) -> Bool {
        let m = map
        let py = Double(y) + 0.5, px = Double(x) + 0.5
        var X = px * m.0 + py * m.3 + m.6, Y = px * m.1 + py * m.4 + m.7, W = px * m.2 + py * m.5 + m.8
        let first = W
        let unit = m.2 == 0 && m.5 == 0 && m.8 == 1
        let chunk = GradientSampler.chunk
        table.withUnsafeBufferPointer { table in
            var i = 0
            if runsAreExact(unit: unit) {
                runEnds.withUnsafeBufferPointer { ends in
                    while i + chunk <= count {
                        var (Xe, Ye, We) = (X, Y, W)
                        for _ in 1..<chunk { Xe += m.0; Ye += m.1; We += m.2 }
                        if let (lo, hi) = chunkIndices((X, Y, W), (Xe, Ye, We), unit: unit), Int(ends[lo]) >= hi {
                            (out + i).initialize(repeating: table[lo], count: chunk)
                            X = Xe + m.0; Y = Ye + m.1; W = We + m.2
                        } else {
                            for k in i..<(i + chunk) {
                                out[k] = colour(table, X, Y, W, unit: unit)
                                X += m.0; Y += m.1; W += m.2
                            }
                        }
                        i += chunk
                    }
                }
            }
            while i < count {
                out[i] = colour(table, X, Y, W, unit: unit)
                X += m.0; Y += m.1; W += m.2
                i += 1
            }
        }
        return isRowInvariant && GradientSampler.isRowFree(y: y, x: x, count: count, from: first, to: W)
    }

    /// Whether a run of a row-invariant gradient from column `x` with W going from `w0` (its
    /// first pixel's) to `w1` (one pixel past its end; W moves one way, adding the same step each
    /// pixel) reads no Y: inside the coordinates `rowFreeCoordinate` bounds, and W not positive
    /// at both ends or at least `rowFreeW` at both (a step that crosses zero is not assumed to
    /// miss the tiny positive values).
    static func isRowFree(y: Int, x: Int, count: Int, from w0: Double, to w1: Double) -> Bool {
        let limit = rowFreeCoordinate
        guard abs(y) < limit, abs(x) < limit, abs(x + count) < limit else { return false }
        return (w0 <= 0 && w1 <= 0) || min(w0, w1) >= rowFreeW
    }

    /// The colour at homogeneous layer point (X, Y, W); `unit` when W is exactly 1 everywhere
    /// (an affine map), where X / 1 is X and the divide is left out.
    @inline(__always) func colour(_ table: UnsafeBufferPointer<UInt32>, _ X: Double, _ Y: Double, _ W: Double, unit: Bool)
        -> UInt32
    {
        guard W > 0 else { return 0 }
        let t: Double
        if unit {
            t = parameter(X, Y)
        } else if isHorizontal && abs(Y) < W * 1e300 {
            // Y / W is finite, so its term is a zero: the parameter is the X term's (a zero of
            // either sign gives index 0), with one divide fewer.
            let dx = end.x - start.x, len2 = dx * dx + 0
            t = len2 > 0 ? ((X / W - start.x) * dx) / len2 : 0
        } else {
            t = parameter(X / W, Y / W)
        }
        let v = t.isNaN ? 0 : (t < 0 ? 0 : (t > 1 ? 1 : t))
        return table[Int(v * Double(GradientSampler.tableSize - 1) + 0.5)]
    }

    /// Whether a row's parameter moves one way along it, so runs may be filled: an axial
    /// gradient, and either an affine map whose two terms of the parameter move the same way (each
    /// of X and Y steps by a constant, and IEEE rounding keeps a sum of sequences that move the
    /// same way moving that way), or a projective one along an axis (one of the terms is zero).
    func runsAreExact(unit: Bool) -> Bool {
        guard kind == .axial, table.count == GradientSampler.tableSize else { return false }
        let dx = end.x - start.x, dy = end.y - start.y
        if unit { return (map.0 * dx) * (map.1 * dy) >= 0 }
        return (dx == 0) != (dy == 0)
    }

    /// The table indices at a chunk's two ends, widened by one on each side and kept inside the
    /// table (lowest, highest), or nil when they cannot bound the chunk: a point not in front of
    /// the eye or not finite, or a projective map so ill-conditioned that rounding could move a
    /// parameter by more than half an index (the bound: X and W each carry at most 16 roundings of
    /// their own size, so the quotient is off by at most about 2⁻⁴⁸ times
    /// (|X| + |X/W|·|W|) / (W·|d|) in parameter units; held under 10⁹, that is under 10⁻⁵).
    func chunkIndices(
        _ a: (Double, Double, Double), _ b: (Double, Double, Double), unit: Bool
    ) -> (Int, Int)? {
        guard a.2 > 0, b.2 > 0 else { return nil }
        let ua = unit ? (a.0, a.1) : (a.0 / a.2, a.1 / a.2), ub = unit ? (b.0, b.1) : (b.0 / b.2, b.1 / b.2)
        if !unit {
            let dx = end.x - start.x, dy = end.y - start.y
            let (along, size) = dy == 0 ? ((a.0, b.0, ua.0, ub.0), abs(dx)) : ((a.1, b.1, ua.1, ub.1), abs(dy))
            let spread = max(abs(along.0), abs(along.1)) + max(abs(along.2), abs(along.3)) * max(a.2, b.2)
            guard spread.isFinite, spread <= 1e9 * min(a.2, b.2) * size else { return nil }
        }
        let ta = parameter(ua.0, ua.1), tb = parameter(ub.0, ub.1)
        guard ta.isFinite, tb.isFinite else { return nil }
        let last = Double(GradientSampler.tableSize - 1)
        let ia = Int(min(1, max(0, ta)) * last + 0.5), ib = Int(min(1, max(0, tb)) * last + 0.5)
        return (max(0, min(ia, ib) - 1), min(GradientSampler.tableSize - 1, max(ia, ib) + 1))
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
