import Foundation

/// The bar following the top child's content: large-title collapse and scroll-edge appearance,
/// and both animating along pushes and pops.
extension NavigationController {
    /// How far `vc`'s content scroll view is scrolled past its resting top
    /// (`contentOffset.y + adjustedContentInset.top`); 0 without one.
    func scrolledDistance(for vc: ViewController) -> CGFloat {
        guard vc.isViewLoaded, let scrollView = vc.contentScrollView(for: .top) else { return 0 }
        // Laid out first, so content shown for the first time rests at its top edge.
        if scrollView.window != nil { View.performWithoutAnimation { scrollView.layoutIfNeeded() } }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        return scrolled.isFinite ? scrolled : 0
    }

    /// The bar's large-title extent and scroll-edge state with `vc` on top, from its content.
    func barState(for vc: ViewController) -> (extent: CGFloat, atEdge: Bool) {
        let item = vc.navigationItem, scrolled = scrolledDistance(for: vc)
        return (
            navigationBar.largeTitleExtent(for: item, scrolled: scrolled),
            navigationBar.isAtScrollEdge(for: item, scrolled: scrolled)
        )
    }

    /// Brings the bar to the top child's content: the large-title area follows the offset and the
    /// appearance switches at the scroll edge. With `layout`, the bar's frame follows at once.
    func updateBarFromContent(layout: Bool = true) {
        let state: (extent: CGFloat, atEdge: Bool) = shownStack.last.map(barState(for:)) ?? (0, true)
        navigationBar.contentView?.showsLargeTitle = navigationBar.showsLargeTitle(for: navigationBar.topItem)
        navigationBar.isAtScrollEdge = state.atEdge
        guard navigationBar.largeTitleExtent != state.extent else { return }
        navigationBar.largeTitleExtent = state.extent
        if layout, isViewLoaded {
            layoutBarFrame()
            navigationBar.layoutIfNeeded()
        }
    }

    /// The extent of the large-title area with `vc` on top and its content as it is, its view
    /// laid out first so content shown for the first time rests at its top edge.
    func restingLargeTitleExtent(for vc: ViewController) -> CGFloat {
        View.performWithoutAnimation { vc.viewIfLoaded?.layoutIfNeeded() }
        return barState(for: vc).extent
    }

    /// Inside the animation of a push or pop (the bar's item cross-fade, driven by the transition
    /// coordinator, so an interactive pop scrubs it): moves the bar's height and appearance to the
    /// incoming controller's state, its content laid out first so a list pushed fresh rests at
    /// its top.
    func animateBar(to toVC: ViewController) {
        View.performWithoutAnimation { toVC.viewIfLoaded?.layoutIfNeeded() }
        let state = barState(for: toVC)
        navigationBar.isAtScrollEdge = state.atEdge
        navigationBar.largeTitleExtent = state.extent
        navigationBar.applyAppearance()
        layoutBarFrame()
        navigationBar.layoutIfNeeded()
    }

    /// After a push or pop: the bar settles on `vc`'s state (the outgoing controller's when the
    /// transition was cancelled, which puts back the height and appearance it had).
    func settleBar(on vc: ViewController) {
        View.performWithoutAnimation {
            let state = barState(for: vc)
            navigationBar.isAtScrollEdge = state.atEdge
            navigationBar.largeTitleExtent = state.extent
            navigationBar.contentView?.showsLargeTitle = navigationBar.showsLargeTitle(for: vc.navigationItem)
            navigationBar.applyAppearance()
            layoutBarFrame()
            navigationBar.layoutIfNeeded()
        }
    }
}

extension View {
    /// Marks this view and every descendant for layout (their safe area moved).
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for view in subviews { view.setNeedsLayoutInSubtree() }
    }
}
