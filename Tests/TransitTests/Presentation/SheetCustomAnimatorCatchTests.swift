import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A sheet presented by a custom animator that vends its interruptible animator
/// (`interruptibleAnimator(using:)`) is caught by its drag as the system's slide is: the finger
/// holds and moves that animator. Host: 390 × 844 pt without insets; the large detent's top is 10.
@MainActor
@Suite struct SheetCustomAnimatorCatchTests {
    /// A linear rise from the bottom edge to the sheet's frame (and back down on dismissal), as
    /// one `ViewPropertyAnimator`, vending the sheet as the presentation controller.
    final class Rise: ViewControllerAnimatedTransitioning, ViewControllerTransitioningDelegate {
        private var animator: ViewPropertyAnimator?
        private var isPresenting = true

        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using c: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
            if let animator { return animator }
            let presenting = isPresenting
            let vc = presenting ? c.viewController(forKey: .to)! : c.viewController(forKey: .from)!
            let view: View = (presenting ? c.view(forKey: .to) : c.view(forKey: .from)) ?? vc.view
            let shown = presenting ? c.finalFrame(for: vc) : c.initialFrame(for: vc)
            let hidden = shown.offsetBy(dx: 0, dy: c.containerView.bounds.height - shown.minY)
            if presenting {
                c.containerView.addSubview(view)
                view.frame = hidden
            }
            let made = ViewPropertyAnimator(duration: 0.5, curve: .linear) { view.frame = presenting ? shown : hidden }
            made.addCompletion { _ in c.completeTransition(!c.transitionWasCancelled) }
            animator = made
            return made
        }

        func animationEnded(_ transitionCompleted: Bool) { animator = nil }

        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> ViewControllerAnimatedTransitioning? {
            isPresenting = true
            return self
        }

        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
            isPresenting = false
            return self
        }

        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?,
            source: ViewController
        ) -> PresentationController? {
            SheetPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    private func shownTop(_ sheet: ViewController) -> CGFloat {
        sheet.view.layer.presentation()?.frame.minY ?? sheet.view.frame.minY
    }

    @Test func aRisingSheetFollowsTheFingerAndTurnsBackNearTheBottom() {
        let root = NamedController("Root", color: .systemTeal)
        let host = makeHost(root: root)
        let sheet = NamedController("Sheet")
        let rise = Rise()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = rise
        root.present(sheet, animated: true)
        // About halfway: the rise moves 834 pt in 0.5 s, linearly.
        host.advance(by: 0.25)
        let s0 = shownTop(sheet)
        expectGreaterThan(s0, 300, "on its way up")
        expectLessThan(s0, 500, "on its way up")
        host.touchDown(at: CGPoint(x: 195, y: s0 + 150))
        let lastFrame = shownTop(sheet)
        host.touchMove(to: CGPoint(x: 195, y: s0 + 162))
        let caught = shownTop(sheet)
        expectClose(caught, lastFrame, within: 1e-6, "held where the last frame showed it")
        expect(host.timeline.calls.contains { $0.hasSuffix("Rise.grab") })
        // 100 pt down in 10 pt steps: the sheet exactly under the finger.
        for k in 1...10 {
            host.touchMove(to: CGPoint(x: 195, y: s0 + 162 + 10 * CGFloat(k)))
            expectClose(shownTop(sheet), (caught + 10 * CGFloat(k)), within: 1e-6)
        }
        // Down to a top of 600 (244 pt from the bottom edge, 590 from the detent), held, lifted.
        let finger = s0 + 162 - caught
        for k in 1...20 { host.touchMove(to: CGPoint(x: 195, y: caught + 100 + (500 - caught) * CGFloat(k) / 20 + finger)) }
        expectClose(shownTop(sheet), 600, within: 1e-6)
        for _ in 0..<12 { host.touchMove(to: CGPoint(x: 195, y: 600 + finger)) }
        host.touchUp()
        expect(host.runUntilIdle())
        expectNil(root.presentedViewController)
        expect(host.timeline.calls.contains { $0.hasSuffix(".presentationTransitionDidEnd(false)") })
        expectNil(AppearanceAutomaton.firstIllegalStep(host.timeline.callbacks(of: "Sheet")))
        expectEqual(sheet.appearanceState, .disappeared)
        expectNil(sheet.view.window)
    }
}
