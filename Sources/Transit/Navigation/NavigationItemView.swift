import Foundation

/// The views that show one navigation item in a navigation bar: the back button (titled with the
/// previous item's back title), the left items, the title and the right items. One exists per
/// shown item; during a push or pop their parts move and fade on their own (see
/// `NavigationBar+Transition`).
@MainActor
final class NavigationItemView: View {
    /// The item shown.
    let item: NavigationItem
    /// The title label (centred in the bar's 44 pt row), inside `titleSlot`.
    let titleLabel = Label(frame: .zero)
    /// A view as large as the item view holding the title, moved and faded during a push or pop
    /// while layout keeps setting the title's own frame and opacity.
    let titleSlot = View(frame: .zero)
    /// The large title, in the area below the row, clipped by it (see `largeTitleArea`).
    let largeTitleLabel = Label(frame: .zero)
    /// The large-title area below the row, which clips the large title as the bar collapses.
    let largeTitleArea = View(frame: .zero)
    /// Whether the item shows its title large (the bar decides; see
    /// `NavigationBar.showsLargeTitle(for:)`).
    var showsLargeTitle = false { didSet { if showsLargeTitle != oldValue { setNeedsLayout() } } }
    /// The height the item view keeps while its large title turns into the back title or back
    /// (see `NavigationBar.LargeTitleMorph`), whatever the bar's height; `nil` otherwise, when it
    /// fills the bar.
    var heldHeight: CGFloat?
    /// The back button, when the item below exists and the item does not hide it.
    private(set) var backButton: NavigationBackButton?
    /// One button per left item, then one per right item.
    private(set) var leftButtons: [Button] = []
    private(set) var rightButtons: [Button] = []

    /// Horizontal margin at the bar's edges and between buttons (8 pt, as UIKit's compact bar).
    static let margin: CGFloat = 8

