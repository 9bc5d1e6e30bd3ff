import Foundation

/// An object that drives a transition interactively (`UIViewControllerInteractiveTransitioning`).
@MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive part of the transition (`startInteractiveTransition(_:)`).
    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
    /// How fast the non-interactive remainder runs, relative to the animator's duration
    /// (`completionSpeed`; default 1).
    var completionSpeed: CGFloat { get }
    /// The timing curve of the non-interactive remainder (`completionCurve`; default `.easeInOut`).
    var completionCurve: AnimationCurve { get }
    /// Whether the transition starts interactively (`wantsInteractiveStart`; default `true`). When
    /// `false`, an interruptible transition starts animating and the interaction can take over.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
