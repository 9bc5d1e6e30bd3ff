import Foundation

/// Slides a side menu in from the left edge and back out (the `SlideMenuAnimator` of MR SHIH's "iOS 實作SlideMenu"): one
/// class for both directions, told which by `presenting`.
///
/// Presenting, the menu starts one width to the left of its final frame and slides to it;
/// dismissing, it slides from where it is to one width to the left. (The original computes
/// the dismissal from `finalFrame(for:)` of the dismissed controller, which UIKit reports as
/// `.zero`, so on a device the menu shrinks into the corner; this port slides it out as the original
/// describes.)
@MainActor
public final class SlideMenuAnimator: ViewControllerAnimatedTransitioning {
    /// Whether this animator presents (`true`) or dismisses the menu.
    public var presenting: Bool
    /// The duration in seconds (0.3 by default).
    public var duration: TimeInterval

    /// Creates the animator.
    public init(presenting: Bool, duration: TimeInterval = 0.3) {
        self.presenting = presenting
        self.duration = duration
    }

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let fromViewStartFrame = transitionContext.initialFrame(for: fromVC)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)

        if presenting, let toView {
            containerView.addSubview(toView)
            toView.frame = toViewFinalFrame.offsetBy(dx: -toViewFinalFrame.width, dy: 0)
        } else if let fromView {
            fromView.frame = fromViewStartFrame
        }
        View.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if self.presenting {
                    toView?.frame = toViewFinalFrame
                } else {
                    fromView?.frame = fromViewStartFrame.offsetBy(dx: -fromViewStartFrame.width, dy: 0)
                }
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