    init(item: NavigationItem, title: String?, backTitle: String?, onBack: @escaping @MainActor () -> Void) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleSlot.isUserInteractionEnabled = false
        titleSlot.addSubview(titleLabel)
        addSubview(titleSlot)
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleLabel.text = title
        largeTitleLabel.font = .systemFont(ofSize: NavigationBar.largeTitleFontSize, weight: .bold)
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
        let showsBack =
            backTitle != nil && !item.hidesBackButton
            && (item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton)
        if showsBack, let backTitle {
            let button = NavigationBackButton(title: backTitle)
            button.addAction(Action { _ in onBack() }, for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        leftButtons = (item.leftBarButtonItems ?? []).map(Self.button(for:))
        rightButtons = (item.rightBarButtonItems ?? []).map(Self.button(for:))
        for button in leftButtons + rightButtons { addSubview(button) }
    }

    /// A button that shows a bar button item and sends its actions when tapped.
    private static func button(for item: BarButtonItem) -> Button {
        let button = Button(type: .system)
        button.setTitle(item.title, for: .normal)
        button.setImage(item.image, for: .normal)
        button.isEnabled = item.isEnabled
        if let label = item.accessibilityLabel { button.accessibilityLabel = label }
        button.accessibilityIdentifier = item.accessibilityIdentifier
        button.addAction(Action { [weak item] _ in item?.sendActions() }, for: .touchUpInside)
        return button
    }

    /// Draws the titles with `appearance`'s text attributes: the inline title 17 pt semibold and
    /// the large title 34 pt bold in the label colour unless the attributes say otherwise.
    func apply(_ appearance: NavigationBarAppearance) {
        titleLabel.font = appearance.titleTextAttributes.font ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = appearance.titleTextAttributes.foregroundColor ?? .label
        largeTitleLabel.font =
            appearance.largeTitleTextAttributes.font
            ?? .systemFont(ofSize: NavigationBar.largeTitleFontSize, weight: .bold)
        largeTitleLabel.textColor = appearance.largeTitleTextAttributes.foregroundColor ?? .label
        setNeedsLayout()
    }

    /// How open the large-title area is, 0 (closed) to 1 (at rest) and more when stretched.
    var largeTitleOpenness: CGFloat {
        max(0, bounds.height - NavigationBar.height) / NavigationBar.largeTitleHeight
    }

    /// The large title's opacity for an area `openness` open: fully visible while the area is at
    /// least half open, fading out over the last half of the collapse.
    static func largeTitleAlpha(openness: CGFloat) -> CGFloat { min(1, max(0, 2 * openness)) }

    /// The inline title's opacity with a large title whose area is `openness` open: fading in
    /// over the last half of the collapse, so the two titles cross-fade.
    static func inlineTitleAlpha(openness: CGFloat) -> CGFloat { min(1, max(0, 1 - 2 * openness)) }

    /// The largest scale of a large title stretched by a pull past the top (1.1).
    static let largeTitleMaximumScale: CGFloat = 1.1

    /// The large title's scale for an area `openness` open: 1 up to fully open; past that (the
    /// content pulled down beyond its top) it grows linearly with the stretch, reaching
    /// `largeTitleMaximumScale` once the area has stretched by another full large-title height
    /// (52 pt) and staying there. Collapsing never scales it: it is clipped and fades instead.
    ///
    /// UIKit's large title grows the same way when a list is pulled down (iOS 11+), anchored at
    /// its leading edge; Apple publishes neither the curve nor the limit. The 1.1 limit is
    /// Transit's choice, matching the roughly 10 % growth seen on iPhone.
    static func largeTitleScale(openness: CGFloat) -> CGFloat {
        guard openness.isFinite, openness > 1 else { return 1 }
        return min(largeTitleMaximumScale, 1 + (largeTitleMaximumScale - 1) * (openness - 1))
    }

    /// The transform that scales a view of `size` by `scale` about its bottom-leading corner —
    /// the bottom right one right to left (views scale about their centre, so the centre moves
    /// by the corner's offset times `1 − scale`).
    static func scaleAboutBottomLeading(_ scale: CGFloat, size: CGSize, rightToLeft: Bool = false) -> CGAffineTransform {
        CGAffineTransform(
            a: scale, b: 0, c: 0, d: scale,
            tx: (rightToLeft ? -1 : 1) * size.width / 2 * (scale - 1), ty: -size.height / 2 * (scale - 1))
    }

    /// The leading margin of the large title (16 pt, the compact-width layout margin).
    static let largeTitleMargin: CGFloat = 16
    /// The space between the large title's bottom and the bar's bottom edge (8 pt).
    static let largeTitleBottomPadding: CGFloat = 8

    /// Back button and left items from the leading edge, right items from the trailing edge, the
    /// title centred in the bar (or between the buttons when they leave too little room). Right
    /// to left the whole row is mirrored, as UIKit mirrors it: the back button and the left items
    /// at the right edge, the right items at the left, the large title from the right margin.
    override func layoutSubviews() {
        super.layoutSubviews()
        let height = NavigationBar.height
        let openness = largeTitleOpenness
        largeTitleArea.isHidden = !showsLargeTitle
        // Bounds and centre, not frame: the slot and the area may be moved during a push or pop.
        titleSlot.bounds = CGRect(origin: .zero, size: bounds.size)
        titleSlot.center = CGPoint(x: bounds.midX, y: bounds.midY)
        let areaHeight = max(0, bounds.height - height)
        largeTitleArea.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: areaHeight)
        largeTitleArea.center = CGPoint(x: bounds.width / 2, y: height + areaHeight / 2)
        let largeSize = largeTitleLabel.sizeThatFits(CGSize(width: bounds.width, height: NavigationBar.largeTitleHeight))
        let largeWidth = min(largeSize.width, max(0, bounds.width - 2 * Self.largeTitleMargin))
        // Placed by bounds and centre (its frame untransformed), then scaled about its
        // bottom-leading corner, which stays put.
        let largeFrame = CGRect(
            x: Self.largeTitleMargin,
            y: largeTitleArea.bounds.height - Self.largeTitleBottomPadding - largeSize.height,
            width: largeWidth, height: largeSize.height)
        let rightToLeft = isRightToLeft
        largeTitleLabel.bounds = CGRect(origin: .zero, size: largeFrame.size)
        largeTitleLabel.center = CGPoint(x: rightToLeft ? bounds.width - largeFrame.midX : largeFrame.midX, y: largeFrame.midY)
        let scale = showsLargeTitle ? Self.largeTitleScale(openness: openness) : 1
        let transform = Self.scaleAboutBottomLeading(scale, size: largeFrame.size, rightToLeft: rightToLeft)
        if largeTitleLabel.transform != transform { largeTitleLabel.transform = transform }
        largeTitleLabel.alpha = showsLargeTitle ? Self.largeTitleAlpha(openness: openness) : 0
        titleLabel.alpha = showsLargeTitle ? Self.inlineTitleAlpha(openness: openness) : 1
        var leading = Self.margin
        for button in ([backButton].compactMap { $0 } + leftButtons) {
            let size = button.sizeThatFits(CGSize(width: bounds.width, height: height))
            button.frame = CGRect(x: leading, y: 0, width: size.width, height: height)
            leading += size.width + Self.margin
        }
        var trailing = bounds.width - Self.margin
        for button in rightButtons {
            let size = button.sizeThatFits(CGSize(width: bounds.width, height: height))
            trailing -= size.width
            button.frame = CGRect(x: trailing, y: 0, width: size.width, height: height)
            trailing -= Self.margin
        }
        let textWidth = titleLabel.sizeThatFits(CGSize(width: bounds.width, height: height)).width
        let inset = max(leading, bounds.width - trailing)
        let available = max(0, bounds.width - 2 * inset)
        let width = min(textWidth, available)
        titleLabel.frame = CGRect(x: (bounds.width - width) / 2, y: 0, width: width, height: height)
        if rightToLeft { mirrorRow() }
    }

