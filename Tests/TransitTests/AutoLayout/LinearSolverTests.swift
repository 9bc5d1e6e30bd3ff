import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// The Cassowary solver against systems solved by hand. Tolerance 1e-9: every answer here is a
/// short sum of exact binary fractions, so only the simplex pivots' rounding is allowed.
@Suite struct LinearSolverTests {
    typealias C = LinearSolver.Constraint

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func requiredEqualitiesSolveTheLinearSystem() throws {
        // x + y = 10, x = 2y  →  y = 10/3, x = 20/3.
        let s = LinearSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(C([(x, 1), (y, 1)], constant: -10, .equal, priority: 1000))
        try s.add(C([(x, 1), (y, -2)], constant: 0, .equal, priority: 1000))
        expect(Self.close(s.value(of: x), 20.0 / 3))
        expect(Self.close(s.value(of: y), 10.0 / 3))
    }

    @Test func midpointBetweenTwoEdges() throws {
        // left = 0, right = 100, 2·mid = left + right  →  mid = 50.
        let s = LinearSolver()
        let l = s.makeVariable(), r = s.makeVariable(), m = s.makeVariable()
        try s.add(C([(m, 2), (l, -1), (r, -1)], constant: 0, .equal, priority: 1000))
        try s.add(C([(l, 1)], constant: 0, .equal, priority: 1000))
        try s.add(C([(r, 1)], constant: -100, .equal, priority: 1000))
        expect(Self.close(s.value(of: m), 50))
    }

    @Test func requiredInequalityBeatsAnOptionalEquality() throws {
        // x ≥ 10 (required), x = 5 (250): the optimum is x = 10 with error 5.
        let s = LinearSolver()
        let x = s.makeVariable()
        try s.add(C([(x, 1)], constant: -10, .greaterThanOrEqual, priority: 1000))
        try s.add(C([(x, 1)], constant: -5, .equal, priority: 250))
        expect(Self.close(s.value(of: x), 10))
        // x ≤ 30 (required) and x = 20 (750): 20 is inside [10, 30], so it holds exactly.
        try s.add(C([(x, 1)], constant: -30, .lessThanOrEqual, priority: 1000))
        try s.add(C([(x, 1)], constant: -20, .equal, priority: 750))
        expect(Self.close(s.value(of: x), 20))
    }

    @Test func priorityLevelsAreLexicographicNotWeighted() throws {
        // One constraint at 750 against four at 250 pulling the other way: Auto Layout satisfies
        // the higher priority first, whatever the number of lower ones (with weights 750 against
        // 4 × 250 = 1000, a weighted sum would pick 0).
        let s = LinearSolver()
        let x = s.makeVariable()
        try s.add(C([(x, 1)], constant: -100, .equal, priority: 750))
        for _ in 0..<4 { try s.add(C([(x, 1)], constant: 0, .equal, priority: 250)) }
        expect(Self.close(s.value(of: x), 100))
    }

    @Test func optionalConstraintsAtOnePriorityMinimiseTheSumOfErrors() throws {
        // x = 0 twice and x = 90 once, all at 500: the sum |x| + |x| + |x − 90| is least at 0.
        let s = LinearSolver()
        let x = s.makeVariable()
        try s.add(C([(x, 1)], constant: -90, .equal, priority: 500))
        try s.add(C([(x, 1)], constant: 0, .equal, priority: 500))
        try s.add(C([(x, 1)], constant: 0, .equal, priority: 500))
        expect(Self.close(s.value(of: x), 0))
    }

