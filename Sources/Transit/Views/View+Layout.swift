import Foundation

extension View {
    /// Marks the view for layout at the next layout pass (`UIView.setNeedsLayout()`). The
    /// engine also reads its `intrinsicContentSize` again.
    public func setNeedsLayout() {
        needsLayout = true
        windowStorage?.safeAreasNeedUpdate = true
        windowStorage?.noteLayoutMark()
        autoLayoutStorage?.intrinsicSizeIsStale = true
    }

    /// Lays out this view (if marked) and then each marked descendant, parents before children
    /// (`UIView.layoutIfNeeded()`). With constraints in the hierarchy, the engine is brought up
    /// to date first, and each view's subviews that constraints position get their solved
    /// frames just before its `layoutSubviews()`; inside an animation block those frame
    /// changes animate.
    public func layoutIfNeeded() {
        windowStorage?.updateDeviceEnvironment()
        let engine = preparedConstraintEngine()
        // Safe areas are checked only when something may have changed them since the window's
        // last full pass; a pass over the whole window clears the mark.
        guard let window, window.safeAreasNeedUpdate else {
            layoutSubtree(engine, noting: false, superviewRegion: nil, superviewToWindow: nil)
            return
        }
        if window === self { window.safeAreasNeedUpdate = false }
        let outer: SafeRegion? = self === window ? nil : (superview ?? window).safeRegion(in: window)
        let outerMapping: Homography? = self === window ? nil : (superview ?? window).layer.toRootLayer
        layoutSubtree(engine, noting: true, superviewRegion: outer, superviewToWindow: outerMapping)
    }

    /// Lays out this subtree; `superviewRegion` is the superview's safe region in window
    /// coordinates (nil for the window itself or outside one), handed down so each view's safe
    /// area is found once per pass (see `View+SafeArea.swift`); `superviewToWindow` maps the
    /// superview's coordinates to the window's, handed down so no view walks up to the window.
    private func layoutSubtree(
        _ engine: LayoutEngine?, noting: Bool, superviewRegion: SafeRegion?,
        superviewToWindow: Homography?
    ) {
        if let engine {
            // A new content size may move a scroll view's content (its offset is kept within the
            // new range), so it is set before the engine reads the view's bounds: the content
            // guide's place follows the offset, and subviews are placed against the bounds read.
            if let scrollView = self as? ScrollView { engine.applyContentSize(to: scrollView) }
            engine.synchronize(self)
            engine.applyFrames(toSubviewsOf: self)
        }
        var region: SafeRegion?
        if noting {
            let windowFrame = superviewToWindow.flatMap { Self.finite($0.boundingBox(of: frame)) }
            region = noteSafeAreaChange(superviewRegion: superviewRegion, windowFrame: windowFrame)
        }
        if needsLayout {
            needsLayout = false
            viewDelegate?.rootViewWillLayoutSubviews()
            layoutSubviews()
            viewDelegate?.rootViewDidLayoutSubviews()
            if noting, let window {
                let frameNow = superviewToWindow.flatMap { Self.finite($0.boundingBox(of: frame)) } ?? frameInWindow(window)
                region = safeRegion(in: window, superviewRegion: superviewRegion, windowFrame: frameNow)
            }
        }
        // A window's pass lays out the standalone layers marked before it; marks made during it
        // (after their layer was passed) leave the next pass pending.
        let asWindow = self as? Window, marks = asWindow?.layerLayoutMarks
        if windowStorage?.layerLayoutPending ?? true { layer.layoutStandaloneSublayers() }
        defer { if let asWindow, let marks { asWindow.layerLayoutPending = asWindow.layerLayoutMarks != marks } }
        guard !subviews.isEmpty, passDescends(engine: engine, noting: noting) else { return }
        // Each view's map to the window is its superview's with one step appended, so the pass
        // finds every view's frame in the window without walking up to it (`frameInWindow`).
        let toWindow: Homography? =
            !noting ? nil : (asWindow != nil ? .identity : superviewToWindow.map { layer.toSuperlayer.concatenating($0) })
        for view in subviews where view.passDescends(engine: engine, noting: noting) || view.needsLayout {
            view.layoutSubtree(engine, noting: noting, superviewRegion: region, superviewToWindow: toWindow)
        }
        descendantNeedsLayout = subviews.contains { $0.needsLayout || $0.descendantNeedsLayout }
    }

    /// Whether a layout pass goes below this view: always while it synchronizes constraints,
    /// notes safe areas or lays out standalone layers (which every view of the pass does), and
    /// otherwise only when a view below is marked (`descendantNeedsLayout`), so a pass over a
    /// window where little is marked visits little.
    private func passDescends(engine: LayoutEngine?, noting: Bool) -> Bool {
        engine != nil || noting || descendantNeedsLayout || (windowStorage?.layerLayoutPending ?? true)
    }

