import Foundation

extension LinearSolver {
    /// The priority of the probes below: lower than any level a constraint can have (Auto Layout
    /// priorities start at 1), so a probe moves a variable only where that costs nothing at every
    /// real priority.
    static let probePriority = 0.5

    /// Whether the linear expression `Σ coefficient · variable` can take another value while
    /// every constraint keeps its satisfaction — required ones holding, optional ones with errors
    /// no larger at any priority: the solution is not unique along it.
    ///
    /// The test runs on a copy replaying the same constraints, so the solution the caller sees
    /// does not move: on the copy, the expression is pulled one point up, then one point down,
    /// by a constraint at `probePriority`. The optimal solutions form a convex set, so if the
    /// expression varies over it, one of the two pulls moves it.
    func canVary(_ terms: [(variable: Int, coefficient: Double)]) -> Bool {
        otherSolution(pulling: terms, by: 1) != nil
    }

    /// The values of every variable after pulling `terms` by `step` (then by `−step` if that
    /// moves nothing) on a copy at `probePriority`: another solution as good as this one, or
    /// `nil` when the expression cannot vary.
    func otherSolution(pulling terms: [(variable: Int, coefficient: Double)], by step: Double) -> [Int: Double]? {
        let copy = replayingCopy()
        func value() -> Double { terms.reduce(0) { $0 + $1.coefficient * copy.value(of: $1.variable) } }
        let start = value()
        for pull in [step, -step] {
            let probe = Constraint(terms, constant: -(start + pull), .equal, priority: Self.probePriority)
            try? copy.add(probe)
            if abs(value() - start) > 1e-7 {
                return Dictionary(uniqueKeysWithValues: externals.map { ($0, copy.value(of: $0)) })
            }
            copy.remove(probe)
        }
        return nil
    }

    /// A new solver with the same external variables and the same constraints, added in the
    /// order they were added here.
    func replayingCopy() -> LinearSolver {
        let copy = LinearSolver()
        copy.tableau = tableau.withoutRows()
        copy.externals = externals
        for entry in tags.values.sorted(by: { $0.sequence < $1.sequence }) {
            try? copy.add(entry.constraint)
        }
        return copy
    }
}
