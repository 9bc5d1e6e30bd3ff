import Foundation

/// The rows of `LinearSolver`'s tableau, found by their basic symbol in an array indexed by
/// symbol id, with a column index: for each symbol, the basic symbols whose rows contain it.
///
/// Substituting a symbol, the ratio tests and the changes of a parametric marker's constant
/// only visit the rows listed in the symbol's column instead of every row. Columns may hold
/// stale entries (a row that has since lost the symbol, or left the tableau) and duplicates;
/// `visitRows(containing:)` drops them as it reads, and a column compacts itself when it grows.
final class SolverTableau {
    private var rows: [SolverRow?] = [nil]
    private var columns: [[Int]] = [[]]
    private var kinds: [SolverSymbol.Kind] = [.dummy]
    /// Marks of `visitRows(containing:)`, by basic symbol id, so each row is visited once.
    private var marks: [Int] = [0]
    private var mark = 0
    /// By symbol id: the length at which the column is compacted next.
    private var limits: [Int] = [32]
    /// Storage reused by the merges of `substitute`.
    private var scratch: [SolverRow.Cell] = []
    private var added: [SolverSymbol] = []

    func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
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

    /// An empty tableau over the same symbols.
    func removeAllRows() {
        for i in rows.indices {
            rows[i] = nil
            columns[i] = []
        }
    }

    func row(_ basic: SolverSymbol) -> SolverRow? { rows[basic.id] }

    /// Makes `row` the row of `basic`, listing it in the columns of its symbols.
    func setRow(_ row: SolverRow, for basic: SolverSymbol) {
        rows[basic.id] = row
        var columns: [[Int]] = [], crowded: [Int] = []
        swap(&columns, &self.columns)
        for cell in row.cells { note(cell.symbol.id, in: basic.id, &columns, &crowded) }
        swap(&columns, &self.columns)
        for symbol in crowded { compact(symbol) }
    }

    @discardableResult
    func removeRow(_ basic: SolverSymbol) -> SolverRow? {
        let row = rows[basic.id]
        rows[basic.id] = nil
        return row
    }

    /// Lists `basic` in `symbol`'s column (on the tableau's columns taken out of the object, so
    /// the loops that call this run without exclusivity checks); a column that has grown to twice
    /// its length after its last compaction (and at least 32) is noted in `crowded`, to be
    /// compacted afterwards, so compacting costs O(1) per entry listed.
    private func note(_ symbol: Int, in basic: Int, _ columns: inout [[Int]], _ crowded: inout [Int]) {
        columns[symbol].append(basic)
        if columns[symbol].count == limits[symbol] { crowded.append(symbol) }
    }

    /// Whether some row of the tableau contains `symbol`.
    func appearsInRows(_ symbol: SolverSymbol) -> Bool {
        // The first live entry answers; stale entries before it are dropped.
        var list: [Int] = []
        swap(&list, &columns[symbol.id])
        defer { swap(&list, &columns[symbol.id]) }
        guard let live = list.firstIndex(where: { rows[$0]?.contains(symbol) == true }) else {
            list.removeAll()
            return false
        }
        list.removeFirst(live)
        return true
    }

    /// The basic symbols whose rows contain `symbol`, each once, in the order they were listed
    /// (the column is compacted on the way).
    func basics(containing symbol: SolverSymbol) -> [SolverSymbol] {
        var basics: [SolverSymbol] = []
        visitRows(containing: symbol) { basic, _, _ in basics.append(basic) }
        return basics
    }

    private func compact(_ symbol: Int) {
        visitRows(containing: SolverSymbol(id: symbol, kind: kinds[symbol])) { _, _, _ in }
    }

    /// Calls `body` with each basic symbol whose row contains `symbol` (once each, in the order
    /// listed), its row and `symbol`'s coefficient there, dropping stale entries from the
    /// column. `body` must not call back into the tableau.
    @inline(__always)
    func visitRows(containing symbol: SolverSymbol, _ body: (SolverSymbol, SolverRow, Double) -> Void) {
        mark += 1
        let stamp = mark
        // Taken out of the object for the loop: no exclusivity checks or reference counting inside.
        var list: [Int] = [], marks: [Int] = []
        swap(&list, &columns[symbol.id])
        swap(&marks, &self.marks)
        let rows = self.rows, kinds = self.kinds
        var kept = 0
        for i in list.indices {
            let basic = list[i]
            guard marks[basic] != stamp, let row = rows[basic] else { continue }
            let coefficient = row.coefficient(for: symbol)
            guard coefficient != 0 else { continue }
            marks[basic] = stamp
            list[kept] = basic
            kept += 1
            body(SolverSymbol(id: basic, kind: kinds[basic]), row, coefficient)
        }
        list.removeLast(list.count - kept)
        swap(&list, &columns[symbol.id])
        swap(&marks, &self.marks)
        limits[symbol.id] = max(32, 2 * kept)
    }

    /// Replaces `symbol` by `row` in every row of the tableau that contains it; the restricted
    /// basic symbols whose rows become negative are appended to `infeasible`.
    func substitute(_ symbol: SolverSymbol, with row: SolverRow, infeasible: inout [SolverSymbol]) {
        let basics = basics(containing: symbol)
        var scratch: [SolverRow.Cell] = [], added: [SolverSymbol] = [], columns: [[Int]] = [], crowded: [Int] = []
        swap(&scratch, &self.scratch)
        swap(&added, &self.added)
        swap(&columns, &self.columns)
        let rows = self.rows
        for basic in basics {
            let r = rows[basic.id]!
            let coefficient = r.remove(symbol)!
            added.removeAll(keepingCapacity: true)
            r.insert(row, coefficient, scratch: &scratch, added: &added)
            for s in added { note(s.id, in: basic.id, &columns, &crowded) }
            if basic.isRestricted && r.constant < 0 { infeasible.append(basic) }
        }
        columns[symbol.id].removeAll(keepingCapacity: true)
        swap(&scratch, &self.scratch)
        swap(&added, &self.added)
        swap(&columns, &self.columns)
        for symbol in crowded { compact(symbol) }
    }

    /// Removes `symbol` from every row of the tableau.
    func eliminate(_ symbol: SolverSymbol) {
        for basic in basics(containing: symbol) { rows[basic.id]!.remove(symbol) }
        columns[symbol.id].removeAll()
    }

    /// Adds `coefficient · row` to a row outside the tableau, using the tableau's merge storage.
    func add(_ row: SolverRow, times coefficient: Double, to target: SolverRow) {
        target.insert(row, coefficient, scratch: &scratch, added: &added)
        added.removeAll(keepingCapacity: true)
    }
}

extension SolverTableau {
    /// A tableau with the same symbols and no rows (the start of a copy that replays constraints).
    func withoutRows() -> SolverTableau {
        let copy = SolverTableau()
        copy.columns = Array(repeating: [], count: columns.count)
        copy.rows = Array(repeating: nil, count: rows.count)
        copy.kinds = kinds
        copy.marks = Array(repeating: 0, count: marks.count)
        copy.limits = Array(repeating: 32, count: limits.count)
        return copy
    }
}
