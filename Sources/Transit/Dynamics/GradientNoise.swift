import Foundation

/// Three-dimensional gradient noise (Perlin's improved noise, 2002): smooth, differentiable,
/// about −1…1, built from a permutation shuffled by a fixed seed so it is the same on every run and
/// every machine.
struct GradientNoise: Sendable {
    private let permutation: [Int]

    /// Noise whose lattice is shuffled by SplitMix64 from `seed`.
    init(seed: UInt64) {
        var state = seed
        var table = Array(0..<256)
        for i in stride(from: 255, to: 0, by: -1) {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            table.swapAt(i, Int(z % UInt64(i + 1)))
        }
        permutation = table + table
    }

    /// The noise at (x, y, z): 0 at every lattice point, varying smoothly between them.
    func value(_ x: Double, _ y: Double, _ z: Double) -> Double {
        let fx = x.rounded(.down), fy = y.rounded(.down), fz = z.rounded(.down)
        let xi = Int(fx) & 255, yi = Int(fy) & 255, zi = Int(fz) & 255
        let x0 = x - fx, y0 = y - fy, z0 = z - fz
        let u = fade(x0), v = fade(y0), w = fade(z0)
        let p = permutation
        let a = p[xi] + yi, aa = p[a] + zi, ab = p[a + 1] + zi
        let b = p[xi + 1] + yi, ba = p[b] + zi, bb = p[b + 1] + zi
        func lerp(_ t: Double, _ a: Double, _ b: Double) -> Double { a + t * (b - a) }
        let x1 = lerp(u, grad(p[aa], x0, y0, z0), grad(p[ba], x0 - 1, y0, z0))
        let x2 = lerp(u, grad(p[ab], x0, y0 - 1, z0), grad(p[bb], x0 - 1, y0 - 1, z0))
        let x3 = lerp(u, grad(p[aa + 1], x0, y0, z0 - 1), grad(p[ba + 1], x0 - 1, y0, z0 - 1))
        let x4 = lerp(u, grad(p[ab + 1], x0, y0 - 1, z0 - 1), grad(p[bb + 1], x0 - 1, y0 - 1, z0 - 1))
        return lerp(w, lerp(v, x1, x2), lerp(v, x3, x4))
    }

    /// 6t⁵ − 15t⁴ + 10t³: zero first and second derivatives at the lattice.
    private func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

    /// The dot product of the offset with one of the twelve edge directions of a cube.
    private func grad(_ hash: Int, _ x: Double, _ y: Double, _ z: Double) -> Double {
        let h = hash & 15
        let u = h < 8 ? x : y
        let v = h < 4 ? y : (h == 12 || h == 14 ? x : z)
        return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v)
    }
}
