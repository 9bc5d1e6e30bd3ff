import Foundation

/// One row of a table view (`UITableViewCell`): a `contentView` with the style's labels and image,
/// an accessory at the trailing edge, and a background that shows while the row is selected or
/// highlighted.
///
/// Cells are reused: the table view hands a cell that scrolled out of sight (or was dropped by
/// `reloadData()`) to the next `dequeueReusableCell(withIdentifier:)`, after `prepareForReuse()`.
/// Geometry follows an iPhone in portrait: 16 pt layout margins, 17 pt body text, a 44 pt minimum
/// height (the Human Interface Guidelines' minimum tap target).
@MainActor
open class TableViewCell: View {
    /// The built-in layouts of a cell's labels (`UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// A text label at the leading edge, with an optional image before it.
        case `default`
        /// A text label at the leading edge and a secondary detail label at the trailing edge.
        case value1
        /// A small tinted text label before a detail label (as in Contacts).
        case value2
        /// A text label above a smaller secondary detail label.
        case subtitle
    }

    /// How a selected cell looks (`UITableViewCell.SelectionStyle`). Since iOS 7 `.blue` looks like
    /// `.default`, as UIKit documents.
    public enum SelectionStyle: Int, Sendable {
        /// No selection appearance.
        case none
        /// The gray selected background (the documented iOS 7+ look of `.blue`).
        case blue
        /// The gray selected background.
        case gray
        /// The gray selected background.
        case `default`
    }

    /// The standard accessory drawn at the trailing edge (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron (the row leads somewhere).
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A check mark, tinted.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The style the cell was made with (`style` is not public in UIKit; Transit extension).
    public let cellStyle: CellStyle
    /// The identifier the cell was made or dequeued with (`reuseIdentifier`).
    public internal(set) var reuseIdentifier: String?
    /// The view to add custom content to; it fills the cell except the accessory (`contentView`).
    public let contentView = View(frame: .zero)
    /// The main label (`textLabel`), in the content view.
    public let textLabel: Label?
    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles (`detailTextLabel`).
    public let detailTextLabel: Label?
    /// The image at the leading edge (`imageView`); laid out only when it has an image.
    public let imageView: ImageView?
    /// How the cell looks selected (`selectionStyle`); `.default`.
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance() } }
    /// The standard accessory (`accessoryType`); ignored while `accessoryView` is set.
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { rebuildAccessory() } } }
    /// A custom accessory (`accessoryView`), sized by its frame, replacing `accessoryType`'s.
    open var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            rebuildAccessory()
        }
    }
    /// A view behind the content (`backgroundView`), sized to the cell.
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0); setNeedsLayout() }
        }
    }
    /// The view that shows while the cell is selected or highlighted (`selectedBackgroundView`),
    /// above `backgroundView` and below the content. By default a fill of `UIColor.systemGray4`'s
    /// light appearance (#D1D1D6), the default selection colour since iOS 13. It stays in the
    /// cell and fades through its `alpha`, so deselection can animate alongside a transition.
    open var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
                updateSelectionAppearance()
                setNeedsLayout()
            }
        }
    }
    /// Whether the cell is selected (`isSelected`); setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (`isHighlighted`), while a finger is down on it.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    /// The insets of the line under the cell (`separatorInset`): 16 pt from the leading edge, the
    /// iPhone's layout margin (moved past the image when the cell shows one).
    open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }

    private var selectedStorage = false
    private var highlightedStorage = false
    /// The views drawing `accessoryType` (`nil` for none or while `accessoryView` is set).
    private var standardAccessory: View?
    /// The hairline under the cell, shown by the table view for all rows but a section's last.
    let separator = View(frame: .zero)

    /// The leading and trailing margin of the content (`UIView.layoutMargins` of an iPhone cell).
    static let margin: CGFloat = 16
    /// The minimum row height: the Human Interface Guidelines' 44 pt minimum tap target.
    static let minimumHeight: CGFloat = 44
    /// The vertical padding around the labels of a self-sizing row.
    static let verticalPadding: CGFloat = 11

    /// Creates a cell of a style (`init(style:reuseIdentifier:)`).
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = Label(frame: .zero)
        detailTextLabel = style == .default ? nil : Label(frame: .zero)
        imageView = style == .value2 ? nil : ImageView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.minimumHeight))
        backgroundColor = .systemBackground
        configureLabels()
        let selected = View(frame: bounds)
        selected.backgroundColor = .systemGray4
        selectedBackgroundView = selected
        insertSubview(selected, at: 0)
        addSubview(contentView)
        if let imageView { contentView.addSubview(imageView) }
        if let textLabel { contentView.addSubview(textLabel) }
        if let detailTextLabel { contentView.addSubview(detailTextLabel) }
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
        updateSelectionAppearance()
    }

    /// Creates a `.default` cell (`init(frame:)`); the table view creates registered cells with
    /// `init(style: .default, reuseIdentifier:)`.
    public required convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from an archive (`UITableViewCell.init(coder:)`). Transit has no nibs,
    /// storyboards or archives, so nothing is decoded: this is `init(style: .default,
    /// reuseIdentifier: nil)`.
    public required convenience init?(coder: NSCoder) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Resets the cell before it is handed out again (`prepareForReuse()`): unselected,
    /// unhighlighted. Overrides call `super`.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    /// Selects or deselects the cell (`setSelected(_:animated:)`): the selected background fades
    /// in or out over 0.25 s when `animated` (inside an animation, such as a transition's
    /// alongside animation, it follows that animation instead).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Highlights the cell or not (`setHighlighted(_:animated:)`), as `setSelected(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedStorage = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// The height the cell needs at `size.width`: the labels' height plus 11 pt above and below,
    /// at least 44 pt (`sizeThatFits(_:)`); the table view uses it for `automaticDimension` rows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = contentWidth(forCellWidth: size.width) - 2 * Self.margin
        var text = textLabel?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0
        let detail = detailTextLabel?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0
        text = cellStyle == .subtitle ? text + detail : max(text, detail)
        return CGSize(width: size.width, height: max(Self.minimumHeight, ceil(text + 2 * Self.verticalPadding)))
    }

    /// Lays out the background, the content view beside the accessory, the labels of the style
    /// and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        let accessory = accessoryView ?? standardAccessory
        let contentWidth = contentWidth(forCellWidth: bounds.width)
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: bounds.height)
        if let accessory {
            let size = accessory.bounds.size
            accessory.frame = CGRect(
                x: bounds.width - Self.margin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
        }
        layoutLabels()
        let scale = window?.screenScale ?? 2
        let hairline = 1 / max(scale, 1)
        separator.frame = CGRect(
            x: separatorInset.left, y: bounds.height - hairline,
            width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: hairline)
    }

    // MARK: Internals

    private func configureLabels() {
        switch cellStyle {
        case .default:
            textLabel?.font = .systemFont(ofSize: 17)
        case .value1:
            textLabel?.font = .systemFont(ofSize: 17)
            detailTextLabel?.font = .systemFont(ofSize: 17)
            detailTextLabel?.textColor = .secondaryLabel
            detailTextLabel?.textAlignment = .right
        case .value2:
            textLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
            textLabel?.textColor = .systemBlue
            textLabel?.textAlignment = .right
            detailTextLabel?.font = .systemFont(ofSize: 15)
        case .subtitle:
            textLabel?.font = .systemFont(ofSize: 17)
            detailTextLabel?.font = .systemFont(ofSize: 15)
            detailTextLabel?.textColor = .secondaryLabel
        }
    }

    /// The width left to the content view beside the accessory and its spacing.
    private func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        guard let accessory = accessoryView ?? standardAccessory else { return width }
        return max(0, width - accessory.bounds.width - Self.margin)
    }

    private func layoutLabels() {
        let bounds = contentView.bounds
        var x = Self.margin
        if let imageView, let image = imageView.image {
            let side = min(image.size.height, bounds.height - 8)
            let width = image.size.height > 0 ? image.size.width * side / image.size.height : 0
            imageView.frame = CGRect(x: x, y: ((bounds.height - side) / 2).rounded(), width: width, height: side)
            x += width + Self.margin
        } else {
            imageView?.frame = .zero
        }
        let available = max(0, bounds.width - x - Self.margin)
        func height(_ label: Label?) -> CGFloat {
            ceil(label?.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height ?? 0)
        }
        switch cellStyle {
        case .default:
            let h = height(textLabel)
            textLabel?.frame = CGRect(x: x, y: ((bounds.height - h) / 2).rounded(), width: available, height: h)
        case .value1:
            let h = max(height(textLabel), height(detailTextLabel))
            let detailWidth = min(available / 2, ceil(detailTextLabel?.intrinsicContentSize.width ?? 0))
            let y = ((bounds.height - h) / 2).rounded()
            textLabel?.frame = CGRect(x: x, y: y, width: max(0, available - detailWidth - 8), height: h)
            detailTextLabel?.frame = CGRect(x: x + available - detailWidth, y: y, width: detailWidth, height: h)
        case .value2:
            let h = max(height(textLabel), height(detailTextLabel))
            let y = ((bounds.height - h) / 2).rounded()
            let split = (available * 0.3).rounded()
            textLabel?.frame = CGRect(x: x, y: y, width: split, height: h)
            detailTextLabel?.frame = CGRect(x: x + split + 6, y: y, width: max(0, available - split - 6), height: h)
        case .subtitle:
            let top = height(textLabel), bottom = height(detailTextLabel)
            let y = ((bounds.height - top - bottom) / 2).rounded()
            textLabel?.frame = CGRect(x: x, y: y, width: available, height: top)
            detailTextLabel?.frame = CGRect(x: x, y: y + top, width: available, height: bottom)
        }
    }

    private func updateSelectionAppearance(animated: Bool = false) {
        guard let background = selectedBackgroundView else { return }
        let alpha: CGFloat = (selectedStorage || highlightedStorage) && selectionStyle != .none ? 1 : 0
        guard background.alpha != alpha else { return }
        if animated {
            View.animate(withDuration: 0.25) { background.alpha = alpha }
        } else {
            background.alpha = alpha
        }
    }

    private func rebuildAccessory() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = nil
        if let accessoryView {
            addSubview(accessoryView)
        } else if let view = AccessoryDrawing.view(for: accessoryType) {
            standardAccessory = view
            addSubview(view)
        }
        setNeedsLayout()
    }
}