    @Test func conflictingRequiredConstraintIsRejectedAndTheRestStays() throws {
        let s = LinearSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(C([(x, 1)], constant: -10, .greaterThanOrEqual, priority: 1000))
        try s.add(C([(y, 1), (x, -1)], constant: -5, .equal, priority: 1000))
        let conflict = C([(x, 1)], constant: -5, .lessThanOrEqual, priority: 1000)
        #expect(throws: LinearSolver.Failure.unsatisfiable) { try s.add(conflict) }
        expect(!s.contains(conflict))
        expectEqual(s.constraintCount, 2)
        // An equality between already-solved variables that contradicts them (all-dummy row).
        #expect(throws: LinearSolver.Failure.unsatisfiable) {
            try s.add(C([(y, 1), (x, -1)], constant: -6, .equal, priority: 1000))
        }
        expect(Self.close(s.value(of: x), 10))
        expect(Self.close(s.value(of: y), 15))
    }

    @Test func removingAConstraintFreesTheVariable() throws {
        let s = LinearSolver()
        let x = s.makeVariable()
        let strong = C([(x, 1)], constant: -100, .equal, priority: 750)
        try s.add(strong)
        try s.add(C([(x, 1)], constant: -40, .equal, priority: 250))
        expect(Self.close(s.value(of: x), 100))
        s.remove(strong)
        expect(Self.close(s.value(of: x), 40))
    }

    @Test func editVariableFollowsSuggestionsWithinRequiredBounds() throws {
        // x = y + 10, y ≥ 0 (required); x is edited. Suggesting 50 gives y = 40; suggesting −5
        // cannot hold (x ≥ 10), so the edit's error is least at x = 10, y = 0.
        let s = LinearSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(C([(x, 1), (y, -1)], constant: -10, .equal, priority: 1000))
        try s.add(C([(y, 1)], constant: 0, .greaterThanOrEqual, priority: 1000))
        s.addEditVariable(x, priority: 999)
        s.suggestValue(50, for: x)
        expect(Self.close(s.value(of: x), 50))
        expect(Self.close(s.value(of: y), 40))
        s.suggestValue(-5, for: x)
        expect(Self.close(s.value(of: x), 10))
        expect(Self.close(s.value(of: y), 0))
        s.suggestValue(12.5, for: x)
        expect(Self.close(s.value(of: y), 2.5))
    }

    @Test func constantChangesMatchASolveFromScratch() throws {
        // A chain x0 = 0, x(i+1) = x(i) + 10 + i·0 with a width inequality; changing the third
        // link to 35 moves every later variable by 25, with no pivot when nothing leaves the
        // feasible region.
        func build(_ link: Double) throws -> (LinearSolver, [Int], C) {
            let s = LinearSolver()
            let xs = (0..<6).map { _ in s.makeVariable() }
            try s.add(C([(xs[0], 1)], constant: 0, .equal, priority: 1000))
            var third: C!
            for i in 0..<5 {
                let c = C([(xs[i + 1], 1), (xs[i], -1)], constant: -(i == 2 ? link : 10), .equal, priority: 1000)
                if i == 2 { third = c }
                try s.add(c)
            }
            try s.add(C([(xs[5], 1)], constant: -1000, .lessThanOrEqual, priority: 1000))
            return (s, xs, third)
        }
        let (s, xs, third) = try build(10)
        let before = s.pivotCount
        try s.setConstant(-35, of: third)
        expectEqual(s.pivotCount, before)
        let (fresh, freshXs, _) = try build(35)
        for (a, b) in zip(xs, freshXs) { expect(Self.close(s.value(of: a), fresh.value(of: b))) }
        expect(Self.close(s.value(of: xs[5]), 75))
    }

    @Test func constantChangeIntoConflictBreaksThatConstraint() throws {
        // w ≤ 100 and w = c (both required): c = 150 cannot hold; the changed constraint leaves
        // the solver and the others keep working.
        let s = LinearSolver()
        let w = s.makeVariable()
        try s.add(C([(w, 1)], constant: -100, .lessThanOrEqual, priority: 1000))
        let width = C([(w, 1)], constant: -60, .equal, priority: 1000)
        try s.add(width)
        try s.add(C([(w, 1)], constant: -80, .equal, priority: 250))
        expect(Self.close(s.value(of: w), 60))
        #expect(throws: LinearSolver.Failure.unsatisfiable) { try s.setConstant(-150, of: width) }
        expect(!s.contains(width))
        expect(Self.close(s.value(of: w), 80))
    }

    @Test func inequalityConstantChangeUsesTheDualSimplex() throws {
        // x ≥ a (required), x = 0 (250): x follows a upward and stays at 0 once a < 0.
        let s = LinearSolver()
        let x = s.makeVariable()
        let floor = C([(x, 1)], constant: -10, .greaterThanOrEqual, priority: 1000)
        try s.add(floor)
        try s.add(C([(x, 1)], constant: 0, .equal, priority: 250))
        expect(Self.close(s.value(of: x), 10))
        try s.setConstant(-42, of: floor)
        expect(Self.close(s.value(of: x), 42))
        try s.setConstant(7, of: floor)
        expect(Self.close(s.value(of: x), 0))
        try s.setConstant(-3, of: floor)
        expect(Self.close(s.value(of: x), 3))
    }

    @Test func aGridSolvesTheSameWhicheverOrderItsConstraintsArriveIn() throws {
        // Rows of ten cells: left = previous right + 2 (or 4), top = bottom above + 2 (or 4),
        // every width equal to the first, height = width / 2, the first width w. Cell (r, c) is
        // at x = 4 + c·(w + 2), y = 4 + r·(w/2 + 2): the same for any order of addition, also
        // when the first width, on which every other row depends, comes last.
        func solve(firstWidthLast: Bool, width: Double) throws -> (LinearSolver, [[Int]], C) {
            let s = LinearSolver()
            var cells: [[Int]] = [], constraints: [C] = []
            var widthConstraint: C!
            for i in 0..<60 {
                let v = (0..<4).map { _ in s.makeVariable() }
                cells.append(v)
                constraints.append(
                    i % 10 == 0
                        ? C([(v[0], 1)], constant: -4, .equal, priority: 1000)
                        : C([(v[0], 1), (cells[i - 1][0], -1), (cells[i - 1][2], -1)], constant: -2, .equal, priority: 1000))
                constraints.append(
                    i < 10
                        ? C([(v[1], 1)], constant: -4, .equal, priority: 1000)
                        : C([(v[1], 1), (cells[i - 10][1], -1), (cells[i - 10][3], -1)], constant: -2, .equal, priority: 1000))
                if i == 0 {
                    widthConstraint = C([(v[2], 1)], constant: -width, .equal, priority: 1000)
                    if !firstWidthLast { constraints.append(widthConstraint) }
                } else {
                    constraints.append(C([(v[2], 1), (cells[0][2], -1)], constant: 0, .equal, priority: 1000))
                }
                constraints.append(C([(v[3], 1), (v[2], -0.5)], constant: 0, .equal, priority: 1000))
            }
            if firstWidthLast { constraints.append(widthConstraint) }
            for c in constraints { try s.add(c) }
            return (s, cells, widthConstraint)
        }
        func check(_ s: LinearSolver, _ cells: [[Int]], width: Double) {
            for (i, v) in cells.enumerated() {
                let (r, c) = (Double(i / 10), Double(i % 10))
                expect(Self.close(s.value(of: v[0]), 4 + c * (width + 2)))
                expect(Self.close(s.value(of: v[1]), 4 + r * (width / 2 + 2)))
                expect(Self.close(s.value(of: v[2]), width) && Self.close(s.value(of: v[3]), width / 2))
            }
        }
        for last in [false, true] {
            let (s, cells, widthConstraint) = try solve(firstWidthLast: last, width: 10)
            check(s, cells, width: 10)
            try s.setConstant(-13, of: widthConstraint)
            check(s, cells, width: 13)
        }
    }
}
