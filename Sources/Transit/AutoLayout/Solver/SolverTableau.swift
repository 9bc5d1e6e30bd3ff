import Foundation

/// The rows of `LinearSolver`'s tableau, found by their basic symbol in an array indexed by
/// symbol id, with a column index: for each symbol, the basic symbols whose rows contain it.
///
/// Substituting a symbol, the ratio tests and the changes of a parametric marker's constant
/// only visit the rows listed in the symbol's column instead of every row. Columns may hold
/// stale entries (a row that has since lost the symbol, or left the tableau) and duplicates;
/// reading a column drops them, and a column compacts itself when it grows. Each entry also
/// keeps where the symbol's cell was in the row when it was listed: a lookup tries there first
/// and searches the row only when the cell has moved since.
///
/// The tableau is a value held by its solver, its rows values in one array: the loops over
/// rows and cells change them in place, without reference counting or dynamic exclusivity
/// checks.
struct SolverTableau {
    /// A column's entry: a basic symbol whose row contained the symbol, and the index its cell
    /// had then.
    struct Entry {
        var basic: Int32
        var hint: Int32
    }

    private var rows: [SolverRow?] = [nil]
    private var columns: [[Entry]] = [[]]
    private var kinds: [SolverSymbol.Kind] = [.dummy]
    /// Marks of `compact(_:)`, by basic symbol id, so each row is listed once.
    private var marks: [Int] = [0]
    private var mark = 0
    /// By symbol id: the length at which the column is compacted next.
    private var limits: [Int32] = [32]
    /// Storage reused by the merges of `substitute` for the cells a row gains.
    private var added: [(symbol: SolverSymbol, index: Int)] = []

