import Foundation

/// The built-in push and pop animation of `NavigationController`, used when its delegate vends
/// no animator (the system's navigation transition).
///
/// Push: the incoming view slides over from the right edge (its initial frame, one width to the
/// right) to its final frame, casting a shadow of its bounds on its left edge, while the
/// outgoing view moves left by `parallaxFraction` (30 %) of the width under a black dimming
/// view fading in to `dimmingAlpha` (0.1). Pop mirrors it: the outgoing view slides off to the
/// right and the revealed one comes back from 30 % to the left as the dimming fades out.
///
/// Timing: a critically damped spring that settles (within 0.001 of its target) in `duration`,
/// which is the settling time of the system spring `SpringTimingParameters()` (mass 3, stiffness
/// 1000, damping 500, ζ ≈ 4.56 treated as critically damped: ω₀ = √(1000/3) ≈ 18.26 s⁻¹, settling
/// in ≈ 0.506 s). Positions follow `1 − (1 + ω₀t)·e^(−ω₀t)` and never overshoot. Interactive pops
/// scrub these block animations through the percent-driven interaction.
@MainActor
public final class NavigationSlideAnimator: ViewControllerAnimatedTransitioning {
    /// How far the lower view moves, as a fraction of the container's width (0.3).
    public static let parallaxFraction: CGFloat = 0.3
    /// The opacity of the dimming over the lower view when fully covered (0.1).
    public static let dimmingAlpha: CGFloat = 0.1
    /// The shadow on the upper view's left edge: opacity 0.25, radius 6 pt, offset −3 pt.
    public static let shadowOpacity: CGFloat = 0.25
    /// The shadow's blur radius (6 pt).
    public static let shadowRadius: CGFloat = 6
    /// The shadow's horizontal offset (−3 pt, toward the left edge).
    public static let shadowOffset = CGSize(width: -3, height: 0)
    /// The duration: the settling time of `SpringTimingParameters()` (≈ 0.506 s).
    public static var duration: TimeInterval { SpringTimingParameters().settlingDuration ?? 0.5 }

    /// The transition this animator runs: `.push` or `.pop` (`.none` animates like a push).
    public let operation: NavigationController.Operation

    /// Creates the animator for a push or pop.
    public init(operation: NavigationController.Operation) {
        self.operation = operation
    }

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    public func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        // Both views must be handed over (a push or pop, or a presentation that removes the
        // presenter); otherwise the views are left as they are and the transition completes.
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            Self.completeWithoutSliding(transitionContext)
            return
        }
        let container = transitionContext.containerView
        let pop = operation == .pop
        let bounds = container.bounds
        func frame(_ rect: CGRect, or fallback: CGRect) -> CGRect { rect == .zero ? fallback : rect }
        let toStart = frame(transitionContext.initialFrame(for: toVC), or: bounds)
        let toEnd = frame(transitionContext.finalFrame(for: toVC), or: bounds)
        let fromEnd = frame(transitionContext.finalFrame(for: fromVC), or: bounds)
        if fromView.superview !== container { container.addSubview(fromView) }
        let dimming = View(frame: bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let upper = pop ? fromView : toView
        View.performWithoutAnimation {
            toView.frame = toStart
            dimming.alpha = pop ? Self.dimmingAlpha : 0
        }
        if pop {
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(dimming, belowSubview: fromView)
        } else {
            container.addSubview(dimming)
            container.addSubview(toView)
        }
        let restoreShadow = Self.castShadow(from: upper, in: container)
        View.animate(
            withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [],
            animations: {
                toView.frame = toEnd
                fromView.frame = fromEnd
                dimming.alpha = pop ? 0 : Self.dimmingAlpha
            },
            completion: { _ in
                dimming.removeFromSuperview()
                restoreShadow()
                let completed = !transitionContext.transitionWasCancelled
                if completed { fromView.removeFromSuperview() } else { toView.removeFromSuperview() }
                transitionContext.completeTransition(completed)
            })
    }

    /// Completes a transition that does not hand over both views: the incoming view, if any,
    /// goes to its final frame in the container; nothing slides.
    private static func completeWithoutSliding(_ transitionContext: ViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
            let final = transitionContext.finalFrame(for: toVC)
            if final != .zero { toView.frame = final }
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    /// Gives the upper view the slide's shadow on its leading edge; returns what puts its own
    /// shadow back. The shadow's shape is the view's bounds (`shadowPath`), as apps give a
    /// rectangular view's shadow, so it is cast without drawing the view offscreen.
    private static func castShadow(from upper: View, in container: View) -> @MainActor () -> Void {
        let saved = (upper.layer.shadowColor, upper.layer.shadowOpacity, upper.layer.shadowRadius, upper.layer.shadowOffset)
        let savedPath = upper.layer.shadowPath
        View.performWithoutAnimation {
            upper.layer.shadowPath = CGPath(rect: upper.bounds)
            upper.layer.shadowColor = .black
            upper.layer.shadowOpacity = shadowOpacity
            upper.layer.shadowRadius = shadowRadius
            // The shadow falls on the upper view's leading edge.
            upper.layer.shadowOffset =
                container.isRightToLeft
                ? CGSize(width: -shadowOffset.width, height: shadowOffset.height) : shadowOffset
        }
        return {
            View.performWithoutAnimation {
                upper.layer.shadowColor = saved.0
                upper.layer.shadowOpacity = saved.1
                upper.layer.shadowRadius = saved.2
                upper.layer.shadowOffset = saved.3
                upper.layer.shadowPath = savedPath
            }
        }
    }
}
