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
        guard let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        // Only the views the context hands over take part: in a presentation that keeps the
        // presenter on screen (`view(forKey: .from)` is nil) the presenter's view stays where it
        // is, and a dismissal that reveals nothing new fades the dismissed view out.
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let fromView, fromView.superview == nil { container.addSubview(fromView) }
        if let toView {
            container.addSubview(toView)
            let final = transitionContext.finalFrame(for: toVC)
            if final != .zero { toView.frame = final }
            toView.alpha = 0
        }
        View.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if let toView { toView.alpha = 1 } else { fromView?.alpha = 0 }
            },
            completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if completed { fromView?.removeFromSuperview() } else { toView?.removeFromSuperview() }
                // Views leave as they came: fully opaque.
                fromView?.alpha = 1
                toView?.alpha = 1
                transitionContext.completeTransition(completed)
            })
    }
}

extension ViewControllerAnimatedTransitioning where Self == FadeTransition {
    /// A cross-fade of `duration` seconds (2 by default).
    public static func fade(duration: TimeInterval = 2) -> FadeTransition { FadeTransition(duration: duration) }
}
