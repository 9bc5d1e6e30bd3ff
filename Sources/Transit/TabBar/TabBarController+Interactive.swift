import Foundation

/// Interactive tab switching (Transit extension; UIKit apps build it from a pan and the
/// delegate's interaction controller, which is what this does for them).
extension TabBarController {
    /// How far, as a fraction of the content width, the projected release position must carry
    /// the switch for it to finish (0.5).
    public static let interactiveCompletionThreshold: CGFloat = 0.5

    /// A horizontal pan across the content area that switches to the neighbouring tab
    /// interactively (Transit extension). A finger moving left reveals the next tab, moving right
    /// the previous one. It works when the delegate vends an animator for the switch — the
    /// interaction controller is then the delegate's `tabBarController(_:interactionControllerFor:)`,
    /// or the controller's own `PercentDrivenInteractiveTransition` — or, without one, when
    /// `selectionTransition` is `.crossDissolve` (the pan scrubs the cross-fade). The pan drives any percent-driven
    /// interaction with progress `|translation| / width`, and on release finishes when the
    /// translation plus the velocity's projected distance
    /// (`DecelerationRate.normal.projectedDistance`) exceeds half the width, else cancels; a
    /// cancelled gesture always cancels. `shouldSelect` is asked before the switch begins. Begun
    /// while a switch runs on its own, it catches that switch instead (see
    /// `TabBarController+Grab.swift`).
    /// Disable it (`isEnabled = false`) when the content has horizontal gestures of its own.
    public var interactivePanGestureRecognizer: PanGestureRecognizer { panStorage }

    func handlePan(_ pan: PanGestureRecognizer) {
        let width = max(1, transitionView.bounds.width)
        let translation = pan.translation(in: transitionView)
        switch pan.state {
        case .began:
            if beginSwitchGrab(translation: translation.x, width: width) { return }
            guard !transitionRunner.isBusy, let controllers = viewControllersStorage,
                let current = selectedStorage, let index = controllers.firstIndex(where: { $0 === current })
            else { return }
            let velocity = pan.velocity(in: transitionView)
            let dx = translation.x != 0 ? translation.x : velocity.x
            let dy = translation.y != 0 ? translation.y : velocity.y
            guard abs(dx) >= abs(dy), dx != 0 else { return }
            let target = dx < 0 ? index + 1 : index - 1
            guard controllers.indices.contains(target) else { return }
            let toVC = controllers[target]
            if let delegate, !delegate.tabBarController(self, shouldSelect: toVC) { return }
            panDirection = dx < 0 ? -1 : 1
            drivenInteraction = PercentDrivenInteractiveTransition()
            transitionRunner.submit(.pan(toVC))
        case .changed:
            if moveSwitchGrab(translation: translation.x) { return }
            guard let interaction = drivenInteraction, transitionRunner.running != nil else { return }
            interaction.update(max(0, translation.x * panDirection) / width)
        case .ended, .cancelled, .failed:
            if endSwitchGrab(
                translation: translation.x, velocity: pan.velocity(in: transitionView).x,
                released: pan.state == .ended)
            {
                return
            }
            guard let interaction = drivenInteraction, transitionRunner.running != nil else { return }
            let velocity = pan.velocity(in: transitionView).x * panDirection
            let projected =
                max(0, translation.x * panDirection)
                + DecelerationRate.normal.projectedDistance(initialVelocity: velocity)
            if pan.state == .ended, projected / width > Self.interactiveCompletionThreshold {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }
}
