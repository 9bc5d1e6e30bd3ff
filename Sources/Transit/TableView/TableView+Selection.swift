import Foundation

extension TableView {
    /// The selected row (`indexPathForSelectedRow`): the first of the selected rows in index-path
    /// order, or `nil`.
    public var indexPathForSelectedRow: IndexPath? { selection.min() }

    /// The selected rows in index-path order, or `nil` when none is (`indexPathsForSelectedRows`).
    public var indexPathsForSelectedRows: [IndexPath]? { selection.isEmpty ? nil : selection.sorted() }

    /// Selects a row from code (`selectRow(at:animated:scrollPosition:)`): deselects the others
    /// unless `allowsMultipleSelection`, scrolls the row to `scrollPosition`, and calls no
    /// delegate method, as UIKit documents. `nil` deselects every row. A row that does not exist
    /// is reported and ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selection { deselectRow(at: selected, animated: animated) }
            return
        }
        guard isValid(indexPath) else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "tableView.invalidIndexPath",
                    "selectRow(at: \(indexPath)): the table has no such row; nothing selected"))
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for selected in selection where selected != indexPath { deselectRow(at: selected, animated: animated) }
        }
        if !selection.contains(indexPath) { selection.append(indexPath) }
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row from code (`deselectRow(at:animated:)`); the selected background fades out
    /// when `animated` (following the enclosing animation when called inside one, such as a
    /// transition coordinator's alongside animation). Calls no delegate method.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selection.firstIndex(of: indexPath) else { return }
        selection.remove(at: index)
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// Scrolls so the row sits at `scrollPosition` of the visible area (`scrollToRow(at:at:
    /// animated:)`), within the scrolling limits.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValid(indexPath) else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "tableView.invalidIndexPath",
                    "scrollToRow(at: \(indexPath)): the table has no such row; not scrolled"))
            return
        }
        layoutIfNeeded()
        let row = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let top = contentOffset.y + inset.top
        var y: CGFloat
        switch scrollPosition {
        case .top: y = row.minY
        case .middle: y = row.midY - visibleHeight / 2
        case .bottom: y = row.maxY - visibleHeight
        case .none:
            if row.minY < top {
                y = row.minY
            } else if row.maxY > top + visibleHeight {
                y = row.maxY - visibleHeight
            } else {
                return
            }
        }
        let target = clampedOffset(CGPoint(x: contentOffset.x, y: y - inset.top))
        setContentOffset(target, animated: animated)
    }

    /// A tap on a row: asks the delegate and selects (or, with multiple selection, toggles) it.
    func handleSelectionTap(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended, allowsSelection || allowsMultipleSelection, !isDecelerating else { return }
        guard let tapped = indexPathForRow(at: tap.location(in: self)) else { return }
        if allowsMultipleSelection, selection.contains(tapped) {
            userDeselect(tapped)
            return
        }
        let asked = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        guard let target = asked, isValid(target) else { return }
        if !allowsMultipleSelection {
            for selected in selection where selected != target { userDeselect(selected) }
        }
        guard !selection.contains(target) else { return }
        selection.append(target)
        visible[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let asked = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target = asked, selection.contains(target) else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
