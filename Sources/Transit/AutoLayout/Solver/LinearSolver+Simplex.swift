import Foundation

/// The simplex machinery of `LinearSolver` (Badros, Borning & Stuckey 2001, §2–3): rows for
/// constraints, the objective's priority levels, artificial variables, substitution, the primal
/// optimisation and the dual one that restores feasibility after a constant change.
extension LinearSolver {
    func makeRow(for constraint: Constraint) -> (SolverRow, Tag) {
        var row = SolverRow(constant: constraint.constant)
        for (variable, coefficient) in constraint.terms where !SolverRow.nearZero(coefficient) {
            let symbol = tableau.symbol(variable)!
            if !tableau.addRow(of: symbol, times: coefficient, to: &row) { row.insert(symbol, coefficient) }
        }
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // `expr ≤ 0` becomes `expr + s = 0`; `expr ≥ 0` is `−expr ≤ 0`.
            if constraint.relation == .greaterThanOrEqual { row.reverseSign() }
            let slack = makeSymbol(.slack)
            row.insert(slack, 1)
            tag = Tag(marker: slack, other: nil, sign: constraint.relation == .greaterThanOrEqual ? -1 : 1)
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                row.insert(error, -1)
                addToObjective(error, priority: constraint.priority)
                tag.other = error
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy, other: nil, sign: 1)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                addToObjective(plus, priority: constraint.priority)
                addToObjective(minus, priority: constraint.priority)
                tag = Tag(marker: plus, other: minus, sign: 1)
            }
        }
        if row.constant < 0 {
            row.reverseSign()
            tag.sign = -tag.sign
        }
        tag.markerCoefficient = row.coefficient(for: tag.marker)
        if let other = tag.other { tag.otherCoefficient = row.coefficient(for: other) }
        return (row, tag)
    }

    /// The index in `objective` of a priority level's row, created in order when first needed.
    func objectiveLevel(_ priority: Double) -> Int {
        if let level = objective.firstIndex(where: { $0.priority == priority }) { return level }
        objective.append((priority, SolverRow()))
        objective.sort { $0.priority > $1.priority }
        return objective.firstIndex { $0.priority == priority }!
    }

    func addToObjective(_ error: SolverSymbol, priority: Double) {
        let level = objectiveLevel(priority)
        objective[level].row.insert(error, 1)
    }

    func removeFromObjective(_ error: SolverSymbol, priority: Double) {
        let level = objectiveLevel(priority)
        if !tableau.addRow(of: error, times: -1, to: &objective[level].row) { objective[level].row.insert(error, -1) }
    }

    /// The symbol the new row is solved for: an external variable if any, else the marker or
    /// the other error variable when it enters with a negative coefficient.
    ///
    /// Any external variable will do (§3.1: the subject is any unrestricted variable). One that
    /// appears in no other row is taken first, the lowest such id: solving for it substitutes
    /// nothing, where solving for a parametric variable rewrites every row it appears in (a
    /// grid whose first width comes last would otherwise cost quadratic time). Then the lowest
    /// id. The choice only decides which variables stay parametric; a layout that constraints
    /// determine gets the same solution either way.
    func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol? {
        var lowest: SolverSymbol?
        for cell in row.cells where cell.symbol.kind == .external {
            if !tableau.appearsInRows(cell.symbol) { return cell.symbol }
            if lowest == nil { lowest = cell.symbol }
        }
        if let lowest { return lowest }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one with an artificial variable (§3.2): succeeds when the artificial objective
    /// reaches zero.
    func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let art = makeSymbol(.slack)
        tableau.setRow(row, for: art)
        artificial = row
        optimize(phaseOne: true)
        let success = SolverRow.nearZero(artificial!.constant)
        artificial = nil
        if var artRow = tableau.removeRow(art) {
            if artRow.isEmpty { return success }
            guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            artRow.solve(for: art, exchanging: entering)
            substitute(entering, with: artRow)
            tableau.setRow(artRow, for: entering)
        }
        tableau.eliminate(art)
        for level in objective.indices { objective[level].row.remove(art) }
        return success
    }

    func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        tableau.substitute(symbol, with: row, infeasible: &infeasible)
        for level in objective.indices { objective[level].row.substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    /// Whether the symbolic coefficient of `symbol` across the objective rows is negative.
    func objectiveSign(_ symbol: SolverSymbol, _ levels: [SolverRow]) -> Double {
        for level in levels {
            let c = level.coefficient(for: symbol)
            if !SolverRow.nearZero(c) { return c }
        }
        return 0
    }

    /// The primal simplex method on the (lexicographic) objective, or in phase one on the
    /// artificial row alone.
    func optimize(phaseOne: Bool = false) {
        while true {
            let levels = phaseOne ? [artificial!] : objective.map(\.row)
            guard let entering = enteringSymbol(levels) else { return }
            var best: (ratio: Double, symbol: SolverSymbol)?
            for basic in tableau.basics(containing: entering) where basic.isRestricted {
                let c = tableau.row(basic)!.coefficient(for: entering)
                guard c < 0 else { continue }
                let ratio = -tableau.row(basic)!.constant / c
                if best == nil || ratio < best!.ratio - SolverRow.epsilon
                    || (abs(ratio - best!.ratio) <= SolverRow.epsilon && basic < best!.symbol)
                {
                    best = (ratio, basic)
                }
            }
            guard let leaving = best?.symbol else { return }  // unbounded: cannot happen with errors ≥ 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The lowest symbol with a negative cell in some level whose objective sign is negative.
    private func enteringSymbol(_ levels: [SolverRow]) -> SolverSymbol? {
        var entering: SolverSymbol?
        for level in levels {
            for cell in level.cells where cell.symbol.kind != .dummy && cell.coefficient < -SolverRow.epsilon {
                if let e = entering, e.id <= cell.symbol.id { continue }
                if objectiveSign(cell.symbol, levels) < 0 { entering = cell.symbol }
            }
        }
        return entering
    }

    func pivot(entering: SolverSymbol, leaving: SolverSymbol) {
        pivotCount += 1
        var row = tableau.removeRow(leaving)!
        row.solve(for: leaving, exchanging: entering)
        substitute(entering, with: row)
        tableau.setRow(row, for: entering)
    }

    /// The dual simplex method (§3.3): restores feasibility after constants changed.
    func dualOptimize() throws(Failure) {
        while let leaving = infeasible.min() {
            infeasible.removeAll { $0 == leaving }
            guard let row = tableau.row(leaving), row.constant < 0 else { continue }
            guard !SolverRow.nearZero(row.constant) else {
                _ = tableau.shiftConstant(of: leaving, by: -row.constant)  // exactly 0
                continue
            }
            let levels = objective.map(\.row)
            var best: (ratio: [Double], symbol: SolverSymbol)?
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let (symbol, c) = (cell.symbol, cell.coefficient)
                let ratio = levels.map { $0.coefficient(for: symbol) / c }
                if best == nil || Self.lexicographicallyLess(ratio, best!.ratio)
                    || (ratio == best!.ratio && symbol < best!.symbol)
                {
                    best = (ratio, symbol)
                }
            }
            guard let entering = best?.symbol else {
                infeasible.removeAll()
                throw .unsatisfiable
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private static func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) > SolverRow.epsilon { return x < y }
        return false
    }

    /// The row to pivot on so that a non-basic marker can be removed (§3.4).
    func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol? {
        var first: (Double, SolverSymbol)?, second: (Double, SolverSymbol)?, third: SolverSymbol?
        for basic in tableau.basics(containing: marker) {
            let row = tableau.row(basic)!
            let c = row.coefficient(for: marker)
            if !basic.isRestricted {
                if third == nil || basic < third! { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if first == nil || r < first!.0 || (r == first!.0 && basic < first!.1) { first = (r, basic) }
            } else {
                let r = row.constant / c
                if second == nil || r < second!.0 || (r == second!.0 && basic < second!.1) { second = (r, basic) }
            }
        }
        return first?.1 ?? second?.1 ?? third
    }
}
