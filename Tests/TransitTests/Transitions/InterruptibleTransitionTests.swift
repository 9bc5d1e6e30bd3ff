import Foundation
import Testing
@testable import Transit
import TransitTesting

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
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? { InterruptibleSlideAnimator() }
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
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
        let coordinator = try #require(presented.transitionCoordinator)
        #expect(coordinator.isInterruptible)
        #expect(!coordinator.isInteractive && !coordinator.initiallyInteractive)
        host.advance(by: 0.3)
        // Linear over 1 s from y = 844 to 0: 0.3 s in, y = 844 · 0.7.
        #expect(abs(y(presented) - 844 * 0.7) < 1e-6)
        delegate.interaction.pause()
        #expect(coordinator.isInteractive)
        #expect(abs(delegate.interaction.percentComplete - 0.3) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(y(presented) - 844 * 0.7) < 1e-6)   // held
        delegate.interaction.update(0.6)
        host.advance(by: 1.0 / 60)
        #expect(abs(y(presented) - 844 * 0.4) < 1e-6)
        // Released with the finger's velocity handed to a spring.
        delegate.interaction.timingCurve = SpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: 0, dy: 2))
        delegate.interaction.finish()
        host.runUntilIdle()
        #expect(root.presentedViewController === presented)
        #expect(presented.view.frame.minY == 0)
        #expect(presented.appearanceState == .appeared)
    }

    @Test func releasedBackwardsItCancels() {
        let (host, root, presented, delegate) = start()
        host.advance(by: 0.5)
        delegate.interaction.pause()
        delegate.interaction.update(0.2)
        delegate.interaction.cancel()
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(presented.view.window == nil)
        #expect(host.timeline.callbacks(of: "B").contains("viewDidDisappear(true)"))
    }
}