    mutating func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        rows.append(nil)
        columns.append([])
        kinds.append(kind)
        marks.append(0)
        limits.append(32)
        return SolverSymbol(id: kinds.count - 1, kind: kind)
    }

    func symbol(_ id: Int) -> SolverSymbol? {
        id > 0 && id < kinds.count ? SolverSymbol(id: id, kind: kinds[id]) : nil
    }

    /// Empties the tableau, keeping its symbols.
    mutating func removeAllRows() {
        for i in rows.indices {
            rows[i] = nil
            columns[i] = []
        }
    }

    func row(_ basic: SolverSymbol) -> SolverRow? { rows[basic.id] }

    /// The constant of `basic`'s row (the symbol's value), `nil` when the symbol is not basic.
    func constant(of basic: SolverSymbol) -> Double? { rows[basic.id]?.constant }

    /// Adds `delta` to the constant of `basic`'s row and returns the new constant (`nil`, with
    /// nothing changed, when the symbol is not basic).
    mutating func shiftConstant(of basic: SolverSymbol, by delta: Double) -> Double? {
        guard rows[basic.id] != nil else { return nil }
        rows[basic.id]!.constant += delta
        return rows[basic.id]!.constant
    }

    /// Makes `row` the row of `basic`, listing it in the columns of its symbols.
    mutating func setRow(_ row: SolverRow, for basic: SolverSymbol) {
        var crowded: [Int] = []
        for (i, cell) in row.cells.enumerated() { note(cell.symbol.id, in: basic.id, at: i, &crowded) }
        rows[basic.id] = row
        for symbol in crowded { compact(symbol) }
    }

    @discardableResult
    mutating func removeRow(_ basic: SolverSymbol) -> SolverRow? {
        let row = rows[basic.id]
        rows[basic.id] = nil
        return row
    }

    /// Lists `basic` in `symbol`'s column; a column that has grown to twice its length after its
    /// last compaction (and at least 32) is noted in `crowded`, to be compacted afterwards, so
    /// compacting costs O(1) per entry listed.
    @inline(__always)
    private mutating func note(_ symbol: Int, in basic: Int, at index: Int, _ crowded: inout [Int]) {
        // A column's first entry makes room for several: most columns list a few rows, and
        // growing one entry at a time would allocate again at each doubling.
        if columns[symbol].capacity == 0 { columns[symbol].reserveCapacity(16) }
        columns[symbol].append(Entry(basic: Int32(basic), hint: Int32(index)))
        if columns[symbol].count == Int(limits[symbol]) { crowded.append(symbol) }
    }

    /// Whether some row of the tableau contains `symbol`.
    mutating func appearsInRows(_ symbol: SolverSymbol) -> Bool {
        // The first live entry answers; stale entries before it are dropped.
        let live = columns[symbol.id].firstIndex { rows[Int($0.basic)]?.cell(symbol, hint: Int($0.hint)) != nil }
        guard let live else {
            columns[symbol.id].removeAll()
            return false
        }
        if live > 0 { columns[symbol.id].removeFirst(live) }
        return true
    }

    /// The basic symbols whose rows contain `symbol`, each once, in the order they were listed
    /// (the column is compacted on the way).
    mutating func basics(containing symbol: SolverSymbol) -> [SolverSymbol] {
        compact(symbol.id)
        return columns[symbol.id].map { SolverSymbol(id: Int($0.basic), kind: kinds[Int($0.basic)]) }
    }

    /// Drops the stale entries and duplicates of a column, keeping the order of the rest.
    private mutating func compact(_ symbol: Int) {
        var none: [SolverSymbol] = []
        compact(symbol, shiftingBy: nil, infeasible: &none)
    }

    /// `compact(_:)`, and with a `delta` also adds `a · delta` to the constant of each row kept
    /// (`a`: its coefficient of the symbol), appending the restricted basic symbols whose rows
    /// become negative to `infeasible`: one pass, each row's cell looked up once.
    private mutating func compact(_ symbol: Int, shiftingBy delta: Double?, infeasible: inout [SolverSymbol]) {
        mark += 1
        let stamp = mark
        let target = SolverSymbol(id: symbol, kind: kinds[symbol])
        var list: [Entry] = []
        swap(&list, &columns[symbol])
        // The loop runs on the storage itself: no copy-on-write checks per entry.
        let kept = list.withUnsafeMutableBufferPointer { list in
            marks.withUnsafeMutableBufferPointer { marks in
                rows.withUnsafeMutableBufferPointer { rows in
                    kinds.withUnsafeBufferPointer { kinds in
                        Self.compact(
                            list, target, stamp: stamp, marks: marks, rows: rows, kinds: kinds, shiftingBy: delta,
                            infeasible: &infeasible)
                    }
                }
            }
        }
        list.removeLast(list.count - kept)
        swap(&list, &columns[symbol])
        limits[symbol] = Int32(max(32, 2 * kept))
    }

    /// The loop of `compact(_:shiftingBy:infeasible:)`: keeps the first entry of each live row
    /// at the front of `list` and returns how many it kept.
    @inline(__always)
    private static func compact(
        _ list: UnsafeMutableBufferPointer<Entry>, _ target: SolverSymbol, stamp: Int,
        marks: UnsafeMutableBufferPointer<Int>, rows: UnsafeMutableBufferPointer<SolverRow?>,
        kinds: UnsafeBufferPointer<SolverSymbol.Kind>, shiftingBy delta: Double?, infeasible: inout [SolverSymbol]
    ) -> Int {
        var kept = 0
        for i in list.indices {
            let basic = Int(list[i].basic)
            guard marks[basic] != stamp, let (index, a) = rows[basic]?.cell(target, hint: Int(list[i].hint)) else { continue }
            marks[basic] = stamp
            list[kept] = Entry(basic: Int32(basic), hint: Int32(index))
            kept += 1
            guard let delta else { continue }
            rows[basic]!.constant += a * delta
            if kinds[basic] != .external && rows[basic]!.constant < 0 {
                infeasible.append(SolverSymbol(id: basic, kind: kinds[basic]))
            }
        }
        return kept
    }

    /// Adds `a · delta` to the constant of every row containing `symbol` with coefficient `a`;
    /// the restricted basic symbols whose rows become negative are appended to `infeasible`.
    /// The column is compacted in the same pass (a constant change of a marker that many rows
    /// contain, such as a width every view of a grid follows, is this loop).
    mutating func shiftConstants(containing symbol: SolverSymbol, by delta: Double, infeasible: inout [SolverSymbol]) {
        compact(symbol.id, shiftingBy: delta, infeasible: &infeasible)
    }

    /// Replaces `symbol` by `row` in every row of the tableau that contains it; the restricted
    /// basic symbols whose rows become negative are appended to `infeasible`.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow, infeasible: inout [SolverSymbol]) {
        var crowded: [Int] = []
        compact(symbol.id)
        // The rows merged below gain the symbols of `row`, never `symbol` itself: its column
        // does not change during the loop.
        for entry in columns[symbol.id] {
            let basic = Int(entry.basic)
            let coefficient = rows[basic]!.remove(symbol, hint: Int(entry.hint))!
            added.removeAll(keepingCapacity: true)
            rows[basic]!.insert(row, coefficient, added: &added)
            for (s, index) in added { note(s.id, in: basic, at: index, &crowded) }
            if kinds[basic] != .external && rows[basic]!.constant < 0 {
                infeasible.append(SolverSymbol(id: basic, kind: kinds[basic]))
            }
        }
        columns[symbol.id].removeAll(keepingCapacity: true)
        for symbol in crowded { compact(symbol) }
    }

    /// Removes `symbol` from every row of the tableau.
    mutating func eliminate(_ symbol: SolverSymbol) {
        for basic in basics(containing: symbol) { rows[basic.id]!.remove(symbol) }
        columns[symbol.id].removeAll()
    }

    /// Adds `coefficient · row` to a row outside the tableau.
    mutating func add(_ row: SolverRow, times coefficient: Double, to target: inout SolverRow) {
        target.insert(row, coefficient)
    }

    /// Adds `coefficient` times the row of `basic` to a row outside the tableau; `false`, with
    /// nothing changed, when `basic` is not basic.
    mutating func addRow(of basic: SolverSymbol, times coefficient: Double, to target: inout SolverRow) -> Bool {
        guard let row = rows[basic.id] else { return false }
        add(row, times: coefficient, to: &target)
        return true
    }

    /// A tableau with the same symbols and no rows (the start of a copy that replays constraints).
    func withoutRows() -> SolverTableau {
        var copy = SolverTableau()
        copy.columns = Array(repeating: [], count: columns.count)
        copy.rows = Array(repeating: nil, count: rows.count)
        copy.kinds = kinds
        copy.marks = Array(repeating: 0, count: marks.count)
        copy.limits = Array(repeating: 32, count: limits.count)
        return copy
    }
}
