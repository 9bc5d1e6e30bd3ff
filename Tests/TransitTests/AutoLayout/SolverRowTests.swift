import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The tableau's rows and column hints against their definitions.
///
/// A row is a map from symbols to coefficients with a constant: adding `c · row` adds `c` times
/// each of the row's coefficients, and a coefficient within 1e-8 of zero leaves the map. The
/// model below keeps that map in a dictionary and computes each sum as `old + c · a`, the
/// arithmetic the solver documents, so the comparison is exact. Seeded random rows cover both
/// ways a row is added (cell by cell in place for short rows, one merge for long ones).
@Suite struct SolverRowTests {
    typealias Cell = SolverRow.Cell

    /// A random row over symbol ids 1…`range`, with `count` distinct symbols.
    static func randomRow(_ count: Int, range: Int, _ random: inout SplitMix64) -> [Int: Double] {
        var model: [Int: Double] = [:]
        while model.count < count {
            // Quarter steps from −2 to 2 without 0: exact binary fractions, some of which cancel.
            let step = Int(random.next() % 16)
            model[1 + Int(random.next() % UInt64(range))] = Double(step < 8 ? step - 8 : step - 7) / 4
        }
        return model
    }

    static func row(_ model: [Int: Double], constant: Double) -> SolverRow {
        var row = SolverRow(constant: constant)
        for (id, a) in model.sorted(by: { $0.key < $1.key }) { row.insert(SolverSymbol(id: id, kind: .slack), a) }
        return row
    }

    /// The row's cells as a map, after checking they are sorted by strictly increasing id.
    static func cells(_ row: SolverRow) throws -> [Int: Double] {
        let ids = row.cells.map(\.symbol.id)
        try require(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }, "cells out of order: \(ids)")
        return Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol.id, $0.coefficient) })
    }

    @Test func addingARowMatchesTheCoefficientMap() throws {
        var random = SplitMix64(seed: 2_517)
        for trial in 0..<400 {
            // Short and long rows on both sides: 1…4 cells into 4…40, and long into short.
            let (mine, theirs) = trial % 2 == 0 ? (4 + trial % 37, 1 + trial % 4) : (1 + trial % 5, 3 + trial % 30)
            let a = Self.randomRow(mine, range: 60, &random), b = Self.randomRow(theirs, range: 60, &random)
            let c = Double(Int(random.next() % 7) - 3) / 2  // −1.5 … 1.5, sometimes 0
            var row = Self.row(a, constant: 3)
            var added: [(symbol: SolverSymbol, index: Int)] = []
            row.insert(Self.row(b, constant: -2), c, added: &added)

            var expected = a
            for (id, value) in b {
                let sum = (a[id] ?? 0) + value * c
                expected[id] = SolverRow.nearZero(sum) ? nil : sum
            }
            expectEqual(try Self.cells(row), expected, "trial \(trial)")
            expectEqual(row.constant, 3 + -2 * c)
            // The added symbols are exactly the new ones, and each one's hint finds its cell.
            let new = Set(expected.keys).subtracting(a.keys)
            expectEqual(Set(added.map(\.symbol.id)), new, "trial \(trial)")
            for (symbol, index) in added {
                let found = try unwrap(row.cell(symbol, hint: index))
                expectEqual(row.cells[found.index].symbol.id, symbol.id)
                expectEqual(found.coefficient, expected[symbol.id])
            }
        }
    }

    @Test func aHintIsCheckedBeforeItIsTrusted() throws {
        var random = SplitMix64(seed: 77)
        for trial in 0..<200 {
            let model = Self.randomRow(1 + trial % 40, range: 90, &random)
            let row = Self.row(model, constant: 0)
            for id in 1...90 {
                let symbol = SolverSymbol(id: id, kind: .slack)
                // Every hint: right, wrong, and past the end.
                for hint in [0, row.cells.count / 2, row.cells.count - 1, row.cells.count, 1_000] {
                    let found = row.cell(symbol, hint: hint)
                    expectEqual(found?.coefficient, model[id])
                    if let found { expectEqual(row.cells[found.index].symbol.id, id) }
                }
                expectEqual(row.contains(symbol), model[id] != nil)
            }
        }
    }

    /// Random chains of required equalities `x_i = Σ a · x_j + c` (j < i), added in a shuffled
    /// order with the first variable's `x_0 = c` last, so that it is substituted into every row
    /// that depends on it; then constant changes, each re-solved incrementally by shifting the
    /// constants of the rows that hold the changed constraint's marker. The solution is
    /// computed apart by evaluating the chain in order.
    @Test func chainsMatchForwardEvaluationThroughConstantChanges() throws {
        for seed in 1...12 {
            var random = SplitMix64(seed: UInt64(seed))
            let n = 40 + seed * 10
            var sources: [[(Int, Double)]] = [[]]
            var constants = [Double(seed)]
            for i in 1..<n {
                let count = 1 + Int(random.next() % 3)
                let coefficients = [0.5, 1, -1, 0.25]
                sources.append((0..<count).map { _ in (Int(random.next() % UInt64(i)), coefficients[Int(random.next() % 4)]) })
                constants.append(Double(Int(random.next() % 21)) - 10)
            }
            /// The values, and for each the sum of the magnitudes of what it adds up (the scale
            /// of its rounding).
            func expected() -> (values: [Double], scales: [Double]) {
                var values: [Double] = [], scales: [Double] = []
                for i in 0..<n {
                    values.append(sources[i].reduce(constants[i]) { $0 + $1.1 * values[$1.0] })
                    scales.append(sources[i].reduce(abs(constants[i])) { $0 + abs($1.1) * scales[$1.0] })
                }
                return (values, scales)
            }
            let solver = LinearSolver()
            let variables = (0..<n).map { _ in solver.makeVariable() }
            // x_i − Σ a · x_j − c = 0, with repeated sources summed.
            let made = (0..<n).map { i -> LinearSolver.Constraint in
                var terms: [Int: Double] = [variables[i]: 1]
                for (j, a) in sources[i] { terms[variables[j], default: 0] -= a }
                return LinearSolver.Constraint(
                    terms.map { (variable: $0.key, coefficient: $0.value) }.sorted { $0.variable < $1.variable },
                    constant: -constants[i], .equal, priority: LinearSolver.required)
            }
            var order = Array(1..<n)
            order.shuffle(using: &random)
            for i in order + [0] { try solver.add(made[i]) }
            try Self.expectValues(solver, variables, expected(), "seed \(seed)")
            for step in 0..<6 {
                let i = step % 2 == 0 ? 0 : Int(random.next() % UInt64(n))
                constants[i] += Double(step + 1) * 1.5
                try solver.setConstant(-constants[i], of: made[i])
                try Self.expectValues(solver, variables, expected(), "seed \(seed) step \(step)")
            }
        }
    }

    /// Tolerance 1e-9 of each value's scale: the solver adds up the same terms in another
    /// order, each sum rounding by about 1e-16 of its scale, over at most a few hundred steps.
    static func expectValues(
        _ solver: LinearSolver, _ variables: [Int], _ expected: (values: [Double], scales: [Double]), _ note: String
    ) throws {
        for (i, variable) in variables.enumerated() {
            let got = solver.value(of: variable), value = expected.values[i]
            try require(abs(got - value) <= 1e-9 * max(1, expected.scales[i]), "\(note): x\(i) = \(got) ≠ \(value)")
        }
    }
}
