import Foundation

/// The animator of a catalogue entry for one transition (`UIViewControllerAnimatedTransitioning`
/// with `interruptibleAnimator(using:)`): it lays out the two screens at their resting frames,
/// runs the entry's effect through a `TransitionDriver`, and at the end puts every view back as
/// it was, removes the screen that left (the incoming one when cancelled) and completes.
///
/// Because it provides an interruptible animator, every entry is interactive through
/// `PercentDrivenInteractiveTransition` (which drives that animator), can be grabbed mid-flight
/// (`pauseAnimation()`), scrubbed, and finished or cancelled with a spring carrying the finger's
/// velocity. Make a new animator for each transition.
@MainActor
public final class CatalogAnimator: ViewControllerAnimatedTransitioning {
    /// The entry.
    public let transition: CatalogTransition
    /// Forward (push, present) or backward (pop, dismiss).
    public let direction: CatalogTransition.Direction
    /// The driver of the running transition, once asked for.
    public private(set) var driver: TransitionDriver?
    /// Whether the running transition was replaced by a cross-fade because motion is reduced.
    public private(set) var isReducedMotion = false
    /// The shared elements of the running transition, when the entry flies them and views match.
    private(set) var flight: SharedElementFlight?

    /// An animator for `transition` in `direction`.
    public init(_ transition: CatalogTransition, direction: CatalogTransition.Direction = .forward) {
        self.transition = transition
        self.direction = direction
    }

    /// The entry's duration in this direction.
    var baseDuration: TimeInterval { direction == .forward ? transition.duration : transition.backwardDuration }

    /// The duration: the entry's, and for springs that ignore the requested duration, the time
    /// the spring takes to settle. The window's `motionSettings.animationSpeed` does not change
    /// it: the window's animation time runs slower or faster instead.
    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        TimingCurve(transition.timing, duration: baseDuration).duration
    }

    public func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext)?.startAnimation()
    }

    public func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating? {
        if let driver { return driver }
        let ctx = transitionContext
        let container = ctx.containerView
        let window = container.window
        for problem in transition.problems {
            container.diagnostics.report(Diagnostic(.warning, code: "catalog.argument", problem))
        }
        let fromVC = ctx.viewController(forKey: .from), toVC = ctx.viewController(forKey: .to)
        let ctxFrom = ctx.view(forKey: .from), ctxTo = ctx.view(forKey: .to)
        let rest = Self.placeScreens(ctx, from: ctxFrom, to: ctxTo, fromVC: fromVC, toVC: toVC)
        isReducedMotion = (window?.motionSettings.reduceMotion ?? false) && transition.hasMotion
        // Backward, an entry's own backward effect runs as it is; any other (and the cross-fade
        // of reduced motion) runs the forward effect in reverse.
        let ownBackward = direction == .backward && !isReducedMotion ? transition.backwardEffect : nil
        let reverse = direction == .backward && ownBackward == nil
        let fromScreen = fromVC?.viewIfLoaded, toScreen = toVC?.viewIfLoaded
        let canvas =
            reverse
            ? TransitionCanvas(
                containerView: container, fromView: ctxTo, toView: ctxFrom, fromFrame: rest.to, toFrame: rest.from,
                fromScreen: ctxTo ?? toScreen, toScreen: ctxFrom ?? fromScreen)
            : TransitionCanvas(
                containerView: container, fromView: ctxFrom, toView: ctxTo, fromFrame: rest.from, toFrame: rest.to,
                fromScreen: ctxFrom ?? fromScreen, toScreen: ctxTo ?? toScreen)
        if let from = canvas.fromView, let to = canvas.toView, from.superview === container, to.superview === container {
            container.insertSubview(from, belowSubview: to)
        }
        // Shared elements are matched, snapshotted and hidden before the effect sets up, so an
        // effect that snapshots a screen shows it without them. They fly from the leaving screen
        // to the arriving one whatever way the effect runs; reduced motion leaves them to the
        // cross-fade.
        let flight =
            isReducedMotion
            ? nil
            : transition.sharedElementTiming.flatMap {
                SharedElementFlight(
                    timing: $0, duration: baseDuration,
                    source: fromVC?.viewIfLoaded, destination: toVC?.viewIfLoaded, container: container,
                    moved: [(ctxFrom, rest.from), (ctxTo, rest.to)])
            }
        self.flight = flight
        let effect = isReducedMotion ? CatalogTransition.dissolveEffect : (ownBackward ?? transition.effect)
        let place = effect.make(canvas)
        let driver = makeDriver(
            place, reverse: reverse, flight: flight, canvas: canvas, context: ctx,
            screens: (ctxFrom, ctxTo), window: window)
        self.driver = driver
        driver.pauseAnimation()  // shows progress 0 now: no frame with the screens unplaced
        return driver
    }

    /// The screens' resting frames — the context's, else a screen's own frame when it is already
    /// in the container, else the container's bounds — with both screens put there in the
    /// container, the incoming one on top.
    private static func placeScreens(
        _ ctx: ViewControllerContextTransitioning, from ctxFrom: View?, to ctxTo: View?,
        fromVC: ViewController?, toVC: ViewController?
    ) -> (from: CGRect, to: CGRect) {
        let container = ctx.containerView
        func resting(_ view: View?, _ frame: CGRect) -> CGRect {
            frame != .zero ? frame : (view?.superview === container ? view!.frame : container.bounds)
        }
        let fromRest = resting(ctxFrom, fromVC.map { ctx.initialFrame(for: $0) } ?? .zero)
        let toRest = resting(ctxTo, toVC.map { ctx.finalFrame(for: $0) } ?? .zero)
        View.performWithoutAnimation {
            if let ctxFrom {
                if ctxFrom.superview !== container { container.addSubview(ctxFrom) }
                ctxFrom.frame = fromRest
            }
            if let ctxTo {
                if ctxTo.superview !== container { container.addSubview(ctxTo) }
                ctxTo.frame = toRest
            }
        }
        return (fromRest, toRest)
    }

    /// The driver that runs `place` (backward when `reverse`) and places the shared elements,
    /// and at its end puts every view back, removes the screen that left (of the context's
    /// `screens`) and completes.
    private func makeDriver(
        _ place: @escaping @MainActor (CGFloat) -> Void, reverse: Bool, flight: SharedElementFlight?,
        canvas: TransitionCanvas, context ctx: ViewControllerContextTransitioning,
        screens: (from: View?, to: View?), window: Window?
    ) -> TransitionDriver {
        let ctxFrom = screens.from, ctxTo = screens.to
        let driver = TransitionDriver(duration: baseDuration, timingParameters: transition.timing, window: window) { p in
            place(reverse ? 1 - p : p)
        }
        // After the presentation controller's alongside animations, which may move a presenter
        // the elements fly from or to.
        if let flight { driver.afterFollowers = { flight.show($0) } }
        var ended = false
        driver.addCompletion { _ in
            guard !ended else { return }
            ended = true
            flight?.end()
            canvas.restore()
            let completed = !ctx.transitionWasCancelled
            if completed { ctxFrom?.removeFromSuperview() } else { ctxTo?.removeFromSuperview() }
            ctx.completeTransition(completed)
        }
        return driver
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        driver = nil
        flight = nil
    }
}
