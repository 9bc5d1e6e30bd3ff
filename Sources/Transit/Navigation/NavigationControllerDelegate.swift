import Foundation

/// The delegate of a navigation controller (`UINavigationControllerDelegate`): told when a
/// controller is about to show and has shown, and asked for a custom animator and interaction
/// controller for each push and pop. Every method is optional; the defaults do nothing and return
/// `nil`, which selects the built-in `NavigationSlideAnimator` and no custom interaction.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called just before the controller shows `viewController`'s view, after the stack changed
    /// (`navigationController(_:willShow:animated:)`).
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool)
    /// Called after `viewController`'s view is shown and its transition has completed
    /// (`navigationController(_:didShow:animated:)`). Not called for a cancelled interactive pop.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool)
    /// The animator for a push or pop from `fromVC` to `toVC`
    /// (`navigationController(_:animationControllerFor:from:to:)`); `nil` uses the built-in slide.
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller for a transition run by `animationController`
    /// (`navigationController(_:interactionControllerFor:)`). Asked whenever the delegate vended an
    /// animator; returning one makes the transition interactive. For the edge-swipe pop, `nil`
    /// lets the controller drive the animator with its own percent-driven interaction.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    )
        -> ViewControllerInteractiveTransitioning?
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        nil
    }
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        nil
    }
}