    /// Reflects the row's parts (laid out left to right) across the bar's middle.
    private func mirrorRow() {
        for part in [backButton].compactMap({ $0 }) + leftButtons + rightButtons + [titleLabel] {
            var frame = part.frame
            frame.origin.x = bounds.width - frame.maxX
            part.frame = frame
        }
    }

    /// Never made from an archive: Transit creates these views itself.
    required init?(coder: NSCoder) { return nil }
}

/// The parts of an item view that move during a push or pop.
extension NavigationItemView {
    /// Where the inline title starts (its leading edge: the right one right to left), in the
    /// item view's coordinates.
    var titleStart: CGFloat { isRightToLeft ? titleLabel.frame.maxX : titleLabel.frame.minX }

    /// Where the back button's title starts at rest (its leading edge), in the item view's
    /// coordinates; nil without one. From its centre and bounds, which its travel (a transform)
    /// leaves alone.
    var backTitleStart: CGFloat? {
        guard let backButton, let label = backButton.titleLabel else { return nil }
        return backButton.frame.minX + label.center.x + (isRightToLeft ? 1 : -1) * label.bounds.width / 2
    }

    /// Moves the title by its offset (in points along the bar), gives the back title and the
    /// large-title area their transforms, and gives them and the bar button items `alpha`. The
    /// back indicator is left alone: it stays in place while the titles travel.
    func setTransitionState(alpha: CGFloat, title: CGFloat, backTitle: CGAffineTransform, largeTitle: CGAffineTransform) {
        titleSlot.alpha = alpha
        titleSlot.transform = CGAffineTransform(translationX: title, y: 0)
        backButton?.titleLabel?.alpha = alpha
        backButton?.titleLabel?.transform = backTitle
        largeTitleArea.alpha = alpha
        largeTitleArea.transform = largeTitle
        for button in leftButtons + rightButtons { button.alpha = alpha }
    }

    /// Every part at rest: in place and opaque, the back indicator included.
    func resetTransitionState() {
        setTransitionState(alpha: 1, title: 0, backTitle: .identity, largeTitle: .identity)
        backButton?.indicator.alpha = 1
    }
}
