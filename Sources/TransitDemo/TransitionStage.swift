import Foundation

/// A minimal container that shows one screen and runs a single transition to another with any
/// animator: what `transit render` drives. The "to" screen's frames are the container's bounds;
/// going forward the context says the new screen comes from the right (index 0 → 1), going
/// backward that it comes from the left (index 1 → 0, as a pop's or a dismissal's).
@MainActor
public final class TransitionStage: ViewController {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    /// The screen shown first.
    public let fromScreen: ViewController
    /// The screen the transition brings in.
    public let toScreen: ViewController
    /// The interaction controller of the running transition, when it runs interactively.
    public private(set) var interaction: PercentDrivenInteractiveTransition?
    /// Whether the transition has ended.
    public private(set) var isFinished = false
    /// Which way the transition goes: forward, the new screen comes from the right; backward
    /// (the "to" screen is the earlier one, as in a pop), from the left.
    public let direction: CatalogTransition.Direction
    private var coordinator: TransitionCoordinator?
    /// Runs the stage's one transition; a second `run` while it runs is refused.
    private lazy var runner = TransitionRunner<StageRun>(policy: .refuse) { [unowned self] run in
        begin(run.animator, interactive: run.interactive)
        return .continues
    }

    private struct StageRun {
        let animator: ViewControllerAnimatedTransitioning
        let interactive: Bool
    }

    /// Creates a stage between two screens, going forward (a push) unless `direction` says backward
    /// (a pop: `to` is the earlier screen).
    public init(from: ViewController, to: ViewController, direction: CatalogTransition.Direction = .forward) {
        fromScreen = from
        toScreen = to
        self.direction = direction
        super.init()
        title = "Stage"
    }

    public override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        addChild(fromScreen)
        fromScreen.view.frame = view.bounds
        fromScreen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(fromScreen.view)
        fromScreen.didMove(toParent: self)
    }

    /// Starts the transition with `animator`; interactive (held at progress 0 until `update`)
    /// when `interactive`.
    public func run(_ animator: ViewControllerAnimatedTransitioning, interactive: Bool) {
        guard coordinator == nil else { return }
        runner.submit(StageRun(animator: animator, interactive: interactive))
    }

    private func begin(_ animator: ViewControllerAnimatedTransitioning, interactive: Bool) {
        fromScreen.willMove(toParent: nil)
        addChild(toScreen)
        let toView: View = toScreen.view
        toView.frame = view.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let bounds = view.bounds
        let context = TransitionContext(
            containerView: view, from: fromScreen, to: toScreen,
            fromView: fromScreen.view, toView: toView, isAnimated: true,
            isInteractive: interactive, presentationStyle: .custom)
        // The screens' offscreen side: the new one enters from the right going forward, from the left backward.
        let side = direction == .forward ? bounds.width : -bounds.width
        context.setFrames(for: fromScreen, initial: bounds, final: bounds.offsetBy(dx: -side, dy: 0))
        context.setFrames(for: toScreen, initial: bounds.offsetBy(dx: side, dy: 0), final: bounds)
        let interaction = interactive ? PercentDrivenInteractiveTransition() : nil
        self.interaction = interaction
        var steps = TransitionSteps(
            context: context, animator: animator, interaction: interaction, participants: [],
            cleanup: {
                { [self] completed in
                    guard completed else { return }
                    fromScreen.view.removeFromSuperview()
                    fromScreen.removeFromParent()
                    toScreen.didMove(toParent: self)
                }
            })
        steps.didEnd = { [self] _ in isFinished = true }
        coordinator = runner.run(steps)
    }

    /// The animator's duration, once the transition has started.
    public var transitionDuration: TimeInterval { coordinator?.transitionDuration ?? 0 }
}
