import Foundation

/// A view that lays out a row or a column of views with constraints it makes itself
/// (`UIStackView`).
///
/// Arranged subviews are subviews whose frames the stack view manages: adding one makes it a
/// subview and turns off its `translatesAutoresizingMaskIntoConstraints`. Hidden arranged
/// subviews collapse: they leave the arrangement (their size along the axis becomes 0 and the
/// spacing around them goes), so hiding one inside an animation block and calling
/// `layoutIfNeeded()` animates the others closing the gap, as in UIKit. The stack view has no
/// intrinsic size of its own; pin it, or let its arranged subviews' sizes define it.
@MainActor
open class StackView: View {
    /// The direction views are stacked in (`UIStackView.axis`), `.horizontal` by default.
    open var axis: LayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How views share the space along the axis (`UIStackView.distribution`), `.fill` by default.
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How views are placed across the axis (`UIStackView.alignment`), `.fill` by default.
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The space between adjacent views (`UIStackView.spacing`), 0 by default. For
    /// `.equalSpacing` and `.equalCentering` it is the minimum.
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether views are laid out within the layout margins instead of the bounds
    /// (`UIStackView.isLayoutMarginsRelativeArrangement`), `false` by default.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether the baselines are measured from the arranged views' baselines
    /// (`UIStackView.isBaselineRelativeArrangement`), kept for source compatibility; Transit
    /// spaces views by their edges.
    open var isBaselineRelativeArrangement = false

    /// The views the stack view arranges, in order (`UIStackView.arrangedSubviews`).
    public private(set) var arrangedSubviews: [View] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides the stack view made for the current arrangement.
    var arrangement: [LayoutConstraint] = []
    var spacers: [LayoutGuide] = []

    /// Creates an empty stack view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view from an archive (`UIStackView.init(coder:)`). Transit has no
    /// archives: this is `init(frame: .zero)`.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// Creates a stack view arranging `views` (`UIStackView.init(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends a view to the arrangement, making it a subview (`addArrangedSubview(_:)`).
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at an index, clamped to the valid range
    /// (`insertArrangedSubview(_:at:)`); a view already arranged moves.
    open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        guard view !== self else { return }
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: old) }
        let index = min(max(stackIndex, 0), arrangedSubviews.count)
        if index != stackIndex {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "stackView.indexOutOfRange",
                    "insertArrangedSubview(_:at: \(stackIndex)) with \(arrangedSubviews.count) arranged subviews; clamped"))
        }
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes a view from the arrangement; it stays a subview (`removeArrangedSubview(_:)`), as
    /// in UIKit.
    open func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after one arranged view (`setCustomSpacing(_:after:)`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    /// The space after one arranged view (`customSpacing(after:)`): its custom spacing, or
    /// `StackView.spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    /// The value meaning "no custom spacing" (`UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// The spacing used after `view`.
    func spacing(after view: View) -> CGFloat { customSpacings[ObjectIdentifier(view)] ?? spacing }

    /// A removed subview leaves the arrangement too, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Remakes the arrangement's constraints.
    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    func arrangementDidChange() { setNeedsUpdateConstraints() }

    /// Called when an arranged subview is hidden or shown.
    func arrangedSubviewVisibilityDidChange(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }
}

extension StackView {
    /// How arranged views share the space along the axis (`UIStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        /// Views fill the space; extra space goes to the view with the lowest hugging priority,
        /// lack of space is taken from the lowest compression resistance (`.fill`).
        case fill
        /// Every view gets the same size (`.fillEqually`).
        case fillEqually
        /// Sizes proportional to the views' intrinsic sizes (`.fillProportionally`).
        case fillProportionally
        /// Views keep their intrinsic sizes; the spaces between them are equal (`.equalSpacing`).
        case equalSpacing
        /// Views keep their intrinsic sizes; their centres are equally far apart
        /// (`.equalCentering`).
        case equalCentering
    }

    /// How arranged views are placed across the axis (`UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        /// Views fill the stack view across the axis (`.fill`).
        case fill
        /// Views align to the leading edge (vertical stacks) or the top (horizontal), `.leading`.
        case leading
        /// Horizontal stacks: views align by their first baselines (`.firstBaseline`).
        case firstBaseline
        /// Views are centred across the axis (`.center`).
        case center
        /// Views align to the trailing edge (vertical stacks) or the bottom (horizontal).
        case trailing
        /// Horizontal stacks: views align by their last baselines (`.lastBaseline`).
        case lastBaseline

        /// The top of a horizontal stack (`.top`, the same value as `.leading`).
        public static var top: Alignment { .leading }
        /// The bottom of a horizontal stack (`.bottom`, the same value as `.trailing`).
        public static var bottom: Alignment { .trailing }
    }
}
