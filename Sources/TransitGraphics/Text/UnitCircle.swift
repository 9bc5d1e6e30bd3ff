import Foundation

/// Points of the unit circle at whole multiples of 5°, from a fixed table (no libm), so glyph
/// outlines are bit-identical on every platform.
enum UnitCircle {
    /// cos(5°·k) for k = 0 … 18 (0° … 90°).
    private static let quarter: [Double] = [
        1.0,
        0.9961946980917455,
        0.984807753012208,
        0.9659258262890683,
        0.9396926207859084,
        0.9063077870366499,
        0.8660254037844387,
        0.8191520442889918,
        0.766044443118978,
        0.7071067811865476,
        0.6427876096865394,
        0.5735764363510462,
        0.5,
        0.42261826174069944,
        0.3420201433256688,
        0.25881904510252074,
        0.17364817766693041,
        0.08715574274765814,
        0.0
    ]

    /// cos and sin of `5° · step` for any integer step (negative allowed).
    static func point(step: Int) -> (cos: Double, sin: Double) {
        let k = ((step % 72) + 72) % 72
        let q = k / 18, r = k % 18
        let c = quarter[r], s = quarter[18 - r]
        switch q {
        case 0: return (c, s)
        case 1: return (-s, c)
        case 2: return (-c, -s)
        default: return (s, -c)
        }
    }
}
