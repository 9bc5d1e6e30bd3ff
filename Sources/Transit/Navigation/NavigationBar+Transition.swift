import Foundation

/// How the bar's item views move in step with a push or pop.
extension NavigationBar {
    /// How far the outgoing item slides toward the back-button side on a push, and the incoming
    /// one comes from on a pop, as a fraction of the bar's width (0.3, like the screens).
    static let backSideFraction: CGFloat = 0.3
    /// How far the incoming item comes from on a push, and the outgoing one goes to on a pop, as a
    /// fraction of the bar's width (0.5).
    static let forwardSideFraction: CGFloat = 0.5

    /// The title the bar shows for `item`: its own, else its controller's.
    func title(for item: NavigationItem) -> String? {
        item.title ?? fallbackTitle?(item)
    }

    /// The back-button title an item gives the item above it.
    func backTitle(for item: NavigationItem) -> String {
        item.backBarButtonItem?.title ?? item.backButtonTitle ?? title(for: item) ?? "Back"
    }

    /// The views for the top of `items`.
    func makeContent(for items: [NavigationItem]) -> NavigationItemView? {
        guard let top = items.last else { return nil }
        let below = items.count > 1 ? items[items.count - 2] : nil
        let content = NavigationItemView(item: top, title: title(for: top), backTitle: below.map(backTitle(for:)),
                                         onBack: { [weak self] in self?.onBack?() })
        content.showsLargeTitle = showsLargeTitle(for: top)
        content.apply(appearance(for: top, atScrollEdge: isAtScrollEdge))
        top.displayingBar = self
        addSubview(content)
        return content
    }

    /// Shows `items` at once, without animation.
    func showItems(_ items: [NavigationItem]) {
        for case let old as NavigationItemView in subviews { old.removeFromSuperview() }
        itemStack = items
        contentView = makeContent(for: items)
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Installs `items` and the incoming item view, placed where its animation starts
    /// (transparent, offset to the forward side on a push or the back side on a pop).
    func beginShowing(_ items: [NavigationItem], push: Bool) -> NavigationItemView? {
        itemStack = items
        let incoming = makeContent(for: items)
        contentView = incoming
        setNeedsLayout()
        layoutIfNeeded()
        let width = bounds.width * (isRightToLeft ? -1 : 1)   // mirrored right to left, like the screens
        View.performWithoutAnimation {
            incoming?.alpha = 0
            incoming?.transform = CGAffineTransform(
                translationX: push ? width * Self.forwardSideFraction : -width * Self.backSideFraction, y: 0)
        }
        return incoming
    }

    /// The animated changes of a push or pop (inside an animation block).
    func animateItems(outgoing: NavigationItemView?, incoming: NavigationItemView?, push: Bool) {
        let width = bounds.width * (isRightToLeft ? -1 : 1)
        outgoing?.alpha = 0
        outgoing?.transform = CGAffineTransform(
            translationX: push ? -width * Self.backSideFraction : width * Self.forwardSideFraction, y: 0)
        incoming?.alpha = 1
        incoming?.transform = .identity
    }

    /// Moves the bar to `items` alongside a navigation transition: the item views animate with
    /// the transition's own duration and timing through `coordinator` (scrubbed by an interactive
    /// pop); if the transition is cancelled the old items and views come back exactly as they
    /// were.
    ///
    /// `alongside` runs inside the same animation (the bar's height and appearance), `settle`
    /// after the items are settled, with whether the transition was cancelled.
    func transition(to items: [NavigationItem], push: Bool, coordinator: ViewControllerTransitionCoordinator,
                    alongside: (@MainActor () -> Void)? = nil, settle: (@MainActor (Bool) -> Void)? = nil) {
        let oldItems = itemStack
        let outgoing = contentView
        let incoming = beginShowing(items, push: push)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.animateItems(outgoing: outgoing, incoming: incoming, push: push)
            alongside?()
        }, completion: { [weak self] context in
            defer { settle?(context.isCancelled) }
            guard let self else { return }
            if context.isCancelled {
                incoming?.removeFromSuperview()
                View.performWithoutAnimation {
                    outgoing?.alpha = 1
                    outgoing?.transform = .identity
                }
                self.itemStack = oldItems
                self.contentView = outgoing
            } else {
                outgoing?.removeFromSuperview()
                View.performWithoutAnimation {
                    incoming?.alpha = 1
                    incoming?.transform = .identity
                }
            }
        })
    }
}
