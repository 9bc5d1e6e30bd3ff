import Foundation

/// The delegate of a `TabBarController` (`UITabBarControllerDelegate`). Every method is optional.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab the user picked (by tapping its item, or by the interactive pan) should be
    /// selected (`tabBarController(_:shouldSelect:)`); `true` by default. Not asked for
    /// programmatic changes of `selectedIndex` / `selectedViewController`, as in UIKit.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected a tab (`tabBarController(_:didSelect:)`): called once the selection took
    /// effect — right after an animated switch began, or after an unanimated one finished. Not
    /// called for programmatic changes, as in UIKit. Called also when the user taps the tab that
    /// is already selected.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The animator for switching from one tab to another
    /// (`tabBarController(_:animationControllerForTransitionFrom:to:)`); `nil` (the default) switches
    /// without animation, as UIKit does.
    func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller for a switch (`tabBarController(_:interactionControllerFor:)`),
    /// asked only when an animator was returned; `nil` (the default) makes a tapped switch
    /// non-interactive, and makes a switch started by the controller's interactive pan use the
    /// controller's own percent-driven interaction.
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    )
        -> ViewControllerInteractiveTransitioning?
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    )
        -> ViewControllerInteractiveTransitioning?
    { nil }
}
