import Foundation

/// How the bar's item views move in step with a push or pop, as UIKit's bar draws it: on a push
/// the old title travels to the back button's place and fades as the new back title, starting
/// where the old title was, fades in on the same path — so the two read as one word moving — while
/// the new title comes in from the trailing side; the back chevron stays in place. A pop runs the
/// same paths backwards. Bar button items cross-fade where they stand; a large title turns into
/// the back title or back (see `NavigationBar.LargeTitleMorph`), and slides with the screens
/// when both items show one.
extension NavigationBar {
    /// How far a part slides toward the back-button side (the outgoing title on a push without a
    /// back button to go to, the outgoing back title on a push, the incoming large title on a pop),
    /// as a fraction of the bar's width (0.3, like the screens).
    static let backSideFraction: CGFloat = 0.3
    /// How far the incoming title comes from on a push, and the outgoing one goes to on a pop, as
    /// a fraction of the bar's width (0.5). Large titles come and go by the whole width, with
    /// their screens.
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
        let content = NavigationItemView(
            item: top, title: title(for: top), backTitle: below.map(backTitle(for:)),
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

    /// Installs `items` and the incoming item view, its parts placed where their animation
    /// starts (see the extension's discussion); the chevron shows at once when the outgoing item
    /// had one in the same place.
    func beginShowing(_ items: [NavigationItem], from outgoing: NavigationItemView?, push: Bool) -> NavigationItemView? {
        itemStack = items
        let incoming = makeContent(for: items)
        contentView = incoming
        setNeedsLayout()
        layoutIfNeeded()
        guard let incoming else { return nil }
        let width = bounds.width * (isRightToLeft ? -1 : 1)  // mirrored right to left, like the screens
        View.performWithoutAnimation {
            let bothHaveBack = incoming.backButton != nil && outgoing?.backButton != nil
            incoming.backButton?.indicator.alpha = bothHaveBack ? 1 : 0
            outgoing?.backButton?.indicator.alpha = bothHaveBack ? 0 : 1
            if push {
                let backTitle = (outgoing?.titleStart).map { $0 - (incoming.backTitleStart ?? $0) }
                let offset = width * Self.forwardSideFraction
                incoming.setTransitionState(
                    alpha: 0, title: offset, backTitle: .init(translationX: backTitle ?? offset, y: 0),
                    largeTitle: .init(translationX: width, y: 0))
            } else {
                let title = (outgoing?.backTitleStart).map { $0 - incoming.titleStart }
                let offset = -width * Self.backSideFraction
                incoming.setTransitionState(
                    alpha: 0, title: title ?? offset, backTitle: .init(translationX: offset, y: 0),
                    largeTitle: .init(translationX: offset, y: 0))
            }
        }
        return incoming
    }

    /// The animated changes of a push or pop (inside an animation block): the outgoing parts to
    /// where they leave, the incoming ones to rest.
    func animateItems(outgoing: NavigationItemView?, incoming: NavigationItemView?, push: Bool, morph: LargeTitleMorph?) {
        let width = bounds.width * (isRightToLeft ? -1 : 1)
        if let outgoing {
            outgoing.backButton?.indicator.alpha = 0
            if push {
                let title = incoming?.backTitleStart.map { $0 - outgoing.titleStart }
                let offset = -width * Self.backSideFraction
                outgoing.setTransitionState(
                    alpha: 0, title: title ?? offset, backTitle: .init(translationX: offset, y: 0),
                    largeTitle: morph?.largeToBack ?? .init(translationX: offset, y: 0))
            } else {
                let backTitle = (incoming?.titleStart).map { $0 - (outgoing.backTitleStart ?? $0) }
                let offset = width * Self.forwardSideFraction
                outgoing.setTransitionState(
                    alpha: 0, title: offset,
                    backTitle: morph?.backToLarge ?? .init(translationX: backTitle ?? offset, y: 0),
                    largeTitle: .init(translationX: width, y: 0))
            }
        }
        incoming?.resetTransitionState()
    }

    /// Moves the bar to `items` alongside a navigation transition: the item views animate with
    /// the transition's own duration and timing through `coordinator` (scrubbed by an interactive
    /// pop); if the transition is cancelled the old items and views come back exactly as they
    /// were.
    ///
    /// `incomingExtent` gives the incoming item's large-title area at rest (0 without a large
    /// title), asked once the transition has put the incoming screen in place. `alongside` runs inside the same animation (the bar's height and appearance),
    /// `settle` after the items are settled, with whether the transition was cancelled.
    func transition(
        to items: [NavigationItem], push: Bool, coordinator: ViewControllerTransitionCoordinator,
        incomingExtent: @escaping @MainActor () -> CGFloat = { 0 },
        alongside: (@MainActor () -> Void)? = nil, settle: (@MainActor (Bool) -> Void)? = nil
    ) {
        let oldItems = itemStack
        let outgoing = contentView
        let incoming = beginShowing(items, from: outgoing, push: push)
        var morph: LargeTitleMorph?
        coordinator.animate(
            alongsideTransition: { [weak self] _ in
                guard let self else { return }
                // Decided once the incoming screen is in place, so its content's offset is current.
                morph = beginMorph(outgoing: outgoing, incoming: incoming, push: push, incomingExtent: incomingExtent())
                animateItems(outgoing: outgoing, incoming: incoming, push: push, morph: morph)
                alongside?()
            },
            completion: { [weak self] context in
                defer { settle?(context.isCancelled) }
                morph?.end()
                guard let self else { return }
                if context.isCancelled {
                    incoming?.removeFromSuperview()
                    View.performWithoutAnimation { outgoing?.resetTransitionState() }
                    self.itemStack = oldItems
                    self.contentView = outgoing
                } else {
                    outgoing?.removeFromSuperview()
                    View.performWithoutAnimation { incoming?.resetTransitionState() }
                }
                showChangedItems()
            })
    }
}
