import Foundation

/// The delegate of a `ContainerViewController` (objc.io #12's `ContainerViewControllerDelegate`,
/// with the interactive follow-up's interaction-controller method). Every method is optional.
@MainActor
public protocol ContainerViewControllerDelegate: AnyObject {
    /// Called after the user selected a child, at the start of the switch
    /// (`containerViewController(_:didSelect:)`).
    func containerViewController(_ containerViewController: ContainerViewController, didSelect viewController: ViewController)
    /// The animator for switching children; `nil` uses the container's default slide-and-fade
    /// spring (`containerViewController(_:animationControllerForTransitionFrom:to:)`).
    func containerViewController(
        _ containerViewController: ContainerViewController,
        animationControllerForTransitionFrom fromViewController: ViewController,
        to toViewController: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller for an interactive switch driven by the container's pan
    /// gesture; `nil` uses the container's own percent-driven interaction
    /// (`containerViewController(_:interactionControllerFor:)`).
    func containerViewController(
        _ containerViewController: ContainerViewController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
}

extension ContainerViewControllerDelegate {
    public func containerViewController(
        _ containerViewController: ContainerViewController, didSelect viewController: ViewController
    ) {}
    public func containerViewController(
        _ containerViewController: ContainerViewController,
        animationControllerForTransitionFrom fromViewController: ViewController,
        to toViewController: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    public func containerViewController(
        _ containerViewController: ContainerViewController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
}
