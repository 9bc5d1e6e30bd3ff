import Foundation

extension View {
    /// Marks the view for layout at the next layout pass (`UIView.setNeedsLayout()`). The
    /// engine also reads its `intrinsicContentSize` again.
    public func setNeedsLayout() {
        needsLayout = true
        autoLayoutStorage?.intrinsicSizeIsStale = true
    }

    /// Lays out this view (if marked) and then each marked descendant, parents before children
    /// (`UIView.layoutIfNeeded()`). With constraints in the hierarchy, the engine is brought up
    /// to date first, and each view's subviews that constraints position get their solved
    /// frames just before its `layoutSubviews()`; inside an animation block those frame
    /// changes animate.
    public func layoutIfNeeded() {
        layoutSubtree(preparedConstraintEngine())
    }

    private func layoutSubtree(_ engine: LayoutEngine?) {
        if let engine {
            engine.synchronize(self)
            engine.applyFrames(toSubviewsOf: self)
        }
        if needsLayout {
            needsLayout = false
            viewDelegate?.rootViewWillLayoutSubviews()
            layoutSubviews()
            viewDelegate?.rootViewDidLayoutSubviews()
        }
        for view in subviews { view.layoutSubtree(engine) }
    }

    /// Whether this view or a descendant is marked for layout.
    var subtreeNeedsLayout: Bool {
        needsLayout || subviews.contains { $0.subtreeNeedsLayout }
    }

    /// Called by the layer when the bounds size changed: autoresize the subviews, mark for layout.
    func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for view in subviews { view.resize(withOldSuperviewSize: oldSize, newSize: newSize) }
    }

    /// The insets of the window's safe area that overlap this view (`UIView.safeAreaInsets`): for
    /// each edge, how far the window's unsafe band at that edge reaches into the view's frame in
    /// window coordinates, between 0 and the view's size. Zero outside a window.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        if window === self { return window.screenSafeAreaInsets }
        let insets = window.screenSafeAreaInsets
        let size = window.bounds.size
        // The frame as the superview sees it: the same rectangle as the bounds converted, without
        // subtracting the bounds' origin (a scroll view's offset) and adding it back.
        let r = superview.map { $0.convert(frame, to: window) } ?? convert(bounds, to: window)
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite else { return .zero }
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, 0), max(limit, 0)) }
        return EdgeInsets(top: clamp(insets.top - r.minY, r.height),
                          left: clamp(insets.left - r.minX, r.width),
                          bottom: clamp(r.maxY - (size.height - insets.bottom), r.height),
                          right: clamp(r.maxX - (size.width - insets.right), r.width))
    }

    /// The bounds inset by `safeAreaInsets` (`UIView.safeAreaLayoutGuide.layoutFrame`).
    public var safeAreaFrame: CGRect { bounds.inset(by: safeAreaInsets) }
}
