import Foundation

extension View {
    /// Changes a view's content with a transition effect (`UIView.transition(with:duration:options:
    /// animations:completion:)`).
    ///
    /// The view's current on-screen content is captured first; `animations` then applies its changes
    /// at once, and the effect in `options` plays from the old content to the new over `duration`
    /// along the options' curve: `transitionCrossDissolve` fades the old content out over the new;
    /// the four flips turn the view a half-turn about its vertical (`FromLeft`/`FromRight`) or
    /// horizontal (`FromTop`/`FromBottom`) axis with perspective (eye at twice the view's larger
    /// side, at least 1000 points), showing the old content for the first half and the new for the
    /// second; the named edge moves towards the viewer. The view's model transform is unchanged
    /// afterwards. Without an effect (`transitionNone`) the changes animate as a block animation.
    /// The timeline names the completion `View.transition(with:duration: d)`, from the call site.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        transition(
            with: view, duration: duration, options: options, animations: animations, completion: completion,
            from: CallbackTimeline.CallSite(fileID: fileID, line: line))
    }

    /// `transition(with:duration:options:animations:completion:)` made at `callSite`.
    static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions,
        animations: (() -> Void)?, completion: ((Bool) -> Void)?,
        from callSite: CallbackTimeline.CallSite
    ) {
        let name = "View.transition(with:duration: \(format(duration)))"
        let kind = options.transitionKind
        guard kind != 0, view.window != nil else {
            animate(
                withDuration: duration, delay: 0, options: options, animations: animations ?? {},
                completion: completion, named: name, from: callSite)
            return
        }
        let size = view.bounds.size
        let overlay: View? = size.width > 0 && size.height > 0 ? view.snapshotView(afterScreenUpdates: false) : nil
        performWithoutAnimation { animations?() }
        view.layoutIfNeeded()
        guard let overlay else {
            animate(
                withDuration: duration, delay: 0, options: options, animations: {}, completion: completion,
                named: name, from: callSite)
            return
        }
        overlay.frame = view.bounds
        view.addSubview(overlay)
        let finish: (Bool) -> Void = { finished in
            overlay.removeFromSuperview()
            completion?(finished)
        }
        let curve = AnimationOptions(rawValue: options.rawValue & (0xF << 16))
        let shared = options.intersection([.allowUserInteraction, .overrideInheritedDuration, .overrideInheritedCurve])
        if kind == AnimationOptions.transitionCrossDissolve.transitionKind {
            animate(
                withDuration: duration, delay: 0, options: curve.union(shared),
                animations: { overlay.alpha = 0 }, completion: finish, named: name, from: callSite)
            return
        }
        animateFlip(
            of: view, overlay: overlay, kind: kind, size: size, duration: duration, options: curve.union(shared),
            completion: finish, named: name, from: callSite)
    }

    /// The flip effects of `transition(with:…)`: the view turns half way in perspective, its
    /// `overlay` (the old content) disappears edge-on, and the view turns back to rest.
    private static func animateFlip(
        of view: View, overlay: View, kind: UInt, size: CGSize, duration: TimeInterval, options: AnimationOptions,
        completion finish: @escaping (Bool) -> Void, named name: String, from callSite: CallbackTimeline.CallSite
    ) {
        let flip = flipRotation(kind: kind, size: size)
        let base = view.layer.transform
        var perspective = Transform3D.identity
        perspective.m34 = -1 / max(1000, 2 * max(size.width, size.height))
        let keyframeOptions = KeyframeAnimationOptions(rawValue: options.rawValue)
        animateKeyframes(
            withDuration: duration, delay: 0, options: keyframeOptions,
            animations: {
                addKeyframe(withRelativeStartTime: 0, relativeDuration: 0) {
                    view.layer.transform = base.concatenating(perspective)
                }
                addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    view.layer.transform = base.concatenating(flip.first).concatenating(perspective)
                }
                addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) {
                    view.layer.transform = base.concatenating(flip.second).concatenating(perspective)
                    overlay.alpha = 0
                }
                addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    view.layer.transform = base.concatenating(perspective)
                }
                addKeyframe(withRelativeStartTime: 1, relativeDuration: 0) {
                    view.layer.transform = base
                }
            }, completion: finish, named: name, from: callSite)
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with a transition effect
    /// (`UIView.transition(from:to:duration:options:completion:)`): `toView` takes `fromView`'s
    /// place among the subviews and `fromView` is removed, or with `showHideTransitionViews`
    /// `fromView` is hidden and `toView` shown. The effect plays on the superview (see
    /// `transition(with:duration:options:animations:completion:)`). A `fromView` without a superview
    /// is reported and the completion runs at once with `false`.
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        guard let container = fromView.superview else {
            fromView.diagnostics.report(
                Diagnostic(
                    .error, code: "view.transitionWithoutSuperview",
                    "transition(from:to:) needs fromView (\(fromView.debugName)) in a superview; nothing to transition"))
            completion?(false)
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    if toView.superview !== container || toView !== fromView {
                        container.insertSubview(toView, aboveSubview: fromView)
                    }
                    fromView.removeFromSuperview()
                }
            }, completion: completion, from: CallbackTimeline.CallSite(fileID: fileID, line: line))
    }

    /// The rotations of the two halves of a flip: 0 → ±90° for the old content, then ∓90° → 0 for
    /// the new, about y for left/right and x for top/bottom. In Core Animation's y-down space with
    /// +z towards the viewer, a positive turn about y brings the left edge forward, and a negative
    /// turn about x brings the top edge forward.
    static func flipRotation(kind: UInt, size: CGSize) -> (first: Transform3D, second: Transform3D) {
        let half = CGFloat.pi / 2
        let (angle, x, y): (CGFloat, CGFloat, CGFloat)
        switch kind {
        case AnimationOptions.transitionFlipFromLeft.transitionKind: (angle, x, y) = (half, 0, 1)
        case AnimationOptions.transitionFlipFromRight.transitionKind: (angle, x, y) = (-half, 0, 1)
        case AnimationOptions.transitionFlipFromTop.transitionKind: (angle, x, y) = (-half, 1, 0)
        default: (angle, x, y) = (half, 1, 0)
        }
        return (
            Transform3D(rotationAngle: angle, x: x, y: y, z: 0),
            Transform3D(rotationAngle: -angle, x: x, y: y, z: 0)
        )
    }
}
