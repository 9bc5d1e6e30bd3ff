import Foundation
import TransitDemo

/// One catalogue entry staged for rendering between two screens. Entries designed with a
/// presentation controller (the slide menu) are presented for real, `.custom`, so their
/// presentation controller lays out and dims; the others run on a `TransitionStage`. Backward,
/// the scene plays the entry's backward animator from the second screen to the first: a pop on
/// the stage, or the dismissal of the second screen, presented without animation beforehand.
@MainActor
final class CatalogScene {
    let host: TestHost
    let entry: TransitionCatalog.Entry
    let duration: TimeInterval?
    let direction: CatalogTransition.Direction
    private let fromScreen: ViewController
    private let toScreen: ViewController
    private var stage: TransitionStage?
    private var presenter: PresentingDelegate?
    /// Whether the presentation or dismissal (off the stage) has ended.
    private var ended = false
    /// Whether the transition has begun (it runs once per scene).
    private(set) var hasBegun = false

    /// The transitioning delegate of a real presentation: the entry's animator, presentation
    /// controller and (for single frames) a percent-driven interaction.
    final class PresentingDelegate: ViewControllerTransitioningDelegate {
        let entry: TransitionCatalog.Entry
        let duration: TimeInterval?
        var interaction: PercentDrivenInteractiveTransition?
        init(entry: TransitionCatalog.Entry, duration: TimeInterval?) { self.entry = entry; self.duration = duration }
        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> ViewControllerAnimatedTransitioning? { entry.make(duration) }
        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
            entry.makeBackward(duration)
        }
        func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
            -> ViewControllerInteractiveTransitioning?
        {
            interaction
        }
        func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
            -> ViewControllerInteractiveTransitioning?
        {
            interaction
        }
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?,
            source: ViewController
        ) -> PresentationController? {
            entry.presentationController?(presented, presenting)
        }
    }

    init(
        entry: TransitionCatalog.Entry, from: ViewController, to: ViewController, size: CGSize, scale: CGFloat,
        duration: TimeInterval?, device: DeviceChoice? = nil, direction: CatalogTransition.Direction = .forward
    ) {
        self.entry = entry
        self.duration = duration
        self.direction = direction
        fromScreen = from
        toScreen = to
        host = device?.host(scale: scale) ?? TestHost(size: size, scale: scale)
        if entry.presentationController != nil {
            host.window.rootViewController = from
            if direction == .backward { presentWithoutAnimation() }
        } else {
            let stage =
                direction == .forward
                ? TransitionStage(from: from, to: to) : TransitionStage(from: to, to: from, direction: .backward)
            self.stage = stage
            host.window.rootViewController = stage
        }
        host.step()
    }

    /// Shows the second screen presented, for a backward scene that dismisses it.
    private func presentWithoutAnimation() {
        let delegate = PresentingDelegate(entry: entry, duration: duration)
        presenter = delegate
        toScreen.modalPresentationStyle = .custom
        toScreen.transitioningDelegate = delegate
        fromScreen.present(toScreen, animated: false)
        host.step()
    }

    /// Starts the transition and steps the frame a presentation starts in; interactive ones wait
    /// at progress 0 for `update(_:)`.
    func start(interactive: Bool) {
        begin(interactive: interactive)
        if stage == nil { host.step() }  // presentations start on the next run-loop turn
    }

    /// Starts the transition without stepping a frame (a live window steps it): a stage runs it
    /// at once, a presentation starts on the next run-loop turn.
    func begin(interactive: Bool) {
        guard !hasBegun else { return }
        hasBegun = true
        if let stage {
            stage.run(makeAnimator(), interactive: interactive)
            return
        }
        if direction == .backward, let presenter {
            presenter.interaction = interactive ? PercentDrivenInteractiveTransition() : nil
            toScreen.dismiss(animated: true) { [weak self] in self?.ended = true }
            return
        }
        let delegate = PresentingDelegate(entry: entry, duration: duration)
        delegate.interaction = interactive ? PercentDrivenInteractiveTransition() : nil
        presenter = delegate
        toScreen.modalPresentationStyle = .custom
        toScreen.transitioningDelegate = delegate
        fromScreen.present(toScreen, animated: true) { [weak self] in self?.ended = true }
    }

    /// The percent-driven interaction of a transition begun interactively.
    var interaction: PercentDrivenInteractiveTransition? { stage?.interaction ?? presenter?.interaction }

    /// Shows progress `p` of an interactive transition.
    func update(_ p: CGFloat) {
        interaction?.update(p)
        host.step()
    }

    /// A fresh animator of the entry in the scene's direction.
    private func makeAnimator() -> ViewControllerAnimatedTransitioning {
        direction == .forward ? entry.make(duration) : entry.makeBackward(duration)
    }

    /// Whether the transition has ended.
    var isFinished: Bool { stage?.isFinished ?? ended }

    /// The transition's duration once started.
    var transitionDuration: TimeInterval {
        stage?.transitionDuration ?? host.window.runningTransitions.first?.transitionDuration
            ?? makeAnimator().transitionDuration(using: nil)
    }

    /// Runs the transition to its end, calling `frame` after each step (the first call shows the
    /// frame before the transition starts).
    func animate(fps: Double, frame: (TestHost) throws -> Void) throws {
        host.framesPerSecond = fps
        try frame(host)
        start(interactive: false)
        var frames = 0
        while !isFinished || !host.isIdle {
            host.step()
            frames += 1
            try frame(host)
            if frames > Int(60 * fps) { throw CLIError("the transition did not end within 60 s") }
        }
    }
}
