import Foundation

/// What an animator needs to know about a transition, and how it reports back
/// (`UIViewControllerContextTransitioning`).
///
/// Containers (presentation, navigation, tab bar, custom containers) create the context and hand
/// it to the animator. Always read values from the context, never from cached state: frames,
/// views and the container are only valid for this transition. The animator must call
/// `completeTransition(_:)` exactly once when its animations end, or the interface stays in
/// transition.
@MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view that acts as the superview of the views involved in the transition
    /// (`containerView`). Every animation happens inside it.
    var containerView: View { get }
    /// Whether the transition is animated (`isAnimated`).
    var isAnimated: Bool { get }
    /// Whether the transition is currently driven interactively (`isInteractive`).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (`transitionWasCancelled`). An animator passes
    /// `!transitionWasCancelled` to `completeTransition(_:)`.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition; `.none` for container transitions
    /// (`presentationStyle`).
    var presentationStyle: ModalPresentationStyle { get }
    /// Reports interactive progress, 0…1 (`updateInteractiveTransition(_:)`).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the user finished the interaction (`finishInteractiveTransition()`).
    func finishInteractiveTransition()
    /// Reports that the user cancelled the interaction (`cancelInteractiveTransition()`).
    func cancelInteractiveTransition()
    /// Reports that an interruptible transition was paused (`pauseInteractiveTransition()`).
    func pauseInteractiveTransition()
    /// Ends the transition (`completeTransition(_:)`): `true` if the "to" controller is now
    /// showing, `false` if the transition was cancelled. Only the first call counts; later calls
    /// are reported as diagnostics and ignored.
    func completeTransition(_ didComplete: Bool)
    /// A view controller of the transition (`viewController(forKey:)`).
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// A view of the transition (`view(forKey:)`); `nil` for a view the animator must not touch
    /// (e.g. the presenter's view in a presentation that keeps it).
    func view(forKey key: TransitionContextViewKey) -> View?
    /// The rotation applied during the transition (`targetTransform`); identity when none.
    var targetTransform: CGAffineTransform { get }
    /// The frame of a controller's view at the start (`initialFrame(for:)`); `.zero` when unknown
    /// or when the view is not on screen at the start.
    func initialFrame(for vc: ViewController) -> CGRect
    /// The frame of a controller's view at the end (`finalFrame(for:)`); `.zero` when the view
    /// leaves the screen or its frame is up to the animator.
    func finalFrame(for vc: ViewController) -> CGRect
}
