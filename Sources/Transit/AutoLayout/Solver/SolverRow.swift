import Foundation

/// A symbol of the simplex tableau: an external variable (a quantity of the layout), or one of
/// the three kinds of variables the algorithm introduces. Slack and error variables are
/// restricted to be non-negative; dummy variables are pinned to zero and never enter the basis.
struct SolverSymbol: Hashable, Comparable {
    enum Kind: UInt8 { case external, slack, error, dummy }
    let id: Int
    let kind: Kind

    static func < (a: SolverSymbol, b: SolverSymbol) -> Bool { a.id < b.id }
    // Ids are unique, so the id alone identifies and hashes a symbol.
    static func == (a: SolverSymbol, b: SolverSymbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// Whether the symbol may take negative values (only external variables can).
    var isRestricted: Bool { kind != .external }
    /// Whether the symbol can be chosen to enter the basis.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// A row of the tableau, read as `0 = constant + Σ coefficient · symbol` until it is solved for
/// a basic symbol, then as `basic = constant + Σ coefficient · symbol`.
final class SolverRow {
    var cells: [SolverSymbol: Double]
    var constant: Double

    init(constant: Double = 0, cells: [SolverSymbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> SolverRow { SolverRow(constant: constant, cells: cells) }

    static let epsilon = 1.0e-8
    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    func coefficient(for symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient · symbol`, dropping the cell when it cancels out.
    func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let value = (cells[symbol] ?? 0) + coefficient
        if SolverRow.nearZero(value) { cells[symbol] = nil } else { cells[symbol] = value }
    }

    /// Adds `coefficient · row`.
    func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, c) in row.cells { insert(symbol, c * coefficient) }
    }

    func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Solves `0 = row` for `symbol`, which becomes the row's basic symbol (removed from cells).
    func solve(for symbol: SolverSymbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Solves `lhs = row` for `rhs`: the former basic symbol `lhs` joins the cells.
    func solve(for lhs: SolverSymbol, exchanging rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` wherever it appears.
    func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