    /// Whether this view or a descendant is marked for layout. Only marked paths are searched
    /// (`descendantNeedsLayout`).
    var subtreeNeedsLayout: Bool {
        needsLayout || (descendantNeedsLayout && subviews.contains { $0.subtreeNeedsLayout })
    }

    /// Marks the superviews up to the first already marked: a view below them needs layout.
    func markAncestorsForLayout() {
        var view = superview
        while let current = view, !current.descendantNeedsLayout {
            current.descendantNeedsLayout = true
            view = current.superview
        }
    }

    /// Called by the layer when the bounds size changed: autoresize the subviews, mark for layout.
    func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for view in subviews { view.resize(withOldSuperviewSize: oldSize, newSize: newSize) }
    }

    /// The insets of the safe area that overlap this view (`UIView.safeAreaInsets`): for each
    /// edge, how far the unsafe band at that edge reaches into the view's frame, between 0 and the
    /// view's size. The bands are the window's (`Window.screenSafeAreaInsets`), passed down from
    /// superview to subview; at the view of a view controller, the bars of its container that
    /// cover the view widen them (a navigation bar at the top, a tab bar at the bottom, as UIKit
    /// reports the area they cover), and the controller's `additionalSafeAreaInsets` are added.
    /// Zero outside a window.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        if window === self { return window.screenSafeAreaInsets }
        return safeAreaInsets(in: window, superviewRegion: (superview ?? window).safeRegion(in: window))
    }

    /// `safeAreaInsets` in `window`, given the superview's safe region `safe` (window coordinates).
    func safeAreaInsets(in window: Window, superviewRegion safe: SafeRegion) -> EdgeInsets {
        safeAreaInsets(in: window, superviewRegion: safe, windowFrame: window === self ? nil : frameInWindow(window))
    }

    /// `safeAreaInsets` given also the view's frame in window coordinates (`frameInWindow`).
    func safeAreaInsets(in window: Window, superviewRegion safe: SafeRegion, windowFrame: CGRect?) -> EdgeInsets {
        if window === self { return window.screenSafeAreaInsets }
        guard let r = windowFrame else { return .zero }
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, 0), max(limit, 0)) }
        var insets = EdgeInsets(
            top: clamp(safe.top - r.minY, r.height),
            left: clamp(safe.left - r.minX, r.width),
            bottom: clamp(r.maxY - safe.bottom, r.height),
            right: clamp(r.maxX - safe.right, r.width))
        if let controller = viewDelegate {
            if let parent = controller.parent {
                let bars = parent.barInsets(forChild: controller, frame: r)
                insets.top = max(insets.top, clamp(bars.top, r.height))
                insets.left = max(insets.left, clamp(bars.left, r.width))
                insets.bottom = max(insets.bottom, clamp(bars.bottom, r.height))
                insets.right = max(insets.right, clamp(bars.right, r.width))
            }
            let extra = controller.additionalSafeAreaInsets
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// The view's frame in window coordinates: the same rectangle as the bounds converted, without
    /// subtracting the bounds' origin (a scroll view's offset) and adding it back. `nil` when not
    /// finite.
    func frameInWindow(_ window: Window) -> CGRect? {
        Self.finite(superview.map { $0.convert(frame, to: window) } ?? convert(bounds, to: window))
    }

    /// `r`, or nil when it is null or not finite.
    static func finite(_ r: CGRect) -> CGRect? {
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite else { return nil }
        return r
    }

    /// The edges of the safe region of this view in window coordinates (its frame inset by
    /// `safeAreaInsets`), which its subviews' insets derive from.
    func safeRegion(in window: Window) -> SafeRegion {
        if window === self { return safeRegion(in: window, superviewRegion: nil) }
        return safeRegion(in: window, superviewRegion: (superview ?? window).safeRegion(in: window))
    }

    /// `safeRegion(in:)` given the superview's safe region (ignored for the window itself).
    func safeRegion(in window: Window, superviewRegion: SafeRegion?) -> SafeRegion {
        safeRegion(in: window, superviewRegion: superviewRegion, windowFrame: window === self ? nil : frameInWindow(window))
    }

    /// `safeRegion(in:superviewRegion:)` given also the view's frame in window coordinates.
    func safeRegion(in window: Window, superviewRegion: SafeRegion?, windowFrame: CGRect?) -> SafeRegion {
        if window === self {
            let insets = window.screenSafeAreaInsets, size = window.bounds.size
            return (insets.top, insets.left, size.height - insets.bottom, size.width - insets.right)
        }
        guard let r = windowFrame, let superviewRegion else {
            return (-.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .greatestFiniteMagnitude, .greatestFiniteMagnitude)
        }
        let insets = safeAreaInsets(in: window, superviewRegion: superviewRegion, windowFrame: r)
        return (r.minY + insets.top, r.minX + insets.left, r.maxY - insets.bottom, r.maxX - insets.right)
    }

    /// The bounds inset by `safeAreaInsets` (`UIView.safeAreaLayoutGuide.layoutFrame`).
    public var safeAreaFrame: CGRect { bounds.inset(by: safeAreaInsets) }
}
