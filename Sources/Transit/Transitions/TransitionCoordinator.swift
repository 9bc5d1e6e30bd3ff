import Foundation

/// Runs one transition in UIKit's order and coordinates everything that rides along with it
/// (`UIViewControllerTransitionCoordinator`'s concrete counterpart).
///
/// The sequence (DESIGN §4): the container has already asked its delegate for the animator and
/// the interaction controller, and created the context; its `TransitionRunner` made this
/// coordinator. `start()` then asks the animator for
/// `transitionDuration(using:)`, and calls `startInteractiveTransition(_:)` on the interaction
/// controller when there is one that wants an interactive start, else `animateTransition(using:)`;
/// alongside animations queued with `animate(alongsideTransition:completion:)` start with the
/// transition. When the animator calls `completeTransition(_:)`, the coordinator runs, in order:
/// the container's `cleanup` (views, containment, appearance), the container's `completion`
/// (the presenter's or pusher's completion block), the coordinator's completion blocks, and last
/// the animator's `animationEnded(_:)`.
///
/// An animator that never calls `completeTransition(_:)` is reported (`transition.stalled`,
/// naming the animator) once the transition has run non-interactively for `stallTimeout` past its
/// duration; `forceCompletion(_:)` then ends it, so a host can always recover.
@MainActor
public final class TransitionCoordinator: ViewControllerTransitionCoordinator {
    /// The context handed to the animator.
    public let context: TransitionContext
    /// The animator.
    public let animator: ViewControllerAnimatedTransitioning
    /// The interaction controller, if the transition may be interactive.
    public let interactionController: ViewControllerInteractiveTransitioning?
    /// The animator's duration, read once at the start (negative or non-finite values become 0).
    public private(set) var transitionDuration: TimeInterval = 0
    /// Extra time, past the duration, that a non-interactive transition may take before it is
    /// reported as stalled. Generous by default (10 s).
    public var stallTimeout: TimeInterval = 10
    /// Whether the transition has ended.
    public private(set) var isFinished = false
    /// Whether a stall was reported.
    public private(set) var didReportStall = false

    /// The container's work when the animator completes: remove or keep views, finish
    /// containment and appearance. Receives the animator's result. Set by `TransitionRunner`.
    var cleanup: (@MainActor (Bool) -> Void)?
    /// The caller's completion block (e.g. `present`'s), called after `cleanup` when the
    /// transition completed (not when it was cancelled). Set before `start()`.
    var completion: (@MainActor () -> Void)?
    /// Called at the very end, after `animationEnded(_:)`: the runner ends the change here and
    /// starts the next waiting one.
    var didEnd: (@MainActor (Bool) -> Void)?
    /// The sizes of the participants' views once the animator placed them (see `ParticipantSizes`).
    let participantSizes = ParticipantSizes()

    /// The percent-driven interaction scrubbing this transition's block animations, which takes
    /// hold of the alongside animations too.
    weak var scrubber: PercentDrivenInteractiveTransition?

