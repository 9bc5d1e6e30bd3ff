import Foundation
import Testing
@testable import Transit
import TransitTesting

/// Slides the old tab out to the left and the new one in from the right, linearly over
/// `duration`, and records the context's frames.
@MainActor
final class TabSlideAnimator: ViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    var frames: [String: CGRect] = [:]
    init(duration: TimeInterval = 0.5) { self.duration = duration }
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { duration }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        frames["from.initial"] = transitionContext.initialFrame(for: fromVC)
        frames["from.final"] = transitionContext.finalFrame(for: fromVC)
        frames["to.initial"] = transitionContext.initialFrame(for: toVC)
        frames["to.final"] = transitionContext.finalFrame(for: toVC)
        let final = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.addSubview(toView)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        View.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                fromView.frame = final.offsetBy(dx: -final.width, dy: 0)
                toView.frame = final
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A tab bar controller delegate that records its calls in the controller's timeline, can veto
/// selections and vends `animator` (nil: no animation).
@MainActor
final class RecordingTabDelegate: TabBarControllerDelegate {
    var animator: TabSlideAnimator?
    var vetoed: Set<String> = []
    func record(_ tabs: TabBarController, _ call: String) { tabs.callbackTimeline?.record("delegate", call) }
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        record(tabBarController, "shouldSelect(\(viewController.timelineName))")
        return !vetoed.contains(viewController.timelineName)
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        record(tabBarController, "didSelect(\(viewController.timelineName))")
    }
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        record(tabBarController, "animationController(\(fromVC.timelineName)→\(toVC.timelineName))")
        return animator
    }
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        record(tabBarController, "interactionController")
        return nil
    }
}

/// A tab bar controller with tabs A, B, C on screen in a 390 × 844 window; the timeline is
/// cleared and every tab's view is loaded (so the switch timelines hold only the switch).
@MainActor
func makeTabs(animator: TabSlideAnimator? = nil) -> (TabBarController, RecordingTabDelegate, TestHost, [NamedController]) {
    let tabs = RetainingTabBarController()
    let controllers = [NamedController("A", color: .red), NamedController("B", color: .green), NamedController("C", color: .blue)]
    tabs.viewControllers = controllers
    let delegate = RecordingTabDelegate()
    delegate.animator = animator
    tabs.delegate = delegate
    tabs.retainedDelegate = delegate
    for vc in controllers { vc.loadViewIfNeeded() }
    let host = makeHost(root: tabs)
    return (tabs, delegate, host, controllers)
}

/// The centre of tab `index`'s item, in window coordinates.
@MainActor
func itemCenter(_ tabs: TabBarController, _ index: Int) -> CGPoint {
    let frame = tabs.tabBar.convert(tabs.tabBar.itemFrame(at: index) ?? .zero, to: nil)
    return CGPoint(x: frame.midX, y: frame.midY)
}

/// A tab bar controller that keeps its (weakly held) delegate alive for the test.
@MainActor
final class RetainingTabBarController: TabBarController {
    var retainedDelegate: TabBarControllerDelegate?
}

extension CallbackTimeline {
    /// The transition calls without control actions (a tap on a tab records its item's action).
    var switchCalls: [String] { transitionCalls.filter { !$0.contains(".action(") } }
}
