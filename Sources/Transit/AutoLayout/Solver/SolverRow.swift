import Foundation

/// A symbol of the simplex tableau: an external variable (a quantity of the layout), or one of
/// the three kinds of variables the algorithm introduces. Slack and error variables are
/// restricted to be non-negative; dummy variables are pinned to zero and never enter the basis.
///
/// The id is stored in 32 bits, so that a row's cell (symbol and coefficient) takes 16 bytes.
struct SolverSymbol: Hashable, Comparable {
    enum Kind: UInt8 { case external, slack, error, dummy }
    private let index: Int32
    let kind: Kind

    init(id: Int, kind: Kind) {
        index = Int32(id)
        self.kind = kind
    }

    var id: Int { Int(index) }

    static func < (a: SolverSymbol, b: SolverSymbol) -> Bool { a.index < b.index }
    // Ids are unique, so the id alone identifies and hashes a symbol.
    static func == (a: SolverSymbol, b: SolverSymbol) -> Bool { a.index == b.index }
    func hash(into hasher: inout Hasher) { hasher.combine(index) }
    /// Whether the symbol may take negative values (only external variables can).
    var isRestricted: Bool { kind != .external }
    /// Whether the symbol can be chosen to enter the basis.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// A row of the tableau, read as `0 = constant + Σ coefficient · symbol` until it is solved for
/// a basic symbol, then as `basic = constant + Σ coefficient · symbol`.
///
/// The cells are kept sorted by symbol id in one array, as kiwisolver keeps its rows (a sorted
/// vector map): rows are short, so a binary search finds a cell and adding one row to another
/// is a single merge of two sorted sequences. A row is a value: the tableau keeps its rows in
/// one array by basic symbol and changes them in place, so the loops over cells run without
/// reference counting or the exclusivity checks of class properties.
struct SolverRow {
    struct Cell {
        var symbol: SolverSymbol
        var coefficient: Double
    }

    private(set) var cells: [Cell]
    var constant: Double

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    static let epsilon = 1.0e-8
    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    var isEmpty: Bool { cells.isEmpty }

    /// The position of `symbol`'s cell, or where it would go (`found` false).
    @inline(__always)
    private func position(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { cells in
            var low = 0, high = cells.count
            while low < high {
                let mid = (low + high) >> 1
                let id = cells[mid].symbol.id
                if id == symbol.id { return (mid, true) }
                if id < symbol.id { low = mid + 1 } else { high = mid }
            }
            return (low, false)
        }
    }

    /// The coefficient of `symbol`'s cell, nil when the row has none.
    func cellCoefficient(for symbol: SolverSymbol) -> Double? {
        let (i, found) = position(of: symbol)
        return found ? cells[i].coefficient : nil
    }

    /// The coefficient of `symbol` (0 when the row has no cell for it).
    func coefficient(for symbol: SolverSymbol) -> Double { cellCoefficient(for: symbol) ?? 0 }

    func contains(_ symbol: SolverSymbol) -> Bool { position(of: symbol).found }

    /// Adds `coefficient · symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let (i, found) = position(of: symbol)
        let value = (found ? cells[i].coefficient : 0) + coefficient
        if SolverRow.nearZero(value) {
            if found { cells.remove(at: i) }
        } else if found {
            cells[i].coefficient = value
        } else {
            cells.insert(Cell(symbol: symbol, coefficient: value), at: i)
        }
    }

    /// Removes `symbol`'s cell, returning its coefficient (`nil` when absent).
    @discardableResult
    mutating func remove(_ symbol: SolverSymbol) -> Double? {
        let (i, found) = position(of: symbol)
        guard found else { return nil }
        return cells.remove(at: i).coefficient
    }

    /// Adds `coefficient · row`: one merge of the two sorted cell arrays into `scratch`, which
    /// then holds the row's former storage for the next merge. Symbols that were not in this
    /// row and now are get appended to `added`. Each cell is computed as
    /// `old + coefficient · cell`, so the result does not depend on the order of the cells.
    mutating func insert(_ row: SolverRow, _ coefficient: Double, scratch: inout [Cell], added: inout [SolverSymbol]) {
        constant += row.constant * coefficient
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + row.cells.count)
        cells.withUnsafeBufferPointer { mine in
            row.cells.withUnsafeBufferPointer { theirs in
                Self.merge(mine, theirs, coefficient, into: &scratch, added: &added)
            }
        }
        swap(&cells, &scratch)
    }

    /// The merge of `insert(_:_:scratch:added:)` over the two sorted cell buffers.
    @inline(__always)
    private static func merge(
        _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, _ coefficient: Double,
        into result: inout [Cell], added: inout [SolverSymbol]
    ) {
        var i = 0, j = 0
        while j < theirs.count {
            let other = theirs[j]
            if i < mine.count && mine[i].symbol.id < other.symbol.id {
                result.append(mine[i])
                i += 1
            } else if i < mine.count && mine[i].symbol.id == other.symbol.id {
                let value = mine[i].coefficient + other.coefficient * coefficient
                if !SolverRow.nearZero(value) { result.append(Cell(symbol: other.symbol, coefficient: value)) }
                i += 1
                j += 1
            } else {
                let value = other.coefficient * coefficient
                if !SolverRow.nearZero(value) {
                    result.append(Cell(symbol: other.symbol, coefficient: value))
                    added.append(other.symbol)
                }
                j += 1
            }
        }
        while i < mine.count {
            result.append(mine[i])
            i += 1
        }
    }

    /// Adds `coefficient · row` (for rows outside the tableau, which keep no column index).
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        var scratch: [Cell] = [], added: [SolverSymbol] = []
        insert(row, coefficient, scratch: &scratch, added: &added)
    }

    /// Replaces `symbol` by the expression `row` (for rows outside the tableau).
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        guard let coefficient = remove(symbol) else { return }
        insert(row, coefficient)
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Solves `0 = row` for `symbol`, which becomes the row's basic symbol (removed from cells).
    mutating func solve(for symbol: SolverSymbol) {
        let factor = -1 / remove(symbol)!
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Solves `lhs = row` for `rhs`: the former basic symbol `lhs` joins the cells.
    mutating func solve(for lhs: SolverSymbol, exchanging rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
