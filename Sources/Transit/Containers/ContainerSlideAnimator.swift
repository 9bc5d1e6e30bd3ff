import Foundation

/// The default animator of `ContainerViewController` (objc.io #12's `PrivateAnimatedTransition`):
/// the outgoing child slides out by the container's width plus 16 pt of padding and fades to 0,
/// while the incoming one slides in from the other side and fades in, on a spring with damping
/// 0.75 and initial velocity 0.5 over 1 s. The direction comes from the context's frames: the
/// incoming view travels from its initial frame toward its final one.
@MainActor
public final class ContainerSlideAnimator: ViewControllerAnimatedTransitioning {
    /// The padding added to the travel distance (16 pt).
    public static let childViewPadding: CGFloat = 16
    /// The spring's damping ratio (0.75).
    public static let damping: CGFloat = 0.75
    /// The spring's initial velocity (0.5).
    public static let initialSpringVelocity: CGFloat = 0.5
    /// The duration (1 s).
    public static let duration: TimeInterval = 1

    /// Creates the animator.
    public init() {}

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    public func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            transitionContext.viewController(forKey: .from) != nil
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let goingRight = transitionContext.initialFrame(for: toVC).origin.x < transitionContext.finalFrame(for: toVC).origin.x
        let travelDistance = transitionContext.containerView.bounds.width + Self.childViewPadding
        let travel = CGAffineTransform(translationX: goingRight ? travelDistance : -travelDistance, y: 0)
        // Only the views the context hands over move (a presentation that keeps the presenter on
        // screen hands over no from view), and both leave as they came: identity, opaque.
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        if let toView {
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            toView.transform = travel.inverted()
        }
        View.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: Self.damping, initialSpringVelocity: Self.initialSpringVelocity,
            options: [],
            animations: {
                fromView?.transform = travel
                fromView?.alpha = 0
                toView?.transform = .identity
                toView?.alpha = 1
            },
            completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if completed { fromView?.removeFromSuperview() } else { toView?.removeFromSuperview() }
                for view in [fromView, toView].compactMap({ $0 }) {
                    view.transform = .identity
                    view.alpha = 1
                }
                transitionContext.completeTransition(completed)
            })
    }
}
