import Testing
@testable import TransitRender
import TransitTestingReporting

/// `CellBuilder.RowStep`, the exact floor division an edge steps from row to row, against the
/// definition of floor division: `q = ⌊n / d⌋` is the one integer with `q·d ≤ n < (q + 1)·d`.
@Suite("Raster row steps")
struct RowStepTests {
    /// Whether `q` is `⌊n / d⌋` for `d > 0`, by the definition (no division).
    static func isFloor(_ q: Int, of n: Int, by d: Int) -> Bool {
        q * d <= n && n < (q + 1) * d
    }

    /// Seeded edges of every slope and direction, up to 16,384 pixels across and 4,096 rows tall
    /// in 1/256 pixel: every row's quotient is `⌊(first + 256·k)·dx / dy⌋` and its remainder
    /// the rest, for each of the edge's row boundaries `k`.
    @Test func stepsEqualTheFloorDivisionOfEveryRow() {
        var state: UInt64 = 0x5EED
        func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
        var failures = 0
        for _ in 0..<2000 {
            let dx = next(-(16384 << 8)...(16384 << 8)), ay = next(0...(1 << 20)), rows = next(0...40)
            let by = max(ay + 1, ((ay >> 8) + rows) << 8 + next(1...256))
            let dy = by - ay, boundaries = ((by - 1) >> 8) - (ay >> 8)
            let first = min(by, ((ay >> 8) << 8) + 256) - ay
            var step = CellBuilder.RowStep(first: first, dx: dx, dy: dy, rows: boundaries)
            for k in 0..<boundaries {
                let n = (first + 256 * k) * dx
                if !RowStepTests.isFloor(step.quotient, of: n, by: dy) || step.remainder != n - step.quotient * dy {
                    failures += 1
                }
                step.advance()
            }
        }
        expectEqual(failures, 0)
    }

    /// Worked by hand: negative slopes floor toward −∞ (`⌊−7/2⌋ = −4`), and a remainder that
    /// reaches the divisor carries one into the quotient.
    @Test func carriesAndNegativeSlopes() {
        var step = CellBuilder.RowStep(first: 1, dx: -7, dy: 2, rows: 3)
        expectEqual(step.quotient, -4)
        expectEqual(step.remainder, 1)
        step.advance()
        // (1 + 256)·(−7) = −1799: ⌊−1799/2⌋ = −900, remainder 1.
        expectEqual(step.quotient, -900)
        expectEqual(step.remainder, 1)
        // 1/3 = 0 rest 1, 257/3 = 85 rest 2, 513/3 = 171 rest 0: the second step carries.
        var carry = CellBuilder.RowStep(first: 1, dx: 1, dy: 3, rows: 3)
        expectEqual(carry.quotient, 0)
        expectEqual(carry.remainder, 1)
        carry.advance()
        expectEqual(carry.quotient, 85)
        expectEqual(carry.remainder, 2)
        carry.advance()
        expectEqual(carry.quotient, 171)
        expectEqual(carry.remainder, 0)
    }
}
