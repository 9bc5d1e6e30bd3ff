import Foundation
import Testing
import TransitTesting
import TransitTestingReporting

// The presentation controller and delegate of "Presentation controllers and sheets", as written there.
final class HalfSheetPresentationController: PresentationController {
    private let dimming = View(frame: .zero)

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.frame = containerView.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = .black
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimming] _ in
                dimming.alpha = 0.5
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimming] _ in
                dimming.alpha = 0
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }
}

final class HalfSheetTransitions: ViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

// The interruptible animator of "Interactive and interruptible transitions", as written there.
final class SlideUpAnimator: ViewControllerAnimatedTransitioning {
    private var animator: ViewPropertyAnimator?

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func interruptibleAnimator(using context: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating? {
        if let animator { return animator }
        let controller = context.viewController(forKey: .to)!, view = context.view(forKey: .to)!
        let shown = context.finalFrame(for: controller)
        context.containerView.addSubview(view)
        view.frame = shown.offsetBy(dx: 0, dy: context.containerView.bounds.height)
        let animator = ViewPropertyAnimator(duration: 0.6, dampingRatio: 1) { view.frame = shown }
        animator.addCompletion { position in context.completeTransition(position == .end) }
        self.animator = animator
        return animator
    }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        interruptibleAnimator(using: context)?.startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

final class GrabbableTransitions: ViewControllerTransitioningDelegate {
    let interaction = PercentDrivenInteractiveTransition()
    init() { interaction.wantsInteractiveStart = false }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { SlideUpAnimator() }
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    { interaction }
}

@MainActor
@Suite struct ArticlePresentationExampleTests {
    /// The half sheet ends in the lower half over a dimming view at 0.5, and the dismissal takes
    /// the dimming view away with the sheet.
    @Test func halfSheetPresentsAndDismisses() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let home = ViewController(), detail = ViewController()
        host.window.rootViewController = home
        let transitions = HalfSheetTransitions()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transitions
        home.present(detail, animated: true)
        expect(host.runUntilIdle())
        expectEqual(detail.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422))
        let container = detail.view.superview
        let dimming = container?.subviews.first
        expectNotIdentical(dimming, detail.view)
        expect(dimming?.alpha == 0.5)
        home.dismiss(animated: true)
        expect(host.runUntilIdle())
        expectNil(home.presentedViewController)
        expectNil(dimming?.superview)
        expect(host.diagnostics.diagnostics.isEmpty)
        withExtendedLifetime(transitions) {}
    }

    /// Grabbed mid-flight, the slide-up stops where it is, follows `update(_:)`, and finishes
    /// with the handed-on spring.
    @Test func slideUpCanBeGrabbed() throws {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let home = ViewController(), detail = ViewController()
        host.window.rootViewController = home
        let transitions = GrabbableTransitions()
        detail.modalPresentationStyle = .overFullScreen
        detail.transitioningDelegate = transitions
        home.present(detail, animated: true)
        host.step()
        host.advance(by: 0.2)
        let coordinator = try unwrap(detail.transitionCoordinator)
        expect(coordinator.isInterruptible)
        expect(!coordinator.isInteractive)
        transitions.interaction.pause()
        let held = detail.view.layer.presentation()!.frame.minY
        expectGreaterThan(held, 0)
        expectLessThan(held, 844)
        host.advance(by: 0.3)
        expectEqual(detail.view.layer.presentation()!.frame.minY, held)
        transitions.interaction.update(0.9)
        host.step()
        expect(coordinator.isInteractive)
        let remaining = 1 - transitions.interaction.percentComplete
        let speed = remaining > 0 ? (800 / 844) / remaining : 0
        transitions.interaction.timingCurve = SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: speed))
        transitions.interaction.finish()
        expect(host.runUntilIdle())
        expectIdentical(home.presentedViewController, detail)
        expectEqual(detail.view.frame.minY, 0)
        withExtendedLifetime(transitions) {}
    }
}