    /// The engine animators of the alongside block animations, settled before the transition's
    /// cleanup so they never outlive it.
    private(set) var alongsideAnimators: [PropertyAnimator] = []
    /// The engine animators of the block animations the animator started in
    /// `animateTransition(using:)` (a transition started without an interaction controller): what
    /// `turnAround()` turns when the animator vends no interruptible animator.
    private(set) var blockAnimators: [PropertyAnimator] = []
    private var alongside: [(View?, @MainActor (ViewControllerTransitionCoordinatorContext) -> Void)] = []
    private var completions: [@MainActor (ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [@MainActor (ViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var started = false
    private weak var windowStorage: Window?
    private var interruptible: ViewImplicitlyAnimating?
    private var startTime: TimeInterval = 0
    var nonInteractiveSince: TimeInterval?
    /// When the interaction last moved the transition (start, update, pause, finish, cancel).
    private var lastInteraction: TimeInterval = 0
    /// The object names used in the timeline.
    let animatorName: String
    let interactionName: String?

    /// Creates a coordinator for a transition; `start()` runs it. Containers make theirs through
    /// `TransitionRunner.run(_:)`.
    init(
        context: TransitionContext, animator: ViewControllerAnimatedTransitioning,
        interactionController: ViewControllerInteractiveTransitioning?
    ) {
        self.context = context
        self.animator = animator
        self.interactionController = interactionController
        animatorName = String(describing: type(of: animator))
        interactionName = interactionController.map { String(describing: type(of: $0)) }
        context.animatorName = animatorName
        context.interactionObserver = self
    }

    // MARK: Running

    /// Starts the transition: duration, then the interactive start or `animateTransition(using:)`.
    func start() {
        guard !started else { return }
        started = true
        windowStorage = context.containerView.window
        // Strong on purpose: the context (held by the animator's closures) keeps the coordinator
        // alive until the animator completes; the closure is released when it runs.
        context.completion = { didComplete in self.animatorDidComplete(didComplete) }
        record(animatorName, "transitionDuration(using:)")
        let duration = animator.transitionDuration(using: context)
        if duration.isFinite, duration >= 0 {
            transitionDuration = duration
        } else {
            report(
                .warning, "transition.badDuration",
                "\(animatorName).transitionDuration(using:) returned \(duration); using 0")
            transitionDuration = 0
        }
        startTime = now
        lastInteraction = now
        if let interaction = interactionController {
            // UIKit hands the transition to the interaction controller whenever there is one;
            // `wantsInteractiveStart` decides whether it starts interactive or animating.
            context.isInteractive = interaction.wantsInteractiveStart
            if !interaction.wantsInteractiveStart { nonInteractiveSince = now }
            record(interactionName ?? "interaction", "startInteractiveTransition(_:)")
            interaction.startInteractiveTransition(context)
        } else {
            nonInteractiveSince = now
            record(animatorName, "animateTransition(using:)")
            if let engine = windowStorage?.animationEngine {
                blockAnimators = engine.capturingAnimators { animator.animateTransition(using: context) }
            } else {
                animator.animateTransition(using: context)
            }
        }
        runQueuedAlongsideAnimations()
        windowStorage?.watch(self)
    }

    /// The interruptible animator of this transition, asked once and kept (UIKit requires the
    /// animator to return the same object for the whole transition).
    public var interruptibleAnimator: ViewImplicitlyAnimating? {
        if let interruptible { return interruptible }
        let animator = self.animator.interruptibleAnimator(using: context)
        interruptible = animator
        return animator
    }

    /// Ends a transition whose animator never called `completeTransition(_:)`: completes it with
    /// `didComplete` (or cancels it with `false`). Does nothing once the transition has ended.
    public func forceCompletion(_ didComplete: Bool) {
        guard !context.isCompleted else { return }
        if !didComplete { context.cancelInteractiveTransition() }
        report(
            .warning, "transition.forced",
            "transition by \(animatorName) ended by forceCompletion(\(didComplete))")
        context.wasForced = true
        context.completeTransition(didComplete)
    }

    private func animatorDidComplete(_ didComplete: Bool) {
        isFinished = true
        let completed = didComplete
        // Alongside animations end with the transition (UIKit runs them in the transition's own
        // animation): any still running are settled at the end (or the start, when cancelled).
        for animator in alongsideAnimators where animator.state != .inactive {
            if animator.state == .active { animator.stopAnimation(false) }
            animator.finishAnimation(at: completed ? .end : .start)
        }
        alongsideAnimators.removeAll()
        blockAnimators.removeAll()
        scrubber?.transitionDidEnd(completed)
        cleanup?(completed)
        cleanup = nil
        if completed, let completion { completion() }
        completion = nil
        for handler in completions { handler(self) }
        completions.removeAll()
        alongside.removeAll()
        interactionHandlers.removeAll()
        record(animatorName, "animationEnded(\(completed))")
        animator.animationEnded(completed)
        let end = didEnd
        didEnd = nil
        end?(completed)
    }

    // MARK: Alongside animations

    public func animateAlongsideTransition(
        in view: View?,
        animation: (@MainActor (ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isFinished else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if started {
            runAlongside(animation)
        } else {
            alongside.append((view, animation))
        }
        return true
    }

    public func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (ViewControllerTransitionCoordinatorContext) -> Void)
    {
        guard !isFinished else { return }
        interactionHandlers.append(handler)
    }

    private func runQueuedAlongsideAnimations() {
        let queued = alongside
        alongside.removeAll()
        for (_, animation) in queued { runAlongside(animation) }
    }

    /// Runs one alongside animation: inside the interruptible animator when there is one (so it
    /// is scrubbed and reversed with the transition), else as a block animation with the
    /// transition's duration and the completion curve, recorded by the scrubbing interaction when
    /// one is driving. The timeline names such a block `animate(alongsideTransition:)`, from this
    /// file: the system runs the closure the coordinator was given.
    private func runAlongside(_ animation: @escaping @MainActor (ViewControllerTransitionCoordinatorContext) -> Void) {
        if let property = interruptible {
            property.addAnimations { [unowned self] in animation(self) }
            return
        }
        guard context.isAnimated, transitionDuration > 0 else {
            View.performWithoutAnimation { animation(self) }
            return
        }
        let remaining = max(0, transitionDuration - (now - startTime))
        let curve = completionCurve
        let run = { [unowned self] in
            let body = {
                View.animate(
                    withDuration: remaining, delay: 0, options: View.AnimationOptions(rawValue: UInt(curve.rawValue) << 16),
                    animations: { animation(self) }, completion: nil,
                    named: "animate(alongsideTransition:)", from: CallbackTimeline.CallSite())
            }
            if let engine = window?.animationEngine {
                alongsideAnimators += engine.capturingAnimators(body)
            } else {
                body()
            }
        }
        if let scrubber { scrubber.adopt(run) } else { run() }
    }

    // MARK: Interaction changes (from the context)

    func contextDidUpdate(_ percent: CGFloat) {
        lastInteraction = now
    }

    func contextInteractionDidEnd() {
        lastInteraction = now
        nonInteractiveSince = now
        for handler in interactionHandlers { handler(self) }
    }

    func contextDidPause() {
        lastInteraction = now
        nonInteractiveSince = nil
    }

    // MARK: Stall watch

    /// Whether the transition is interactive with no finger on screen to drive it: it moves
    /// only if code calls its interaction controller, so the window watches it for a stall.
    var isInteractiveWithoutTouch: Bool {
        !context.isCompleted && context.isInteractive && !(window?.hasTouchesDown ?? false)
    }

    /// Called by the window at every frame step while the transition runs; returns whether it
    /// is still running. Reports (once) a transition that has not completed `stallTimeout` seconds
    /// after it should have (its animator never called `completeTransition(_:)`), and an
    /// interactive transition that nothing has moved for `stallTimeout` seconds with no finger
    /// down (its interaction controller was released or forgotten: no `update`, `finish` or
    /// `cancel` will come). `isStalled` stays true until the transition completes.
    func checkStall() -> Bool {
        guard !context.isCompleted else { return false }
        guard !didReportStall else { return true }
        if let since = nonInteractiveSince, now - since > transitionDuration + stallTimeout {
            didReportStall = true
            report(
                .error, "transition.stalled",
                "\(animatorName) has not called completeTransition(_:) \(String(format: "%.1f", now - since)) s "
                    + "after its \(transitionDuration) s transition began running; "
                    + "call forceCompletion(_:) on the transition coordinator to recover")
        } else if isInteractiveWithoutTouch, now - lastInteraction > stallTimeout {
            didReportStall = true
            report(
                .error, "transition.interactiveStalled",
                "the interactive transition by \(animatorName) has not moved for "
                    + "\(String(format: "%.1f", now - lastInteraction)) s and no finger is down: its interaction "
                    + "controller (\(interactionName ?? "none")) never called update(_:), finish() or cancel(); "
                    + "call forceCompletion(_:) on the transition coordinator to recover")
        }
        return true
    }

    /// Whether a stall was reported and the transition has not completed since.
    public var isStalled: Bool { didReportStall && !context.isCompleted }

    // MARK: Context (ViewControllerTransitionCoordinatorContext)

    public var isAnimated: Bool { context.isAnimated }
    public var presentationStyle: ModalPresentationStyle { context.presentationStyle }
    public var initiallyInteractive: Bool { interactionController?.wantsInteractiveStart ?? false }
    public var isInterruptible: Bool { interruptibleAnimator != nil }
    public var isInteractive: Bool { context.isInteractive }
    /// Whether the transition was cancelled (`isCancelled`): cancelled interactively, or ended by
    /// its animator with `completeTransition(false)` (completion blocks then undo their work, as
    /// they must for any transition that did not complete).
    public var isCancelled: Bool { context.transitionWasCancelled || context.didComplete == false }
    public var percentComplete: CGFloat { context.percentComplete }
    public var completionVelocity: CGFloat { interactionController?.completionSpeed ?? 1 }
    public var completionCurve: AnimationCurve { interactionController?.completionCurve ?? .easeInOut }
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        context.viewController(forKey: key)
    }
    public func view(forKey key: TransitionContextViewKey) -> View? { context.view(forKey: key) }
    public var containerView: View { context.containerView }
    public var targetTransform: CGAffineTransform { context.targetTransform }

    // MARK: Helpers

    /// The window the transition runs in, kept from the start: the container may leave it
    /// before the last callbacks are recorded.
    private var window: Window? { windowStorage ?? context.containerView.window }

    /// The window's animation time, which runs at its `motionSettings.animationSpeed`: durations
    /// and stall timeouts count in it.
    var now: TimeInterval { window?.animationEngine.currentTime ?? 0 }

    func record(_ object: String, _ callback: String) {
        window?.timeline.record(object, callback)
    }

    /// Where the transition reports: the window it ran in, even once its container left it.
    var diagnosticSink: any DiagnosticSink { windowStorage?.diagnostics ?? context.containerView.diagnostics }

    private func report(_ severity: Diagnostic.Severity, _ code: String, _ message: String) {
        diagnosticSink.report(Diagnostic(severity, code: code, message))
    }
}
