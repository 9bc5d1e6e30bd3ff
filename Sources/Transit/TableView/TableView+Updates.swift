import Foundation

/// The row changes collected between `beginUpdates()` and `endUpdates()`, in index paths before
/// (deletions, reloads, move sources) and after (insertions, move destinations) the update.
struct TableUpdate {
    var deleted: [IndexPath: TableView.RowAnimation] = [:]
    var inserted: [IndexPath: TableView.RowAnimation] = [:]
    var reloaded: [IndexPath: TableView.RowAnimation] = [:]
    var moved: [IndexPath: IndexPath] = [:]
    var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moved.isEmpty }
}

extension TableView {
    /// How long inserted, deleted and moved rows animate. UIKit does not document it; 0.3 s is
    /// the duration Transit uses for its row animations.
    public static let rowAnimationDuration: TimeInterval = 0.3

    /// Starts a group of row changes that animate together at the matching `endUpdates()`
    /// (`beginUpdates()`). Groups nest.
    public func beginUpdates() { updateDepth += 1 }

    /// Ends a group of row changes (`endUpdates()`): at the outermost one, the data source is asked
    /// for the new counts, which must match the changes, and the rows animate to their places.
    public func endUpdates() {
        guard updateDepth > 0 else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "tableView.unbalancedUpdates",
                    "endUpdates() without a matching beginUpdates(); ignored"))
            return
        }
        updateDepth -= 1
        if updateDepth == 0 { commitUpdate(completion: nil) }
    }

    /// Applies the row changes `updates` makes as one animated update (`performBatchUpdates(_:
    /// completion:)`); `completion` runs when the animation ends, with whether it finished.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 { commitUpdate(completion: completion) } else { completion?(true) }
    }

    /// Inserts rows (`insertRows(at:with:)`); the paths name rows after the update.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for p in indexPaths { $0.inserted[p] = animation } }
    }

    /// Deletes rows (`deleteRows(at:with:)`); the paths name rows before the update.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for p in indexPaths { $0.deleted[p] = animation } }
    }

    /// Replaces rows' cells with new ones from the data source (`reloadRows(at:with:)`); the old
    /// cells leave and the new ones appear with `animation`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for p in indexPaths { $0.reloaded[p] = animation } }
    }

    /// Moves a row, keeping its cell (`moveRow(at:to:)`).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch { $0.moved[indexPath] = newIndexPath }
    }

    private func batch(_ change: (inout TableUpdate) -> Void) {
        updateDepth += 1
        change(&pendingUpdate)
        updateDepth -= 1
        if updateDepth == 0 { commitUpdate(completion: nil) }
    }

    /// Checks the collected changes against the data source's new counts and animates them.
    private func commitUpdate(completion: ((Bool) -> Void)?) {
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        guard !update.isEmpty else { completion?(true); return }
        guard let oldCounts = rowCounts else {
            // Nothing was shown yet: there is nothing to animate from.
            reloadData()
            completion?(true)
            return
        }
        rowCounts = nil
        let newCounts = loadCounts()
        guard
            let mapping = Self.mapRows(
                update, old: oldCounts, new: newCounts,
                report: { message in
                    diagnostics.report(
                        Diagnostic(.error, code: "tableView.invalidUpdate", message + "; reloading the table instead"))
                })
        else {
            reloadData()
            completion?(true)
            return
        }
        let oldGeometry = geometryCache
        geometryCache = nil
        selection = selection.compactMap { mapping[$0] }
        animateUpdate(update, mapping: mapping, oldGeometry: oldGeometry, completion: completion)
    }

    /// The new index path of every surviving row, or `nil` (after reporting UIKit's message) when
    /// the new counts do not match the changes.
    static func mapRows(_ update: TableUpdate, old: [Int], new: [Int], report: (String) -> Void) -> [IndexPath: IndexPath]? {
        guard old.count == new.count else {
            report(
                "Invalid update: the number of sections changed from \(old.count) to \(new.count) without inserting or deleting sections"
            )
            return nil
        }
        let removed = Set(update.deleted.keys).union(update.reloaded.keys).union(update.moved.keys)
        let added = Set(update.inserted.keys).union(update.reloaded.keys).union(update.moved.values)
        for p in removed where !(old.indices.contains(p.section) && p.row >= 0 && p.row < old[p.section]) {
            report("Invalid update: row \(p) does not exist before the update")
            return nil
        }
        for p in added where !(new.indices.contains(p.section) && p.row >= 0 && p.row < new[p.section]) {
            report("Invalid update: row \(p) does not exist after the update")
            return nil
        }
        var mapping: [IndexPath: IndexPath] = [:]
        for section in old.indices {
            let survivors = (0..<old[section]).map { IndexPath(row: $0, section: section) }.filter { !removed.contains($0) }
            let slots = (0..<new[section]).map { IndexPath(row: $0, section: section) }.filter { !added.contains($0) }
            guard survivors.count == slots.count else {
                let inserted = update.inserted.keys.filter { $0.section == section }.count
                let deleted = update.deleted.keys.filter { $0.section == section }.count
                report(
                    "Invalid update: invalid number of rows in section \(section). The number of rows contained in an "
                        + "existing section after the update (\(new[section])) must be equal to the number of rows contained in "
                        + "that section before the update (\(old[section])), plus or minus the number of rows inserted or deleted "
                        + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved "
                        + "into or out of that section")
                return nil
            }
            for (from, to) in zip(survivors, slots) { mapping[from] = to }
        }
        for (from, to) in update.moved { mapping[from] = to }
        return mapping
    }

    private func animateUpdate(
        _ update: TableUpdate, mapping: [IndexPath: IndexPath], oldGeometry: TableGeometry?,
        completion: ((Bool) -> Void)?
    ) {
        let g = geometry()
        let size = CGSize(width: bounds.width, height: g.contentHeight)
        if contentSize != size { contentSize = size }
        // The cells that leave: deleted and reloaded rows.
        var leaving: [(TableViewCell, IndexPath, RowAnimation)] = []
        var moving: [IndexPath: TableViewCell] = [:]
        for (old, cell) in visible {
            if let new = mapping[old] {
                moving[new] = cell
            } else {
                leaving.append((cell, old, update.deleted[old] ?? update.reloaded[old] ?? .fade))
            }
        }
        visible = moving
        for (cell, old, animation) in leaving where animation == .none { recycle(cell, at: old) }
        leaving.removeAll { $0.2 == .none }
        let onScreen = g.rows(in: bounds.minY, bounds.maxY)
        let insertedNow = Set(update.inserted.keys).union(update.reloaded.keys)
        var arriving: [(TableViewCell, IndexPath, RowAnimation)] = []
        let inverse = Dictionary(mapping.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        for indexPath in onScreen where visible[indexPath] == nil {
            let cell = displayCell(at: indexPath)
            place(cell, at: indexPath, in: g)
            if insertedNow.contains(indexPath) {
                let animation = update.inserted[indexPath] ?? update.reloaded[indexPath] ?? .fade
                arriving.append((cell, indexPath, animation))
                Self.applyOffscreenState(animation, to: cell, width: bounds.width)
            } else if let old = inverse[indexPath], let frame = oldGeometry?.rowFrame(old) {
                cell.frame = frame
            }
        }
        isAnimatingUpdates = true
        View.animate(
            withDuration: Self.rowAnimationDuration,
            animations: {
                for (indexPath, cell) in self.visible { self.place(cell, at: indexPath, in: g) }
                for (cell, _, _) in arriving {
                    cell.alpha = 1
                    cell.transform = .identity
                }
                for (cell, _, animation) in leaving { Self.applyOffscreenState(animation, to: cell, width: self.bounds.width) }
                self.layoutSections(g)
            },
            completion: { finished in
                for (cell, old, _) in leaving {
                    cell.alpha = 1
                    cell.transform = .identity
                    self.recycle(cell, at: old)
                }
                self.isAnimatingUpdates = false
                self.setNeedsLayout()
                completion?(finished)
            })
    }

    /// The state a row animates in from, or out to: transparent, moved aside by the width or up
    /// or down by its height (`.none` leaves it as it is).
    static func applyOffscreenState(_ animation: RowAnimation, to cell: TableViewCell, width: CGFloat) {
        switch animation {
        case .none: return
        case .fade, .automatic, .middle: cell.alpha = 0
        case .left: cell.transform = CGAffineTransform(translationX: -width, y: 0)
        case .right: cell.transform = CGAffineTransform(translationX: width, y: 0)
        case .top:
            cell.alpha = 0
            cell.transform = CGAffineTransform(translationX: 0, y: -cell.bounds.height)
        case .bottom:
            cell.alpha = 0
            cell.transform = CGAffineTransform(translationX: 0, y: cell.bounds.height)
        }
    }
}
