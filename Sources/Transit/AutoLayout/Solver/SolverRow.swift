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
        cells.withUnsafeBufferPointer { Self.position(of: symbol.id, in: $0) }
    }

    /// The binary search of `position(of:)`. It halves a fixed number of times for a given
    /// length, picking each half without a branch on the data, so the loop runs ahead through
    /// the memory it waits for instead of stalling on mispredicted branches.
    @inline(__always)
    private static func position(of target: Int, in cells: UnsafeBufferPointer<Cell>) -> (index: Int, found: Bool) {
        var base = 0, length = cells.count
        guard length > 0 else { return (0, false) }
        while length > 1 {
            let half = length >> 1
            // All ones when the probe is above the target (the sign of target − probe).
            let above = (target &- cells[base &+ half].symbol.id) >> 63
            base &+= half & ~above
            length &-= half
        }
        let id = cells[base].symbol.id
        return id == target ? (base, true) : (id < target ? base + 1 : base, false)
    }

    /// The index and coefficient of `symbol`'s cell, `nil` when the row has none. `hint` is
    /// where the cell was when a column listed it; it is checked first, and the search runs
    /// only when the cell has moved since.
    @inline(__always)
    func cell(_ symbol: SolverSymbol, hint: Int) -> (index: Int, coefficient: Double)? {
        cells.withUnsafeBufferPointer { cells in
            if hint < cells.count && cells[hint].symbol.id == symbol.id { return (hint, cells[hint].coefficient) }
            let (i, found) = Self.position(of: symbol.id, in: cells)
            return found ? (i, cells[i].coefficient) : nil
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

    /// Adds `coefficient · symbol`, dropping the cell when it cancels out; returns the index of
    /// a cell it adds, `nil` when the symbol had a cell already or cancels.
    @discardableResult
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) -> Int? {
        let (i, found) = position(of: symbol)
        let value = (found ? cells[i].coefficient : 0) + coefficient
        if SolverRow.nearZero(value) {
            if found { cells.remove(at: i) }
        } else if found {
            cells[i].coefficient = value
        } else {
            // Appended, then moved into place with one overlapping copy of the cells after it
            // (`update(from:count:)` allows the overlap): cheaper than the general `insert(_:at:)`.
            cells.append(Cell(symbol: symbol, coefficient: value))
            cells.withUnsafeMutableBufferPointer { cells in
                let base = cells.baseAddress!
                (base + i + 1).update(from: base + i, count: cells.count - 1 - i)
                base[i] = Cell(symbol: symbol, coefficient: value)
            }
            return i
        }
        return nil
    }

    /// Removes `symbol`'s cell, returning its coefficient (`nil` when absent).
    @discardableResult
    mutating func remove(_ symbol: SolverSymbol) -> Double? {
        let (i, found) = position(of: symbol)
        guard found else { return nil }
        return cells.remove(at: i).coefficient
    }

    /// Removes `symbol`'s cell, looked for at `hint` first (see `cell(_:hint:)`).
    mutating func remove(_ symbol: SolverSymbol, hint: Int) -> Double? {
        guard let (i, _) = cell(symbol, hint: hint) else { return nil }
        return cells.remove(at: i).coefficient
    }

    /// Adds `coefficient · row`: one merge of the two sorted cell arrays. Symbols that were not
    /// in this row and now are get appended to `added` with the index of their cell (for the
    /// tableau's column index). Each cell is computed as `old + coefficient · cell`, so the
    /// result does not depend on the order of the cells.
    mutating func insert(_ row: SolverRow, _ coefficient: Double, added: inout [(symbol: SolverSymbol, index: Int)]) {
        merge(row, coefficient) { added.append(($0, $1)) }
    }

    /// Adds `coefficient · row` (for rows outside the tableau, which keep no column index).
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        merge(row, coefficient) { _, _ in }
    }

    /// The merge of the `insert` methods. A row of at most four cells, a quarter of this one's
    /// length or less, goes in cell by cell, in place (a substitution puts `x = c + a·s + …`
    /// into rows much longer than that); otherwise the rows are merged through a pointer into
    /// new storage with room for both and for the two cells a new constraint's row gains after
    /// its merges (marker and error variable).
    @inline(__always)
    private mutating func merge(_ row: SolverRow, _ coefficient: Double, _ noteAdded: (SolverSymbol, Int) -> Void) {
        constant += row.constant * coefficient
        guard !row.cells.isEmpty else { return }
        if row.cells.count <= 4 && 4 * row.cells.count <= cells.count {
            for other in row.cells {
                // `old + c·a` as the merge computes it; a new cell is `0 + c·a`, the same value.
                if let i = insert(other.symbol, other.coefficient * coefficient) { noteAdded(other.symbol, i) }
            }
            return
        }
        let capacity = cells.count + row.cells.count + 2
        cells = cells.withUnsafeBufferPointer { mine in
            row.cells.withUnsafeBufferPointer { theirs in
                [Cell](unsafeUninitializedCapacity: capacity) { result, count in
                    count = Self.merge(mine, theirs, coefficient, into: result.baseAddress!, noteAdded)
                }
            }
        }
    }

    /// Merges the two sorted cell buffers into `result` (uninitialised, room for both);
    /// returns the number of cells written.
    @inline(__always)
    private static func merge(
        _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, _ coefficient: Double,
        into result: UnsafeMutablePointer<Cell>, _ noteAdded: (SolverSymbol, Int) -> Void
    ) -> Int {
        var i = 0, n = 0
        for other in theirs {
            let id = other.symbol.id
            while i < mine.count && mine[i].symbol.id < id {
                (result + n).initialize(to: mine[i])
                n += 1
                i += 1
            }
            if i < mine.count && mine[i].symbol.id == id {
                let value = mine[i].coefficient + other.coefficient * coefficient
                if !SolverRow.nearZero(value) {
                    (result + n).initialize(to: Cell(symbol: other.symbol, coefficient: value))
                    n += 1
                }
                i += 1
            } else {
                let value = other.coefficient * coefficient
                if !SolverRow.nearZero(value) {
                    (result + n).initialize(to: Cell(symbol: other.symbol, coefficient: value))
                    noteAdded(other.symbol, n)
                    n += 1
                }
            }
        }
        if i < mine.count {
            (result + n).initialize(from: mine.baseAddress! + i, count: mine.count - i)
            n += mine.count - i
        }
        return n
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
