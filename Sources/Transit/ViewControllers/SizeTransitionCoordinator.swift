import Foundation

/// The transition coordinator UIKit hands to `viewWillTransition(to:with:)` when a window changes
/// size (a rotation or a window resize).
///
/// As in UIKit, it is not interactive, not interruptible, never cancelled, and has no from/to
/// view controllers or views; its container view is the window. Animations added with
/// `animate(alongsideTransition:completion:)` while the controllers are told about the size run
/// in the same animation block as the size change (same duration and ease-in-out curve), and
/// completion blocks run, in the order they were added, once that block ends. With a zero
/// duration the change and the alongside animations apply at once and completions run straight
/// away.
@MainActor
public final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
    /// The window whose size changes.
    public let containerView: View
    /// The duration of the size change (`transitionDuration`).
    public let transitionDuration: TimeInterval
    /// The rotation applied by the size change, identity for a plain resize (`targetTransform`).
    public let targetTransform: CGAffineTransform
    /// Whether the size change has ended.
    public private(set) var isFinished = false

    private var queued: [@MainActor (ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [@MainActor (ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var isRunning = false
    private var startTime: TimeInterval = 0

    /// Creates a coordinator for a size change of `containerView`'s window.
    init(containerView: View, duration: TimeInterval, targetTransform: CGAffineTransform) {
        self.containerView = containerView
        self.transitionDuration = duration
        self.targetTransform = targetTransform
    }

    // MARK: ViewControllerTransitionCoordinatorContext

    public var isAnimated: Bool { transitionDuration > 0 }
    public var presentationStyle: ModalPresentationStyle { .none }
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var isInteractive: Bool { false }
    public var isCancelled: Bool { false }
    /// 0 until the size change ends, then 1 (a size change is never driven interactively).
    public var percentComplete: CGFloat { isFinished ? 1 : 0 }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: AnimationCurve { .easeInOut }
    /// `nil`: a size change has no from or to view controller.
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { nil }
    /// `nil`: a size change has no from or to view.
    public func view(forKey key: TransitionContextViewKey) -> View? { nil }

    // MARK: ViewControllerTransitionCoordinator

    /// Queues `animation` and `completion` like `animate(alongsideTransition:completion:)`; the
    /// view is not needed, since the whole window changes size.
    public func animateAlongsideTransition(
        in view: View?,
        animation: (@MainActor (ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isFinished else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if isRunning {
            // Added while the change animates: animate over what is left of it.
            let elapsed = (containerView.window?.animationEngine.currentTime ?? startTime) - startTime
            View.animate(
                withDuration: max(0, transitionDuration - elapsed), delay: 0, options: [],
                animations: { animation(self) })
        } else {
            queued.append(animation)
        }
        return true
    }

    /// Never calls `handler`: a size change is never interactive.
    public func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (ViewControllerTransitionCoordinatorContext) -> Void)
    {}

    // MARK: Running

    /// Applies `change` together with the queued alongside animations, animated over the
    /// duration (or at once for a zero duration), then runs the completion blocks.
    func run(_ change: @escaping @MainActor () -> Void) {
        guard !isRunning, !isFinished else { return }
        isRunning = true
        startTime = containerView.window?.animationEngine.currentTime ?? 0
        let alongside = queued
        queued.removeAll()
        let apply = {
            change()
            for animation in alongside { animation(self) }
        }
        if transitionDuration > 0 {
            View.animate(
                withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut],
                animations: apply, completion: { _ in self.finish() })
        } else {
            View.performWithoutAnimation(apply)
            finish()
        }
    }

    private func finish() {
        guard !isFinished else { return }
        isRunning = false
        isFinished = true
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
