import Foundation

extension TableView {
    /// Places every on-screen piece at its frame in `g`, dequeuing and recycling cells.
    func layoutContent(_ g: TableGeometry) {
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: g.headerViewHeight)
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: g.contentHeight - footer.bounds.height, width: bounds.width, height: footer.bounds.height)
        }
        let onScreen = g.rows(in: bounds.minY, bounds.maxY)
        let keep = Set(onScreen)
        for indexPath in visible.keys.sorted() where !keep.contains(indexPath) {
            if let cell = visible.removeValue(forKey: indexPath) { recycle(cell, at: indexPath) }
        }
        for indexPath in onScreen {
            let cell = visible[indexPath] ?? displayCell(at: indexPath)
            place(cell, at: indexPath, in: g)
        }
        layoutSections(g)
    }

    /// Asks the data source for the cell of a row coming on screen and adds it.
    func displayCell(at indexPath: IndexPath) -> TableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? TableViewCell(style: .default, reuseIdentifier: nil)
        cell.setSelected(selection.contains(indexPath), animated: false)
        // A grouped table's cells keep their default background in the grouped colour, as UIKit's
        // (white in the light appearance either way; #1C1C1E over black in the dark one).
        if style != .plain, cell.backgroundColor == .systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
        visible[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        if let first = subviews.first(where: { $0 is TableViewCell || $0 is TableSupplementaryView }) {
            insertSubview(cell, belowSubview: first)
        } else {
            addSubview(cell)
        }
        return cell
    }

    /// Sets a cell's frame, separator and corner treatment for its row.
    func place(_ cell: TableViewCell, at indexPath: IndexPath, in g: TableGeometry) {
        guard let frame = g.rowFrame(indexPath) else { return }
        cell.frame = frame
        let rows = g.sections[indexPath.section].rowEdges.count - 1
        let isLast = indexPath.row == rows - 1
        cell.separator.isHidden = separatorStyle == .none || (style != .plain && isLast)
        if let separatorColor { cell.separator.backgroundColor = separatorColor }
        if style == .insetGrouped {
            cell.backgroundColor = nil
            let rounded = indexPath.row == 0 || isLast
            cell.selectedBackgroundView?.layer.cornerRadius = rounded ? Self.insetGroupedCornerRadius : 0
        }
        cell.layoutIfNeeded()
    }

    /// Places the section headers, footers and (inset grouped) section cards on screen.
    func layoutSections(_ g: TableGeometry) {
        let visibleBand = bounds
        var shown = Set<Int>()
        for (s, section) in g.sections.enumerated() where section.bottom > visibleBand.minY && section.headerY < visibleBand.maxY
        {
            shown.insert(s)
            if section.headerHeight > 0 {
                let view = headerViews[s] ?? makeSupplementary(section: s, header: true)
                var y = section.headerY
                if style == .plain {
                    // Plain headers stay at the top of the visible area while their section scrolls under it.
                    let top = contentOffset.y + adjustedContentInset.top
                    y = min(max(y, top), max(section.headerY, section.rowsBottom - section.headerHeight))
                }
                view.frame = CGRect(x: 0, y: y, width: bounds.width, height: section.headerHeight)
                bringSubviewToFront(view)
            }
            if section.footerHeight > 0 {
                let view = footerViews[s] ?? makeSupplementary(section: s, header: false)
                view.frame = CGRect(x: 0, y: section.footerY, width: bounds.width, height: section.footerHeight)
            }
            if style == .insetGrouped, section.rowsBottom > section.rowsTop {
                let card = sectionBackgrounds[s] ?? makeSectionCard(s)
                card.frame = CGRect(
                    x: g.rowX, y: section.rowsTop, width: g.rowWidth, height: section.rowsBottom - section.rowsTop)
            }
        }
        for (s, view) in headerViews where !shown.contains(s) { view.removeFromSuperview(); headerViews[s] = nil }
        for (s, view) in footerViews where !shown.contains(s) { view.removeFromSuperview(); footerViews[s] = nil }
        for (s, view) in sectionBackgrounds where !shown.contains(s) { view.removeFromSuperview(); sectionBackgrounds[s] = nil }
    }

    private func makeSupplementary(section: Int, header: Bool) -> View {
        let custom =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        let view = custom ?? TableSupplementaryView(title: title, style: style, isHeader: header)
        if header { headerViews[section] = view } else { footerViews[section] = view }
        addSubview(view)
        return view
    }

    private func makeSectionCard(_ section: Int) -> View {
        let card = View(frame: .zero)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = Self.insetGroupedCornerRadius
        card.isUserInteractionEnabled = false
        sectionBackgrounds[section] = card
        insertSubview(card, at: 0)
        return card
    }
}

/// The header or footer a table view shows for a section title: 15 pt semibold on a light gray
/// bar in plain tables, 13 pt secondary text in capitals above or below grouped sections (the
/// system's looks; UIKit does not document their metrics, these are an iPhone's).
final class TableSupplementaryView: View {
    let label = Label(frame: .zero)
    private let style: TableView.Style
    private let isHeader: Bool

    init(title: String?, style: TableView.Style, isHeader: Bool) {
        self.style = style
        self.isHeader = isHeader
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        if style == .plain {
            backgroundColor = Color.secondarySystemBackground.withAlphaComponent(0.95)
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.text = title
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.text = isHeader ? title?.uppercased() : title
            label.numberOfLines = 0
        }
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = style == .insetGrouped ? TableView.insetGroupedMargin + TableViewCell.margin : TableViewCell.margin
        let width = max(0, bounds.width - 2 * inset)
        let height = ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        let y: CGFloat
        switch (style, isHeader) {
        case (.plain, _): y = ((bounds.height - height) / 2).rounded()
        case (_, true): y = bounds.height - height - 6
        case (_, false): y = 6
        }
        label.frame = CGRect(x: inset, y: y, width: width, height: height)
    }
}
