import Foundation
import Testing
@testable import Transit
import TransitTesting

/// A host whose root is a navigation controller with `root` at the bottom of its stack, in a
/// 390 × 844 pt window (scale 1) with the iPhone's 47 pt top and 34 pt bottom safe-area insets.
@MainActor
func makeNavigationHost(root: ViewController) -> (TestHost, NavigationController) {
    let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
    host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let navigation = NavigationController(rootViewController: root)
    navigation.title = "Nav"
    host.window.rootViewController = navigation
    host.window.makeKeyAndVisible()
    host.advance(by: 1.0 / 60)
    host.timeline.removeAll()
    return (host, navigation)
}

/// A navigation delegate that vends `animator` (if any) and `interaction` (if any), and records
/// `willShow`/`didShow` (the controller also records every delegate call in the timeline).
@MainActor
final class RecordingNavigationDelegate: NavigationControllerDelegate {
    var animator: (@MainActor (NavigationController.Operation) -> ViewControllerAnimatedTransitioning?)?
    var interaction: ViewControllerInteractiveTransitioning?
    var shown: [String] = []
    var operations: [NavigationController.Operation] = []

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {
        shown.append(viewController.timelineName)
    }
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return animator?(operation)
    }
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Moves the "to" view from its initial to its final frame (and the "from" view likewise) with a
/// linear curve over `duration`, so positions are easy to predict; completes with
/// `!transitionWasCancelled`.
@MainActor
final class LinearSlideAnimator: ViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(duration: TimeInterval = 1) { self.duration = duration }
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { duration }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.initialFrame(for: toVC)
        View.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                toView.frame = transitionContext.finalFrame(for: toVC)
                fromView.frame = transitionContext.finalFrame(for: fromVC)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

extension NavigationController {
    /// The titles of the stack, bottom first.
    var titles: [String] { viewControllers.map(\.timelineName) }
    /// The titles of the bar's items as the bar shows them (an item's title, else its controller's).
    var barTitles: [String] { (navigationBar.items ?? []).map { navigationBar.title(for: $0) ?? "?" } }
    /// The text of the bar's title label and back button now.
    var shownBarTitle: String? { navigationBar.contentView?.titleLabel.text }
    var shownBackTitle: String? { navigationBar.contentView?.backButton?.currentTitle }
}

extension CallbackTimeline {
    /// The appearance, containment and delegate calls, in order (no layout, no loading, no
    /// animator calls): what DESIGN §4 pins.
    var navigationCalls: [String] {
        calls.filter { call in
            ["view", "Move(toParent", "navigationController("].contains { call.contains($0) }
                && !call.contains("Layout") && !call.contains("viewDidLoad")
        }
    }
}
