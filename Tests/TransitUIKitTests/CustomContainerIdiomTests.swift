import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

// A custom container with its own transition context, in the style of the well-known
// "Custom Container View Controller Transitions" article, as written for iOS. The only edit:
// `animator.animationEnded?(…)` (an optional Objective-C method) is called without the `?`.

final class PrivateTransitionContext: NSObject, UIViewControllerContextTransitioning {
    var completionBlock: ((Bool) -> Void)?
    let containerView: UIView
    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .custom }
    var targetTransform: CGAffineTransform { .identity }

    private let viewControllers: [UITransitionContextViewControllerKey: UIViewController]
    private let disappearingFromRect: CGRect
    private let appearingFromRect: CGRect
    private let disappearingToRect: CGRect
    private let appearingToRect: CGRect

    init(from fromViewController: UIViewController, to toViewController: UIViewController, goingRight: Bool) {
        containerView = fromViewController.view.superview!
        viewControllers = [.from: fromViewController, .to: toViewController]
        let travel = (goingRight ? -1 : 1) * containerView.bounds.width
        disappearingFromRect = containerView.bounds
        appearingToRect = containerView.bounds
        disappearingToRect = containerView.bounds.offsetBy(dx: travel, dy: 0)
        appearingFromRect = containerView.bounds.offsetBy(dx: -travel, dy: 0)
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc == viewController(forKey: .from) ? disappearingFromRect : appearingFromRect
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc == viewController(forKey: .from) ? disappearingToRect : appearingToRect
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        viewControllers[key]
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? viewControllers[.from]?.view : viewControllers[.to]?.view
    }

    func completeTransition(_ didComplete: Bool) { completionBlock?(didComplete) }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
}

final class PagerSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from),
            let to = transitionContext.viewController(forKey: .to)
        else { return }
        transitionContext.containerView.addSubview(to.view)
        to.view.frame = transitionContext.initialFrame(for: to)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                from.view.frame = transitionContext.finalFrame(for: from)
                to.view.frame = transitionContext.finalFrame(for: to)
            },
            completion: { finished in
                transitionContext.completeTransition(finished)
            })
    }
}

final class PagerViewController: UIViewController {
    private(set) var selected: UIViewController?

    func show(_ toViewController: UIViewController, goingRight: Bool) {
        guard let fromViewController = selected else {
            addChild(toViewController)
            toViewController.view.frame = view.bounds
            view.addSubview(toViewController.view)
            toViewController.didMove(toParent: self)
            selected = toViewController
            return
        }
        fromViewController.willMove(toParent: nil)
        addChild(toViewController)
        let animator = PagerSlideAnimator()
        let context = PrivateTransitionContext(from: fromViewController, to: toViewController, goingRight: goingRight)
        context.completionBlock = { didComplete in
            fromViewController.view.removeFromSuperview()
            fromViewController.removeFromParent()
            toViewController.didMove(toParent: self)
            animator.animationEnded(didComplete)
            self.selected = toViewController
        }
        animator.animateTransition(using: context)
    }
}

@MainActor @Suite struct CustomContainerIdiomTests {
    @Test func aUserWrittenContextDrivesAnAnimator() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let pager = PagerViewController()
        host.window.rootViewController = pager
        let first = UIViewController(), second = UIViewController()
        pager.show(first, goingRight: true)
        host.runUntilIdle()
        pager.show(second, goingRight: true)
        host.advance(by: 0.15)
        // Mid-way, both pages are on screen, the new one coming in from the right.
        let x = second.view.layer.presentation()!.frame.minX
        expectGreaterThan(x, 0)
        expectLessThan(x, 390)
        host.runUntilIdle()
        expectIdentical(pager.selected, second)
        expectEqual(pager.children, [second])
        expectNil(first.parent)
        expectNil(first.view.superview)
        expectEqual(second.view.frame, pager.view.bounds)
    }
}
