import Foundation

/// An incremental solver for systems of linear equalities and inequalities with priorities: the
/// Cassowary algorithm of G. J. Badros, A. Borning and P. J. Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001.
///
/// Required constraints (priority 1000) must hold. Each non-required constraint gets error
/// variables that the solver minimises, with symbolic (lexicographic) weights as in §2.2 of the
/// paper: any amount of error at one priority outweighs all errors at lower priorities, which is
/// how Auto Layout documents priorities ("it satisfies higher priorities before lower ones").
/// Within one priority, errors add up with weight 1.
///
/// Adding and removing constraints and changing a constraint's constant are incremental: a
/// constant change shifts the constants of the rows where the constraint's marker variable
/// appears and restores feasibility with the dual simplex method (§3.3, re-solving after a
/// change of an edit constraint), leaving the rest of the tableau as it is. Ties are broken by
/// the lowest symbol id (Bland's rule), so results never depend on hash order.
final class LinearSolver {
    /// A linear constraint `Σ coefficient · variable + constant (relation) 0`.
    final class Constraint {
        enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }
        let terms: [(variable: Int, coefficient: Double)]
        private(set) var constant: Double
        let relation: Relation
        /// 1000 is required; 1…999 are optional, higher first.
        let priority: Double

        init(_ terms: [(variable: Int, coefficient: Double)], constant: Double, _ relation: Relation, priority: Double) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.priority = priority
        }

        var isRequired: Bool { priority >= LinearSolver.required }
        func setConstant(_ value: Double) { constant = value }
    }

    enum Failure: Error, Equatable {
        /// A required constraint cannot hold together with the required constraints already added.
        case unsatisfiable
        /// The constraint was already added / is not in the solver.
        case duplicate, unknown
    }

    static let required: Double = 1000

    /// The markers of one constraint's row: the slack, dummy or positive error variable, the
    /// negative error variable of an optional equality, and the sign the row was multiplied by.
    private struct Tag {
        var marker: SolverSymbol
        var other: SolverSymbol?
        var sign: Double
        /// The coefficients (±1) of the marker and of the other variable in the row as built.
        var markerCoefficient = 1.0, otherCoefficient = 1.0
    }

    private var nextID = 0
    private var externals: [Int: SolverSymbol] = [:]
    private var rows: [SolverSymbol: SolverRow] = [:]
    private var tags: [ObjectIdentifier: (constraint: Constraint, tag: Tag, sequence: Int)] = [:]
    private var sequence = 0
    /// The objective, one row per priority level, highest priority first.
    private var objective: [(priority: Double, row: SolverRow)] = []
    private var artificial: SolverRow?
    private var infeasible: [SolverSymbol] = []
    /// Pivots performed since creation (for tests of incrementality and for benchmarks).
    private(set) var pivotCount = 0

    init() {}

    private func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextID += 1
        return SolverSymbol(id: nextID, kind: kind)
    }

    /// A new external variable, initially 0.
    func makeVariable() -> Int {
        let symbol = makeSymbol(.external)
        externals[symbol.id] = symbol
        return symbol.id
    }

    /// The current value of a variable.
    func value(of variable: Int) -> Double {
        guard let symbol = externals[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    func contains(_ constraint: Constraint) -> Bool { tags[ObjectIdentifier(constraint)] != nil }
    var constraintCount: Int { tags.count }

    // MARK: Adding and removing

    /// Adds a constraint; throws `.unsatisfiable` (leaving the solver as it was) when it is
    /// required and conflicts with the required constraints already there.
    func add(_ constraint: Constraint) throws(Failure) {
        guard tags[ObjectIdentifier(constraint)] == nil else { throw .duplicate }
        switch insertRow(for: constraint) {
        case .added: break
        case .conflictUntouched: throw .unsatisfiable
        case .conflictAfterPivots:
            rebuild()
            throw .unsatisfiable
        }
        optimize(objectiveRows: objective.map(\.row))
    }

    private enum Insertion { case added, conflictUntouched, conflictAfterPivots }

    private func insertRow(for constraint: Constraint) -> Insertion {
        let (row, tag) = makeRow(for: constraint)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else if row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard SolverRow.nearZero(row.constant) else { return .conflictUntouched }
            row.solve(for: tag.marker)
            rows[tag.marker] = row
        } else if !addWithArtificialVariable(row) {
            return .conflictAfterPivots
        }
        sequence += 1
        tags[ObjectIdentifier(constraint)] = (constraint, tag, sequence)
        return .added
    }

    /// Rebuilds the tableau from the constraints recorded, in the order they were added: the
    /// recovery after a conflict found part-way through the simplex steps.
    private func rebuild() {
        let entries = tags.values.sorted { $0.sequence < $1.sequence }.map(\.constraint)
        tags = [:]
        rows = [:]
        objective = []
        infeasible = []
        artificial = nil
        for constraint in entries {
            _ = insertRow(for: constraint)
            optimize(objectiveRows: objective.map(\.row))
        }
    }

    /// Removes a constraint added before.
    func remove(_ constraint: Constraint) {
        guard let (_, tag, _) = tags.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if tag.marker.kind == .error { removeFromObjective(tag.marker, priority: constraint.priority) }
        if let other = tag.other, other.kind == .error { removeFromObjective(other, priority: constraint.priority) }
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            let row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, exchanging: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize(objectiveRows: objective.map(\.row))
    }

    /// Changes a constraint's constant incrementally. When the new constant makes required
    /// constraints conflict, the constraint is taken out of the solver (the rest is solved
    /// without it) and `.unsatisfiable` is thrown.
    func setConstant(_ value: Double, of constraint: Constraint) throws(Failure) {
        do {
            try shiftConstant(to: value, of: constraint)
        } catch .unsatisfiable {
            tags[ObjectIdentifier(constraint)] = nil
            rebuild()
            throw .unsatisfiable
        }
    }

    private func shiftConstant(to value: Double, of constraint: Constraint) throws(Failure) {
        guard let (_, tag, _) = tags[ObjectIdentifier(constraint)] else { throw .unknown }
        let delta = value - constraint.constant
        constraint.setConstant(value)
        guard delta != 0 else { return }
        // The marker absorbs the change: with the row's constant moved by `shift`, every
        // identity of the tableau still holds once `marker_old = marker_new + shift · m`.
        let shift = tag.sign * delta
        if let row = rows[tag.marker] {
            row.constant -= shift * tag.markerCoefficient
            if tag.marker.kind == .dummy {
                if !SolverRow.nearZero(row.constant) { throw .unsatisfiable }
            } else if row.constant < 0 { infeasible.append(tag.marker) }
        } else if let other = tag.other, let row = rows[other] {
            row.constant -= shift * tag.otherCoefficient
            if row.constant < 0 { infeasible.append(other) }
        } else {
            let d = shift * tag.markerCoefficient
            for (symbol, row) in rows {
                let a = row.coefficient(for: tag.marker)
                guard a != 0 else { continue }
                row.constant += a * d
                if symbol.isRestricted && row.constant < 0 { infeasible.append(symbol) }
            }
        }
        try dualOptimize()
    }

    // MARK: Edit variables (§3.3)

    private var edits: [Int: Constraint] = [:]

    /// Makes `variable` editable at an optional priority: `suggestValue` then moves it.
    func addEditVariable(_ variable: Int, priority: Double) {
        guard edits[variable] == nil else { return }
        let edit = Constraint([(variable, 1)], constant: -value(of: variable), .equal,
                              priority: min(priority, LinearSolver.required - 1))
        edits[variable] = edit
        try? add(edit)   // an optional constraint is always added
    }

    func removeEditVariable(_ variable: Int) {
        guard let edit = edits.removeValue(forKey: variable) else { return }
        remove(edit)
    }

    /// Suggests a value for an edit variable: the edit constraint's constant changes and the
    /// tableau is re-optimised with the dual simplex method.
    func suggestValue(_ value: Double, for variable: Int) {
        guard let edit = edits[variable] else { return }
        try? setConstant(-value, of: edit)   // optional edits cannot make required ones fail
    }

    // MARK: The simplex machinery

    private func makeRow(for constraint: Constraint) -> (SolverRow, Tag) {
        let row = SolverRow(constant: constraint.constant)
        for (variable, coefficient) in constraint.terms where !SolverRow.nearZero(coefficient) {
            let symbol = externals[variable]!
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
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

    /// The objective row of a priority level, created in order when first needed.
    private func objectiveRow(_ priority: Double) -> SolverRow {
        if let level = objective.first(where: { $0.priority == priority }) { return level.row }
        let row = SolverRow()
        objective.append((priority, row))
        objective.sort { $0.priority > $1.priority }
        return row
    }

    private func addToObjective(_ error: SolverSymbol, priority: Double) {
        objectiveRow(priority).insert(error, 1)
    }

    private func removeFromObjective(_ error: SolverSymbol, priority: Double) {
        let level = objectiveRow(priority)
        if let row = rows[error] { level.insert(row, -1) } else { level.insert(error, -1) }
    }

    /// The symbol the new row is solved for: an external variable if any, else the marker or
    /// the other error variable when it enters with a negative coefficient.
    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one with an artificial variable (§3.2): succeeds when the artificial objective
    /// reaches zero.
    private func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row.copy()
        artificial = row.copy()
        optimize(objectiveRows: [artificial!])
        let success = SolverRow.nearZero(artificial!.constant)
        artificial = nil
        if let artRow = rows.removeValue(forKey: art) {
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.keys.filter(\.isPivotable).min() else { return false }
            artRow.solve(for: art, exchanging: entering)
            substitute(entering, with: artRow)
            rows[entering] = artRow
        }
        for row in rows.values { row.cells[art] = nil }
        for level in objective { level.row.cells[art] = nil }
        return success
    }

    private func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        for (basic, r) in rows where r.cells[symbol] != nil {
            r.substitute(symbol, with: row)
            if basic.isRestricted && r.constant < 0 { infeasible.append(basic) }
        }
        for level in objective { level.row.substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    /// Whether the symbolic coefficient of `symbol` across the objective rows is negative.
    private func objectiveSign(_ symbol: SolverSymbol, _ levels: [SolverRow]) -> Double {
        for level in levels {
            let c = level.coefficient(for: symbol)
            if !SolverRow.nearZero(c) { return c }
        }
        return 0
    }

    /// The primal simplex method on a (lexicographic) objective.
    private func optimize(objectiveRows levels: [SolverRow]) {
        while true {
            var candidates = Set<SolverSymbol>()
            for level in levels { for (s, c) in level.cells where s.kind != .dummy && c < -SolverRow.epsilon { candidates.insert(s) } }
            guard let entering = candidates.filter({ objectiveSign($0, levels) < 0 }).min() else { return }
            var best: (ratio: Double, symbol: SolverSymbol)?
            for (basic, row) in rows where basic.isRestricted {
                let c = row.coefficient(for: entering)
                guard c < 0 else { continue }
                let ratio = -row.constant / c
                if best == nil || ratio < best!.ratio - SolverRow.epsilon
                    || (abs(ratio - best!.ratio) <= SolverRow.epsilon && basic < best!.symbol) {
                    best = (ratio, basic)
                }
            }
            guard let leaving = best?.symbol else { return }   // unbounded: cannot happen with errors ≥ 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    private func pivot(entering: SolverSymbol, leaving: SolverSymbol) {
        pivotCount += 1
        let row = rows.removeValue(forKey: leaving)!
        row.solve(for: leaving, exchanging: entering)
        substitute(entering, with: row)
        rows[entering] = row
    }

    /// The dual simplex method (§3.3): restores feasibility after constants changed.
    private func dualOptimize() throws(Failure) {
        let levels = objective.map(\.row)
        while let leaving = infeasible.min() {
            infeasible.removeAll { $0 == leaving }
            guard let row = rows[leaving], row.constant < 0 else { continue }
            guard !SolverRow.nearZero(row.constant) else { row.constant = 0; continue }
            var best: (ratio: [Double], symbol: SolverSymbol)?
            for (symbol, c) in row.cells where c > 0 && symbol.kind != .dummy {
                let ratio = levels.map { $0.coefficient(for: symbol) / c }
                if best == nil || Self.lexicographicallyLess(ratio, best!.ratio)
                    || (ratio == best!.ratio && symbol < best!.symbol) {
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
    private func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol? {
        var first: (Double, SolverSymbol)?, second: (Double, SolverSymbol)?, third: SolverSymbol?
        for (basic, row) in rows {
            let c = row.coefficient(for: marker)
            guard c != 0 else { continue }
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
