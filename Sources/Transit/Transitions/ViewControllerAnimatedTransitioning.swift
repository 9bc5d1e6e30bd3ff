import Foundation

/// An object that animates a transition (`UIViewControllerAnimatedTransitioning`).
///
/// UIKit animator code ports as is: implement `transitionDuration(using:)` and
/// `animateTransition(using:)`, call `completeTransition(_:)` on the context when done.
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the transition in seconds (`transitionDuration(using:)`). Interaction
    /// controllers use it to map progress to time.
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the animations (`animateTransition(using:)`).
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    /// The animator that drives the transition, for interruptible transitions
    /// (`interruptibleAnimator(using:)`). Must return the same object for the whole transition.
    /// Optional in UIKit; the default returns `nil`, and the transition is then not interruptible.
    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating?
    /// Called after the transition ends (`animationEnded(_:)`), last of all its callbacks.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// Not interruptible by default.
    public func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating? {
        nil
    }
    /// Does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
