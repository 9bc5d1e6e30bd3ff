import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// The solver against the optima of seeded random systems that kiwisolver found level by level
/// (`Scripts/solver-fixtures.py`, which writes `SolverFixtures.swift`): required and optional
/// equalities and inequalities, edit variables, suggestions, constant changes and removals.
///
/// After the first solve and after each step: every required constraint holds; each priority
/// level's total error equals the optimum's (a lexicographic optimum has one error total per
/// level, so this holds for any optimal solution, unique or not); each variable the optimum
/// determines uniquely has its value. The solver applies the steps incrementally; the fixture's
/// optima are solved from scratch. Tolerance 1e-6 (relative to values of a few hundred).
@Suite struct SolverFixtureTests {
    typealias C = LinearSolver.Constraint

    /// One system replayed on a `LinearSolver`: its variables, live constraints and edits.
    final class Replay {
        let seed: Int
        let solver = LinearSolver()
        var variables: [Int] = []
        var constraints: [Int: C] = [:]
        var suggestions: [Int: Double] = [:]
        var checks = 0

        init(seed: Int, variables count: Int) {
            self.seed = seed
            variables = (0..<count).map { _ in solver.makeVariable() }
        }

        func value(_ terms: [(variable: Int, coefficient: Double)], _ constant: Double) -> Double {
            terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        }

        /// Runs one item of the fixture text.
        func run(_ tokens: [Substring]) throws {
            switch tokens[0] {
            case "c":
                let terms = tokens[5...].map { token -> (variable: Int, coefficient: Double) in
                    let parts = token.split(separator: ":")
                    return (variables[Int(parts[0])!], Double(parts[1])!)
                }
                let relation: C.Relation = tokens[3] == "=" ? .equal : tokens[3] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
                let c = C(terms, constant: Double(tokens[4])!, relation, priority: Double(tokens[2])!)
                constraints[Int(tokens[1])!] = c
                try solver.add(c)
            case "e", "s":
                let variable = Int(tokens[1])!, value = Double(tokens[2])!
                if tokens[0] == "e" { solver.addEditVariable(variables[variable], priority: 999) }
                solver.suggestValue(value, for: variables[variable])
                suggestions[variable] = value
            case "k": try solver.setConstant(Double(tokens[2])!, of: constraints[Int(tokens[1])!]!)
            case "r": solver.remove(constraints.removeValue(forKey: Int(tokens[1])!)!)
            default: Issue.record("system \(seed): unknown item \(tokens.joined(separator: " "))")
            }
        }

        /// Checks the solution against an `x` item: values (`?` for ambiguous), `|`, level errors.
        func check(_ tokens: [Substring]) {
            checks += 1
            let bar = tokens.firstIndex(of: "|")!
            let expected = tokens[1..<bar].map { Double($0) }
            expectEqual(expected.count, variables.count, "system \(seed)")
            for (i, value) in expected.enumerated() {
                guard let value else { continue }
                let solved = solver.value(of: variables[i])
                expectClose(solved, value, within: 1e-6, "system \(seed) check \(checks): x\(i) = \(solved), expected \(value)")
            }
            let errors = levelErrors()
            for token in tokens[(bar + 1)...] {
                let parts = token.split(separator: ":")
                let level = Double(parts[0])!, total = Double(parts[1])!
                let solved = errors[level] ?? 0
                expectClose(
                    solved, total, within: 1e-6 * (1 + total),
                    "system \(seed) check \(checks): errors at \(level) total \(solved), expected \(total)")
            }
        }

        /// Each optional level's total error; every required constraint is checked to hold.
        func levelErrors() -> [Double: Double] {
            var totals: [Double: Double] = [:]
            for (id, c) in constraints {
                let v = value(c.terms, c.constant)
                let error =
                    switch c.relation {
                    case .equal: abs(v)
                    case .lessThanOrEqual: max(0, v)
                    case .greaterThanOrEqual: max(0, -v)
                    }
                if c.isRequired {
                    expectLessThan(error, 1e-6, "system \(seed) check \(checks): required constraint \(id) is off by \(error)")
                } else {
                    totals[c.priority, default: 0] += error
                }
            }
            for (variable, target) in suggestions {
                totals[999, default: 0] += abs(solver.value(of: variables[variable]) - target)
            }
            return totals
        }
    }

    @Test func randomSystemsReachKiwisolversOptima() throws {
        var replay: Replay?
        var systems = 0, checks = 0
        for line in SolverFixtures.text.split(separator: "\n") {
            for item in line.split(separator: ";") {
                let tokens = item.split(separator: " ")
                if tokens[0] == "system" {
                    checks += replay?.checks ?? 0
                    replay = Replay(seed: Int(tokens[1])!, variables: Int(tokens[3])!)
                    systems += 1
                } else if tokens[0] == "x" {
                    replay?.check(tokens)
                } else {
                    try replay?.run(tokens)
                }
            }
        }
        checks += replay?.checks ?? 0
        expectEqual(systems, 40)
        expectEqual(checks, 160)  // the first solve and three steps per system
    }
}
