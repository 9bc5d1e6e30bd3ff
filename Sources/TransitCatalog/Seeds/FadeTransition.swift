import Foundation
@_exported import Transit

/// A cross-fade between two screens (iOS 7 Day-by-Day, day 10: the navigation fade): both views
/// go into the container, the incoming one fades from alpha 0 to 1 over the duration (2 s by
/// default, as in the article), then the outgoing one is removed and the transition completes.
///
/// Interactive and cancellable: a cancelled fade removes the incoming view and keeps the outgoing
/// one.
@MainActor
public final class FadeTransition: ViewControllerAnimatedTransitioning {
    /// The duration in seconds.
    public let duration: TimeInterval

    /// Creates a fade of `duration` seconds (2 by default). Negative or non-finite durations are
    /// treated as 0.
    public init(duration: TimeInterval = 2) {
        self.duration = duration.isFinite && duration >= 0 ? duration : 0
    }

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from) ?? fromVC.view!
        let toView = transitionContext.view(forKey: .to) ?? toVC.view!
        container.addSubview(fromView)
        container.addSubview(toView)
        let final = transitionContext.finalFrame(for: toVC)
        if final != .zero { toView.frame = final }
        toView.alpha = 0
        View.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if completed {
                fromView.removeFromSuperview()
            } else {
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(completed)
        })
    }
}

extension ViewControllerAnimatedTransitioning where Self == FadeTransition {
    /// A cross-fade of `duration` seconds (2 by default).
    public static func fade(duration: TimeInterval = 2) -> FadeTransition { FadeTransition(duration: duration) }
}
