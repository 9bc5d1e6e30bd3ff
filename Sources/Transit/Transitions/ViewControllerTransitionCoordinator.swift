import Foundation

/// What a transition coordinator tells about the transition in progress
/// (`UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated (`isAnimated`).
    var isAnimated: Bool { get }
    /// The modal presentation style, `.none` for container transitions (`presentationStyle`).
    var presentationStyle: ModalPresentationStyle { get }
    /// Whether the transition started interactively (`initiallyInteractive`).
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (`isInterruptible`): its animator provides an
    /// interruptible animator.
    var isInterruptible: Bool { get }
    /// Whether the transition is being driven interactively now (`isInteractive`).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (`isCancelled`).
    var isCancelled: Bool { get }
    /// The animator's duration (`transitionDuration`).
    var transitionDuration: TimeInterval { get }
    /// The interactive progress, 0…1 (`percentComplete`).
    var percentComplete: CGFloat { get }
    /// The completion speed of the interaction controller (`completionVelocity`).
    var completionVelocity: CGFloat { get }
    /// The completion curve of the interaction controller (`completionCurve`).
    var completionCurve: AnimationCurve { get }
    /// A view controller of the transition (`viewController(forKey:)`).
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// A view of the transition (`view(forKey:)`).
    func view(forKey key: TransitionContextViewKey) -> View?
    /// The container view of the transition (`containerView`).
    var containerView: View { get }
    /// The rotation applied during the transition (`targetTransform`).
    var targetTransform: CGAffineTransform { get }
}

/// The object that lets other code run animations alongside a transition and learn when it ends
/// (`UIViewControllerTransitionCoordinator`), reachable as `transitionCoordinator` on the view
/// controllers involved while the transition runs.
@MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition's own animations (with its duration and timing,
    /// scrubbed with it when interactive) and `completion` after the transition ends
    /// (`animate(alongsideTransition:completion:)`). Returns `false` if the animation could not be
    /// queued (the transition has already ended).
    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Like `animate(alongsideTransition:completion:)` for a view outside the container
    /// (`animateAlongsideTransition(in:animation:completion:)`).
    @discardableResult
    func animateAlongsideTransition(
        in view: View?,
        animation: (@MainActor (ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` each time the transition goes from interactive to non-interactive
    /// (`notifyWhenInteractionChanges(_:)`).
    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
    /// `animateAlongsideTransition(in: nil, animation:completion:)`: the default for coordinators
    /// whose alongside animations need no particular view.
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }
}
