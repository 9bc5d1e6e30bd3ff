import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// An animator that runs through a `ViewPropertyAnimator` and hands it out as its interruptible
/// animator (UIKit's iOS 10 pattern).
@MainActor
final class InterruptibleSlideAnimator: ViewControllerAnimatedTransitioning {
    var animator: ViewPropertyAnimator?
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func interruptibleAnimator(using c: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating? {
        if let animator { return animator }
        let vc = c.viewController(forKey: .to)!
        let view = c.view(forKey: .to)!
        let shown = c.finalFrame(for: vc)
        c.containerView.addSubview(view)
        view.frame = shown.offsetBy(dx: 0, dy: 844)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.frame = shown }
        animator.addCompletion { position in c.completeTransition(position == .end) }
        self.animator = animator
        return animator
    }
    func animateTransition(using c: ViewControllerContextTransitioning) {
        interruptibleAnimator(using: c)?.startAnimation()
    }
    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

@MainActor
final class InterruptibleDelegate: ViewControllerTransitioningDelegate {
    let interaction = PercentDrivenInteractiveTransition()
    init() { interaction.wantsInteractiveStart = false }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { InterruptibleSlideAnimator() }
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    {
        interaction
    }
}

/// A running transition is grabbed mid-flight, scrubbed, and released to finish or cancel — the
/// interruptible transitions of WWDC 2016's "Advances in UIKit Animations and Transitions".
@MainActor
@Suite struct InterruptibleTransitionTests {
    func y(_ vc: ViewController) -> CGFloat { vc.view.layer.presentation()!.frame.minY }

    func start() -> (TestHost, NamedController, NamedController, InterruptibleDelegate) {
        let root = NamedController("A")
        let host = makeHost(root: root)
        let delegate = InterruptibleDelegate()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60)
        return (host, root, presented, delegate)
    }

    @Test func runsUntilGrabbedThenFollowsTheFinger() throws {
        let (host, root, presented, delegate) = start()
        let coordinator = try unwrap(presented.transitionCoordinator)
        expect(coordinator.isInterruptible)
        expect(!coordinator.isInteractive)
        expect(!coordinator.initiallyInteractive)
        host.advance(by: 0.3)
        // Linear over 1 s from y = 844 to 0: 0.3 s in, y = 844 · 0.7.
        expectClose(y(presented), 844 * 0.7, within: 1e-6)
        delegate.interaction.pause()
        expect(coordinator.isInteractive)
        expectClose(delegate.interaction.percentComplete, 0.3, within: 1e-9)
        host.advance(by: 0.5)
        expectClose(y(presented), 844 * 0.7, within: 1e-6)  // held
        delegate.interaction.update(0.6)
        host.advance(by: 1.0 / 60)
        expectClose(y(presented), 844 * 0.4, within: 1e-6)
        // Released with the finger's velocity handed to a spring.
        delegate.interaction.timingCurve = SpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: 0, dy: 2))
        delegate.interaction.finish()
        host.runUntilIdle()
        expectIdentical(root.presentedViewController, presented)
        expectEqual(presented.view.frame.minY, 0)
        expectEqual(presented.appearanceState, .appeared)
    }

    @Test func releasedBackwardsItCancels() {
        let (host, root, presented, delegate) = start()
        host.advance(by: 0.5)
        delegate.interaction.pause()
        delegate.interaction.update(0.2)
        delegate.interaction.cancel()
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectNil(presented.view.window)
        expect(host.timeline.callbacks(of: "B").contains("viewDidDisappear(true)"))
    }
}

/// Grabbing by gesture: a pan on the presented view pauses the running presentation, drags it,
/// and on release finishes or cancels by the projected position (DESIGN §4: the distance a flick
/// carries is (v/1000)·r/(1−r) with r = 0.998), handing the finger's velocity to the spring.
@MainActor
@Suite struct GestureInterruptionTests {
    @MainActor
    final class Grabber {
        let interaction: PercentDrivenInteractiveTransition
        var startProgress: CGFloat = 0
        var decision: String?
        var handedVelocity: CGFloat?
        init(_ interaction: PercentDrivenInteractiveTransition) { self.interaction = interaction }

