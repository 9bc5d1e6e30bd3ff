import Foundation

/// What the debug overlay marks in the content (see `LiveOverlay`).
extension LiveSession {
    /// The diameter of the finger's mark, in points (about a fingertip's contact).
    static let touchDiameter: CGFloat = 30

    /// The overlay's render tree over the frame `tree` of the window.
    func overlayTree(over tree: RenderTree) -> RenderTree {
        LiveOverlay.tree(over: tree, marks: overlayMarks(), lines: overlayState.lines, snapshots: snapshotSerials())
    }

    /// The running transition's snapshot views — those anywhere under its container, made by
    /// `snapshotView(afterScreenUpdates:)` or `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`
    /// — as the serial numbers their layers carry in the frame's render tree.
    func snapshotSerials() -> Set<UInt64> {
        window.runningTransitions.last?.context.containerView.snapshotRenderSerials() ?? []
    }

    /// The rectangles marked now, in window points: the running transition's container, the
    /// views its animator added other than snapshots (which the overlay outlines themselves, see
    /// `snapshotSerials()`), the source views it hid, and the finger.
    func overlayMarks() -> [LiveOverlay.Mark] {
        var marks: [LiveOverlay.Mark] = []
        if let coordinator = window.runningTransitions.last {
            let container = coordinator.context.containerView
            marks.append(.init(kind: .container, rect: container.convert(container.bounds, to: nil)))
            let added = animatorViews(of: coordinator.context)
            for view in added where !view.isSnapshot {
                let frame = view.layer.presentation()?.frame ?? view.frame
                marks.append(.init(kind: .animatorView, rect: container.convert(frame, to: nil)))
            }
            for view in hiddenSources(besides: added) {
                marks.append(.init(kind: .source, rect: view.convert(view.bounds, to: nil)))
            }
        }
        if let finger = translator.fingerLocation {
            let d = Self.touchDiameter
            marks.append(.init(kind: .touch, rect: CGRect(x: finger.x - d / 2, y: finger.y - d / 2, width: d, height: d)))
        }
        return marks
    }

    /// The container's subviews other than the participants' views: what the animator put
    /// there (snapshots, dimming and shadow views).
    private func animatorViews(of context: TransitionContext) -> [View] {
        let participants = [
            context.view(forKey: .from), context.view(forKey: .to),
            context.viewController(forKey: .from)?.viewIfLoaded,
            context.viewController(forKey: .to)?.viewIfLoaded
        ].compactMap { $0 }
        return context.containerView.subviews.filter { view in !participants.contains { $0 === view } }
    }

    /// Views on screen, other than the animator's own, that were visible before the transition
    /// and are hidden or fully transparent now: the sources a zoom or a shared-element
    /// transition hides while its copy flies.
    private func hiddenSources(besides added: [View]) -> [View] {
        guard !visibleBeforeTransition.isEmpty else { return [] }
        var sources: [View] = []
        let screen = window.bounds
        func visit(_ view: View) {
            guard !added.contains(where: { $0 === view }) else { return }
            if view.isHidden || view.alpha == 0 {
                if visibleBeforeTransition.contains(ObjectIdentifier(view)),
                    !view.convert(view.bounds, to: nil).intersection(screen).isEmpty
                {
                    sources.append(view)
                }
                return
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return sources
    }

    /// Remembers which views are visible now (no transition running).
    func noteVisibleViews() {
        var visible: Set<ObjectIdentifier> = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0 else { return }
            visible.insert(ObjectIdentifier(view))
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        visibleBeforeTransition = visible
    }
}
