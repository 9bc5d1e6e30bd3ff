import Foundation
@testable import TransitAnimation

/// A seeded xorshift generator: reproducible pseudo-random test inputs.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E3779B97F4A7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        return state
    }
    mutating func unit(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
}

func maxDifference(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat {
    zip(a, b).map { abs($0 - $1) }.max() ?? 0
}

extension CGAffineTransform {
    var values: [CGFloat] { [a, b, c, d, tx, ty] }
}
