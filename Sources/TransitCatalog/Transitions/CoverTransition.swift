import Foundation

/// A screen that slides in over the current one from an edge, and back out to it (UIKit's
/// `coverVertical` generalised to any edge).
///
/// Presenting (or pushing), the incoming view starts just outside `edge` and slides to its final
/// frame; dismissing (or popping), the outgoing view slides from where it is to just outside
/// `edge`. Frames come from the context (`finalFrame(for:)`, `initialFrame(for:)`), falling back
/// to the container's bounds where the context has none. Cancelled transitions put the views back
/// and remove the incoming one.
@MainActor
public final class CoverTransition: ViewControllerAnimatedTransitioning {
    /// The edge the screen comes from and leaves to.
    public let edge: RectEdge
    /// The duration in seconds.
    public let duration: TimeInterval
    /// Whether the transition brings the screen in (`true`) or takes it out.
    public let isPresenting: Bool
    /// The timing curve.
    public let curve: AnimationCurve

    /// Creates a cover transition. Only one edge is used: the first of bottom, top, left, right
    /// present in `edge` (bottom when empty). Negative or non-finite durations are treated as 0.
    public init(
        from edge: RectEdge = .bottom, duration: TimeInterval = 0.5, isPresenting: Bool = true,
        curve: AnimationCurve = .easeInOut
    ) {
        self.edge = [RectEdge.bottom, .top, .left, .right].first { edge.contains($0) } ?? .bottom
        self.duration = duration.isFinite && duration >= 0 ? duration : 0
        self.isPresenting = isPresenting
        self.curve = curve
    }

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// `frame` moved just outside `edge` of `bounds`.
    func offscreen(_ frame: CGRect, in bounds: CGRect) -> CGRect {
        switch edge {
        case .top: frame.offsetBy(dx: 0, dy: bounds.minY - frame.maxY)
        case .left: frame.offsetBy(dx: bounds.minX - frame.maxX, dy: 0)
        case .right: frame.offsetBy(dx: bounds.maxX - frame.minX, dy: 0)
        default: frame.offsetBy(dx: 0, dy: bounds.maxY - frame.minY)
        }
    }

    public func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: TransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let vc = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        // Only a view the context hands over moves: without one (a presentation that keeps the
        // presenter on screen, used the other way round) nothing is moved.
        guard let moving = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        var shown = isPresenting ? transitionContext.finalFrame(for: vc) : transitionContext.initialFrame(for: vc)
        if shown == .zero { shown = isPresenting ? container.bounds : moving.frame }
        let hidden = offscreen(shown, in: container.bounds)
        if isPresenting {
            container.addSubview(moving)
            moving.frame = hidden
        } else if let toView = transitionContext.view(forKey: .to), toView.superview == nil {
            container.insertSubview(toView, at: 0)
        }
        let presenting = isPresenting
        View.animate(
            withDuration: duration, delay: 0, options: View.AnimationOptions(rawValue: UInt(curve.rawValue) << 16),
            animations: { moving.frame = presenting ? shown : hidden },
            completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if presenting && !completed { moving.removeFromSuperview() }
                transitionContext.completeTransition(completed)
            })
    }
}

extension ViewControllerAnimatedTransitioning where Self == CoverTransition {
    /// A screen sliding in from `edge` over `duration` seconds.
    public static func cover(from edge: RectEdge = .bottom, duration: TimeInterval = 0.5) -> CoverTransition {
        CoverTransition(from: edge, duration: duration, isPresenting: true)
    }

    /// A screen sliding out to `edge` over `duration` seconds.
    public static func uncover(to edge: RectEdge = .bottom, duration: TimeInterval = 0.5) -> CoverTransition {
        CoverTransition(from: edge, duration: duration, isPresenting: false)
    }
}
