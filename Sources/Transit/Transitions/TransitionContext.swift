import Foundation

/// A ready-made transition context (`UIViewControllerContextTransitioning`) for containers:
/// Transit's presentations, navigation and tab bar controllers use it, and so can custom
/// containers (the private context of objc.io's container example is this class).
///
/// The container fills in the controllers, views, frames and a `completion` closure, then hands
/// the context to the animator. `completeTransition(_:)` counts once: it calls `completion` with
/// the result (`didComplete && !transitionWasCancelled` is *not* enforced: the animator's word is
/// final, as in UIKit), and later calls are reported as `transition.completedTwice`.
/// Interactive progress and state changes are forwarded to `interactionObserver` (the transition
/// coordinator).
@MainActor
public final class TransitionContext: ViewControllerContextTransitioning {
    public let containerView: View
    public let isAnimated: Bool
    public internal(set) var isInteractive: Bool
    public internal(set) var transitionWasCancelled = false
    public let presentationStyle: ModalPresentationStyle
    public var targetTransform: CGAffineTransform = .identity

    /// The progress last reported through `updateInteractiveTransition(_:)`, 0…1.
    public private(set) var percentComplete: CGFloat = 0
    /// Whether `completeTransition(_:)` was called.
    public private(set) var isCompleted = false
    /// What the animator passed to `completeTransition(_:)`, once it has.
    public private(set) var didComplete: Bool?
    /// Whether the transition was ended by `forceCompletion(_:)` rather than by its animator.
    var wasForced = false

    /// Called once, by the first `completeTransition(_:)`, with the animator's result. The
    /// container finishes the transition here (views, containment, appearance, completions).
    public var completion: (@MainActor (Bool) -> Void)?
    /// Told about interactive updates, finish, cancel and pause (the transition coordinator).
    weak var interactionObserver: TransitionCoordinator?
    /// Names the animator in diagnostics.
    var animatorName = "animator"

    private let fromViewController: ViewController?
    private let toViewController: ViewController?
    private let fromView: View?
    private let toView: View?
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]

    /// Creates a context.
    /// - Parameters:
    ///   - containerView: the superview of the views in the transition.
    ///   - from: the controller visible at the start.
    ///   - to: the controller visible at the end.
    ///   - fromView: the outgoing view the animator may touch (`view(forKey: .from)`); `nil` for a
    ///     view that must stay where it is (a presenter whose view is not removed).
    ///   - toView: the incoming view the animator may touch (`view(forKey: .to)`); `nil` likewise.
    ///   - isAnimated: the initial `isAnimated`.
    ///   - isInteractive: the initial `isInteractive`.
    ///   - presentationStyle: the modal presentation style; `.none` outside modal presentation.
    public init(
        containerView: View, from: ViewController?, to: ViewController?,
        fromView: View?, toView: View?, isAnimated: Bool = true, isInteractive: Bool = false,
        presentationStyle: ModalPresentationStyle = .none
    ) {
        self.containerView = containerView
        fromViewController = from
        toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.presentationStyle = presentationStyle
    }

    /// Sets the frames `initialFrame(for:)` and `finalFrame(for:)` return for `vc`.
    public func setFrames(for vc: ViewController, initial: CGRect, final: CGRect) {
        initialFrames[ObjectIdentifier(vc)] = initial
        finalFrames[ObjectIdentifier(vc)] = final
    }

    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    public func view(forKey key: TransitionContextViewKey) -> View? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    public func initialFrame(for vc: ViewController) -> CGRect {
        initialFrames[ObjectIdentifier(vc)] ?? .zero
    }

    public func finalFrame(for vc: ViewController) -> CGRect {
        finalFrames[ObjectIdentifier(vc)] ?? .zero
    }

    /// Records interactive progress; NaN is ignored and the value is clamped to 0…1.
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !isCompleted else { return }
        guard !percentComplete.isNaN else {
            report(
                .warning, "transition.nanProgress",
                "updateInteractiveTransition(NaN) from the interaction of \(animatorName) ignored")
            return
        }
        self.percentComplete = min(1, max(0, percentComplete))
        interactionObserver?.contextDidUpdate(self.percentComplete)
    }

    public func finishInteractiveTransition() {
        guard !isCompleted else { return }
        transitionWasCancelled = false
        let wasInteractive = isInteractive
        isInteractive = false
        if wasInteractive { interactionObserver?.contextInteractionDidEnd() }
    }

    public func cancelInteractiveTransition() {
        guard !isCompleted else { return }
        transitionWasCancelled = true
        let wasInteractive = isInteractive
        isInteractive = false
        if wasInteractive { interactionObserver?.contextInteractionDidEnd() }
    }

    public func pauseInteractiveTransition() {
        guard !isCompleted else { return }
        isInteractive = true
        interactionObserver?.contextDidPause()
    }

    public func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            // After a forced completion the animator's own, later call is expected: a note.
            report(
                wasForced ? .note : .warning, "transition.completedTwice",
                "completeTransition(\(didComplete)) called again by \(animatorName); only the first call counts")
            return
        }
        isCompleted = true
        self.didComplete = didComplete
        let completion = self.completion
        self.completion = nil
        completion?(didComplete)
    }

    private func report(_ severity: Diagnostic.Severity, _ code: String, _ message: String) {
        let sink = interactionObserver?.diagnosticSink ?? containerView.diagnostics
        sink.report(Diagnostic(severity, code: code, message))
    }
}
