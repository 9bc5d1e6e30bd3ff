import Foundation

/// The zoom's source: asked of the provider when the zoom begins, again when it heads back into
/// the source, and at every frame of the way there.
extension ZoomTransitionDriver {
    /// Asks the provider for the source view (again), hides it, and works out the geometry at
    /// the source: its frame in the container (the window's coordinates when the container fills
    /// the window), its corner radius, the alignment rectangle.
    ///
    /// `following` is the per-frame asking while the view springs into the source, so the zoom
    /// lands where the source is now (a list scrolling under it): then nothing is reported. A
    /// source that is gone mid-flight (the provider returns `nil`, or a view out of the window)
    /// gives way to the fallback of a zoom without a source — the view's own frame scaled by
    /// `ZoomOptions.fallbackScale` about its centre, transparent — and `followSource(at:)`
    /// restarts the spring toward it from where the view is, so nothing jumps. A zoom whose
    /// container has left its window (the window closed mid-flight) falls back without a report.
    func askForSource(following: Bool = false) {
        guard let container, let zoomedVC = zoomed, let sourceVC = sourceController, let zoomedView else {
            atSource = .fallback(full.clip, scale: Options.fallbackScale)
            return
        }
        let found = provider(.init(sourceViewController: sourceVC, zoomedViewController: zoomedVC))
        let usable = found.flatMap { view -> View? in
            guard let window = view.window, window === container.window, !view.isDescendant(of: zoomedView) else {
                // Asked again on the way, or after the transition's window has gone (nothing is
                // on screen to fall back from), the fallback is taken without a report.
                if following || container.window == nil { return nil }
                container.diagnostics.report(
                    Diagnostic(
                        .warning, code: "zoom.sourceView",
                        "the source view provider of \(zoomedVC.timelineName)'s zoom returned a view "
                            + (view.isDescendant(of: zoomedView)
                                ? "inside the zoomed view" : "that is not in the transition's window")
                            + "; the zoom fades and scales instead"))
                return nil
            }
            return view
        }
        // Reduce Motion (the window's `motionSettings`): the zoom becomes a cross-fade on the
        // same spring; the source is neither used nor hidden.
        if container.window?.motionSettings.reduceMotion == true {
            restoreSource()
            atSource = .fallback(full.clip, scale: 1)
            return
        }
        if usable !== source {
            restoreSource()
            if let usable {
                sourceWasHidden = usable.isHidden
                usable.isHidden = true
            }
            source = usable
        }
        guard let usable else {
            atSource = .fallback(full.clip, scale: Options.fallbackScale)
            return
        }
        let frame = usable.convert(usable.bounds, to: container)
        let alignment = alignmentRect(of: usable, in: zoomedView, of: zoomedVC, reportingTo: container)
        atSource = .atSource(frame, radius: usable.layer.cornerRadius, alignment: alignment)
    }

    /// The part of the zoomed view that lines up with the source (`alignmentRectProvider`'s
    /// rectangle, else the whole view), relative to the view's bounds origin. A rectangle that is
    /// empty or not finite is reported (`zoom.alignmentRect`) and the whole view used.
    private func alignmentRect(
        of usable: View, in zoomedView: View, of zoomedVC: ViewController, reportingTo container: View
    ) -> CGRect {
        var alignment = CGRect(origin: zoomedView.bounds.origin, size: size)
        if let provide = options.alignmentRectProvider,
            let rect = provide(.init(sourceView: usable, zoomedViewController: zoomedVC))
        {
            if rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
            {
                alignment = rect
            } else {
                container.diagnostics.report(
                    Diagnostic(
                        .warning, code: "zoom.alignmentRect",
                        "alignmentRectProvider of \(zoomedVC.timelineName)'s zoom returned \(rect), which is empty or not finite; the whole view is aligned"
                    ))
            }
        }
        // The provider's rectangle is in the view's coordinates; the geometry places its bounds origin.
        return alignment.offsetBy(dx: -zoomedView.bounds.minX, dy: -zoomedView.bounds.minY)
    }

    func restoreSource() {
        source?.isHidden = sourceWasHidden
        source = nil
    }
}
