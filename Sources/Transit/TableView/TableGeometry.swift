import Foundation

/// Where every section, header, row and footer of a table view sits, in content coordinates.
struct TableGeometry {
    struct Section {
        var headerY: CGFloat
        var headerHeight: CGFloat
        /// The top of each row, plus the bottom of the last one (`count + 1` entries).
        var rowEdges: [CGFloat]
        var footerHeight: CGFloat

        var rowsTop: CGFloat { rowEdges[0] }
        var rowsBottom: CGFloat { rowEdges[rowEdges.count - 1] }
        var footerY: CGFloat { rowsBottom }
        var bottom: CGFloat { footerY + footerHeight }
    }

    var sections: [Section]
    /// The x and width of rows (inset in `.insetGrouped`).
    var rowX: CGFloat
    var rowWidth: CGFloat
    var headerViewHeight: CGFloat
    var contentHeight: CGFloat

    func rowFrame(_ indexPath: IndexPath) -> CGRect? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let edges = sections[indexPath.section].rowEdges
        guard indexPath.row >= 0, indexPath.row + 1 < edges.count else { return nil }
        return CGRect(x: rowX, y: edges[indexPath.row], width: rowWidth, height: edges[indexPath.row + 1] - edges[indexPath.row])
    }

    /// The rows whose frames meet the band `minY ..< maxY`, in order.
    func rows(in minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for (s, section) in sections.enumerated() where section.rowsBottom > minY && section.rowsTop < maxY {
            let edges = section.rowEdges
            // The first row whose bottom is below minY (binary search over the sorted edges).
            var low = 0, high = edges.count - 1
            while low < high {
                let mid = (low + high) / 2
                if edges[mid + 1] <= minY { low = mid + 1 } else { high = mid }
            }
            var row = low
            while row < edges.count - 1, edges[row] < maxY {
                result.append(IndexPath(row: row, section: s))
                row += 1
            }
        }
        return result
    }
}

extension TableView {
    /// The horizontal inset of `.insetGrouped` sections: the iPhone's readable 20 pt margin.
    static let insetGroupedMargin: CGFloat = 20
    /// The corner radius of `.insetGrouped` section cards.
    static let insetGroupedCornerRadius: CGFloat = 10
    /// The automatic height of a plain header or footer with a title.
    static let plainTitleHeight: CGFloat = 28
    /// The automatic height of a grouped header or footer with a title.
    static let groupedTitleHeight: CGFloat = 38
    /// The automatic space above and below a grouped section without a title.
    static let groupedSpacing: CGFloat = 18

    /// The geometry for the current counts and width, worked out once per change.
    func geometry() -> TableGeometry {
        if let geometryCache { return geometryCache }
        let counts = loadCounts()
        let width = bounds.width
        let inset = style == .insetGrouped ? Self.insetGroupedMargin : 0
        let rowWidth = max(0, width - 2 * inset)
        var y = tableHeaderView?.bounds.height ?? 0
        let headerViewHeight = y
        var sections: [TableGeometry.Section] = []
        sections.reserveCapacity(counts.count)
        for (s, count) in counts.enumerated() {
            let header = headerHeight(s)
            let headerY = y
            y += header
            var edges = [y]
            edges.reserveCapacity(count + 1)
            for row in 0..<count {
                y += rowHeight(IndexPath(row: row, section: s), width: rowWidth)
                edges.append(y)
            }
            let footer = footerHeight(s)
            y += footer
            sections.append(.init(headerY: headerY, headerHeight: header, rowEdges: edges, footerHeight: footer))
        }
        y += tableFooterView?.bounds.height ?? 0
        let geometry = TableGeometry(
            sections: sections, rowX: inset, rowWidth: rowWidth,
            headerViewHeight: headerViewHeight, contentHeight: y)
        geometryCache = geometry
        return geometry
    }

    /// The frame of the row at `indexPath` in content coordinates (`rectForRow(at:)`); `.zero` for
    /// a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        geometry().rowFrame(indexPath) ?? .zero
    }

    /// The frame of a section, header to footer (`rect(forSection:)`).
    public func rect(forSection section: Int) -> CGRect {
        let g = geometry()
        guard g.sections.indices.contains(section) else { return .zero }
        let s = g.sections[section]
        return CGRect(x: 0, y: s.headerY, width: bounds.width, height: s.bottom - s.headerY)
    }

    /// The frame of a section's header (`rectForHeader(inSection:)`), where it sits in the
    /// content before any pinning.
    public func rectForHeader(inSection section: Int) -> CGRect {
        let g = geometry()
        guard g.sections.indices.contains(section) else { return .zero }
        let s = g.sections[section]
        return CGRect(x: 0, y: s.headerY, width: bounds.width, height: s.headerHeight)
    }

    /// The frame of a section's footer (`rectForFooter(inSection:)`).
    public func rectForFooter(inSection section: Int) -> CGRect {
        let g = geometry()
        guard g.sections.indices.contains(section) else { return .zero }
        let s = g.sections[section]
        return CGRect(x: 0, y: s.footerY, width: bounds.width, height: s.footerHeight)
    }

    /// The row at a point in the table view's coordinates (`indexPathForRow(at:)`).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let g = geometry()
        guard point.x >= g.rowX, point.x < g.rowX + g.rowWidth else { return nil }
        return g.rows(in: point.y, point.y.nextUp).first { g.rowFrame($0)?.contains(point) == true }
    }

    /// The rows whose frames meet `rect` (`indexPathsForRows(in:)`).
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let g = geometry()
        return g.rows(in: rect.minY, rect.maxY).filter { g.rowFrame($0)?.intersects(rect) == true }
    }

    // MARK: Heights

    private func rowHeight(_ indexPath: IndexPath, width: CGFloat) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if asked >= 0, asked.isFinite { return asked }
        if asked != Self.automaticDimension {
            diagnostics.report(
                Diagnostic(
                    .error, code: "tableView.rowHeight",
                    "the height of row \(indexPath) is \(asked); heights must be finite and not negative. Using automaticDimension"
                ))
        }
        return automaticRowHeight(indexPath, width: width)
    }

    /// A self-sizing row's height: the data source's cell measured at the row's width, then put
    /// back in its reuse queue.
    private func automaticRowHeight(_ indexPath: IndexPath, width: CGFloat) -> CGFloat {
        if let cell = visible[indexPath] { return cell.sizeThatFits(CGSize(width: width, height: 0)).height }
        guard let dataSource else { return TableViewCell.minimumHeight }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        let height = cell.sizeThatFits(CGSize(width: width, height: 0)).height
        if cell.superview == nil, let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
        return height.isFinite && height >= 0 ? height : TableViewCell.minimumHeight
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if asked >= 0, asked.isFinite { return asked }
        let hasContent =
            tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
            || dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        return automaticSupplementaryHeight(hasContent: hasContent)
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked >= 0, asked.isFinite { return asked }
        let hasContent =
            tableDelegate?.tableView(self, viewForFooterInSection: section) != nil
            || dataSource?.tableView(self, titleForFooterInSection: section) != nil
        return automaticSupplementaryHeight(hasContent: hasContent)
    }

    private func automaticSupplementaryHeight(hasContent: Bool) -> CGFloat {
        switch style {
        case .plain: return hasContent ? Self.plainTitleHeight : 0
        case .grouped, .insetGrouped: return hasContent ? Self.groupedTitleHeight : Self.groupedSpacing
        }
    }
}