        func handle(_ pan: PanGestureRecognizer, height: CGFloat) {
            let dy = pan.translation(in: nil).y
            switch pan.state {
            case .began:
                interaction.pause()
                startProgress = interaction.percentComplete
            case .changed:
                interaction.update(startProgress - dy / height)
            case .ended:
                let v = pan.velocity(in: nil).y
                let projected = startProgress - (dy + DecelerationRate.normal.projectedDistance(initialVelocity: v)) / height
                let p = interaction.percentComplete
                if projected > 0.5 {
                    decision = "finish"
                    // Upward speed in units of the remaining distance per second.
                    handedVelocity = p < 1 ? (-v / height) / (1 - p) : 0
                    interaction.timingCurve = SpringTimingParameters(
                        dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: handedVelocity!))
                    interaction.finish()
                } else {
                    decision = "cancel"
                    handedVelocity = p > 0 ? (v / height) / p : 0
                    interaction.timingCurve = SpringTimingParameters(
                        dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: handedVelocity!))
                    interaction.cancel()
                }
            default:
                break
            }
        }
    }

    func presentGrabbable() -> (TestHost, ViewController, ViewController, Grabber, InterruptibleDelegate) {
        let root = NamedController("A")
        let host = makeHost(root: root)
        let delegate = InterruptibleDelegate()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        let grabber = Grabber(delegate.interaction)
        presented.view.addGestureRecognizer(PanGestureRecognizer { [grabber] pan in grabber.handle(pan, height: 844) })
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60)
        return (host, root, presented, grabber, delegate)
    }

    @Test func aFlickUpFinishesWithTheFingersVelocity() {
        let (host, root, presented, grabber, delegate) = presentGrabbable()
        host.advance(by: 0.4)  // the view is 40 % of the way up
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 560), duration: 0.1)
        expectEqual(grabber.decision, "finish")
        // 40 pt in 0.1 s upward: −400 pt/s; the flick carries 0.4 · 0.998 / 0.002 = 199.6 pt more.
        expectLessThan(abs(DecelerationRate.normal.projectedDistance(initialVelocity: -400) + 199.6), 1e-9)
        expectEqual(grabber.handedVelocity.map { $0 > 0 }, true)
        expectNotNil(delegate.interaction.timingCurve?.springTimingParameters)
        host.runUntilIdle()
        expectIdentical(root.presentedViewController, presented)
        expectEqual(presented.view.frame.minY, 0)
        expectEqual(presented.appearanceState, .appeared)
    }

    @Test func aSlowDragDownCancels() {
        let (host, root, presented, grabber, _) = presentGrabbable()
        host.advance(by: 0.3)
        // Grabbed at about 30 %, dragged 120 pt down slowly: the projection ends below half.
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 520), duration: 1)
        expectEqual(grabber.decision, "cancel")
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectNil(presented.view.window)
    }

    @Test func whileHeldTheViewFollowsTheFinger() {
        let (host, _, presented, grabber, delegate) = presentGrabbable()
        host.advance(by: 0.5)
        host.touchDown(at: CGPoint(x: 200, y: 500))
        host.touchMove(to: CGPoint(x: 200, y: 480))  // past the pan's 10 pt: began → paused
        let grabbed = grabber.startProgress
        expectGreaterThan(grabbed, 0.45)
        expectLessThan(grabbed, 0.56)
        host.touchMove(to: CGPoint(x: 200, y: 396.6))
        // Translation −103.4 pt from touch-down: progress grabbed + 103.4 / 844 on the linear curve.
        let expected = grabbed + 103.4 / 844
        expectClose(delegate.interaction.percentComplete, expected, within: 1e-9)
        host.advance(by: 0.5)  // held: time does not move it
        expectClose(presented.view.layer.presentation()!.frame.minY, 844 * (1 - expected), within: 1e-6)
        host.touchUp()
        host.runUntilIdle()
    }
}
