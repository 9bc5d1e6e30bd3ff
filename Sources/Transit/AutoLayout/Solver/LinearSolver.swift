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
        @exclusivity(unchecked) private(set) var constant: Double
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
    struct Tag {
        var marker: SolverSymbol
        var other: SolverSymbol?
        var sign: Double
        /// The coefficients (±1) of the marker and of the other variable in the row as built.
        var markerCoefficient = 1.0, otherCoefficient = 1.0
    }

    // The solver's state skips Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`):
    // each mutation is a single call that hands no other access to the same property along,
    // and a check costs more than the step it guards in the loops of adding a constraint.
    @exclusivity(unchecked) var tableau = SolverTableau()
    /// The external variables' ids, in the order they were made.
    @exclusivity(unchecked) var externals: [Int] = []
    @exclusivity(unchecked) var tags: [ObjectIdentifier: (constraint: Constraint, tag: Tag, sequence: Int)] = [:]
    @exclusivity(unchecked) var sequence = 0
    /// The objective, one row per priority level, highest priority first.
    @exclusivity(unchecked) var objective: [(priority: Double, row: SolverRow)] = []
    @exclusivity(unchecked) var artificial: SolverRow?
    @exclusivity(unchecked) var infeasible: [SolverSymbol] = []
    /// Pivots performed since creation (for tests of incrementality and for benchmarks).
    @exclusivity(unchecked) var pivotCount = 0

    init() {}

    func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol { tableau.makeSymbol(kind) }

    /// A new external variable, initially 0.
    func makeVariable() -> Int {
        let symbol = makeSymbol(.external)
        externals.append(symbol.id)
        return symbol.id
    }

    /// The current value of a variable.
    func value(of variable: Int) -> Double {
        guard let symbol = tableau.symbol(variable), symbol.kind == .external else { return 0 }
        return tableau.constant(of: symbol) ?? 0
    }

    /// Makes room for `count` more constraints, so adding many at once does not grow the
    /// solver's index step by step.
    func reserveCapacity(_ count: Int) { tags.reserveCapacity(tags.count + count) }

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
        optimize()
    }

    private enum Insertion { case added, conflictUntouched, conflictAfterPivots }

    private func insertRow(for constraint: Constraint) -> Insertion {
        var (row, tag) = makeRow(for: constraint)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            substitute(subject, with: row)
            tableau.setRow(row, for: subject)
        } else if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard SolverRow.nearZero(row.constant) else { return .conflictUntouched }
            row.solve(for: tag.marker)
            tableau.setRow(row, for: tag.marker)
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
        tableau.removeAllRows()
        objective = []
        infeasible = []
        artificial = nil
        for constraint in entries {
            _ = insertRow(for: constraint)
            optimize()
        }
    }

    /// Removes a constraint added before.
    func remove(_ constraint: Constraint) {
        guard let (_, tag, _) = tags.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if tag.marker.kind == .error { removeFromObjective(tag.marker, priority: constraint.priority) }
        if let other = tag.other, other.kind == .error { removeFromObjective(other, priority: constraint.priority) }
        if tableau.removeRow(tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            var row = tableau.removeRow(leaving)!
            row.solve(for: leaving, exchanging: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize()
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
        if let constant = tableau.shiftConstant(of: tag.marker, by: -(shift * tag.markerCoefficient)) {
            if tag.marker.kind == .dummy {
                if !SolverRow.nearZero(constant) { throw .unsatisfiable }
            } else if constant < 0 {
                infeasible.append(tag.marker)
            }
        } else if let other = tag.other, let constant = tableau.shiftConstant(of: other, by: -(shift * tag.otherCoefficient)) {
            if constant < 0 { infeasible.append(other) }
        } else {
            tableau.shiftConstants(containing: tag.marker, by: shift * tag.markerCoefficient, infeasible: &infeasible)
        }
        try dualOptimize()
    }

    // MARK: Edit variables (§3.3)

    @exclusivity(unchecked) private var edits: [Int: Constraint] = [:]

    /// Makes `variable` editable at an optional priority: `suggestValue` then moves it.
    func addEditVariable(_ variable: Int, priority: Double) {
        guard edits[variable] == nil else { return }
        let edit = Constraint(
            [(variable, 1)], constant: -value(of: variable), .equal,
            priority: min(priority, LinearSolver.required - 1))
        edits[variable] = edit
        try? add(edit)  // an optional constraint is always added
    }

    func removeEditVariable(_ variable: Int) {
        guard let edit = edits.removeValue(forKey: variable) else { return }
        remove(edit)
    }

    /// Suggests a value for an edit variable: the edit constraint's constant changes and the
    /// tableau is re-optimised with the dual simplex method.
    func suggestValue(_ value: Double, for variable: Int) {
        guard let edit = edits[variable] else { return }
        try? setConstant(-value, of: edit)  // optional edits cannot make required ones fail
    }
}
