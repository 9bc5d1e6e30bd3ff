import Foundation

extension Window {
    /// Changes the window's size as a device rotation or a desktop window resize does (Transit
    /// extension; UIKit does this for the app).
    ///
    /// As in UIKit, the root view controller first gets `viewWillTransition(to:with:)` with the
    /// new size and a `SizeTransitionCoordinator` (its base implementation forwards to every
    /// child), then the presentation controller of every presented controller up the chain
    /// (`viewWillTransition(to:with:)`, which passes the size its
    /// `size(forChildContentContainer:withParentContainerSize:)` gives on to its controller),
    /// while views still have their old size; then the window's size changes, its root
    /// view follows by autoresizing, views are laid out, and the alongside animations queued with
    /// the coordinator run, all in one ease-in-out animation block of `duration` seconds (none
    /// for 0); the coordinator's completion blocks run when it ends. A size that is not positive
    /// and finite, or a duration that is negative or not finite, is reported
    /// (`window.invalidSize`, `window.invalidDuration`) and the call is ignored. Asking for the
    /// current size does nothing. A change of shape (portrait to landscape or back) changes the
    /// `interfaceOrientation` and posts its notifications (see `rotate(to:duration:)`). Returns the
    /// coordinator, or `nil` when nothing changes.
    @discardableResult
    public func transition(
        toSize size: CGSize, duration: TimeInterval = 0,
        targetTransform: CGAffineTransform = .identity
    ) -> SizeTransitionCoordinator? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "window.invalidSize",
                    "transition(toSize: \(size)): the size must be positive and finite; ignored"))
            return nil
        }
        guard duration.isFinite, duration >= 0 else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "window.invalidDuration",
                    "transition(toSize:duration: \(duration)): the duration must be finite and non-negative; ignored"))
            return nil
        }
        guard size != bounds.size else { return nil }
        let orientation = interfaceOrientation
        defer { postOrientationChange(from: orientation) }
        let coordinator = SizeTransitionCoordinator(
            containerView: self, duration: duration,
            targetTransform: targetTransform)
        rootViewController?.notifyViewWillTransition(to: size, with: coordinator)
        // Presented controllers hear of it too, through their presentation controllers, which
        // pass on the size they give them in a container of the new size.
        var presented = rootViewController?.transitionState.presented
        while let vc = presented {
            if let controller = vc.transitionState.presentationController {
                timeline.record(controller.timelineName, "viewWillTransition(to:with:)")
                controller.viewWillTransition(to: size, with: coordinator)
            } else {
                vc.notifyViewWillTransition(to: size, with: coordinator)
            }
            presented = vc.transitionState.presented
        }
        let origin = frame.origin
        coordinator.run { [self] in
            frame = CGRect(origin: origin, size: size)
            layoutIfNeeded()
        }
        return coordinator
    }
}
