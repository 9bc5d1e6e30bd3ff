import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `PercentDrivenInteractiveTransition` against UIKit's documented behaviour: `update(_:)` scrubs
/// the animator's animations to `p × duration`, `finish()` completes, `cancel()` reverses; the
/// context's and coordinator's flags follow; one interaction controller serves many transitions.
@MainActor
@Suite struct InteractiveTransitionTests {
    /// A host with `B` presented by `A` through `SlideUpDelegate` (the presented view rests at
    /// y = 100, 744 pt tall; the animators are linear over 0.5 s).
    func presented() -> (TestHost, NamedController, NamedController, SlideUpDelegate) {
        let (host, root, presented, delegate) = makeCustomPresentation()
        root.present(presented, animated: true)
        host.runUntilIdle()
        host.timeline.removeAll()
        return (host, root, presented, delegate)
    }

    func y(_ vc: ViewController) -> CGFloat { vc.view.layer.presentation()!.frame.minY }

    @Test func updateScrubsTheAnimationToProgressTimesDuration() throws {
        let (host, _, presented, delegate) = presented()
        host.diagnostics.forward = nil
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        presented.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        expect(host.timeline.transitionCalls.contains("PercentDrivenInteractiveTransition.startInteractiveTransition(_:)"))
        let coordinator = try unwrap(presented.transitionCoordinator)
        expect(coordinator.isInteractive)
        expect(coordinator.initiallyInteractive)
        expectEqual(interaction.duration, 0.5)
        // Paused at the start: time passing moves nothing.
        host.advance(by: 0.2)
        expectEqual(y(presented), 100)
        // The linear animation from y = 100 to y = 944: at p, y = 100 + 844 p.
        for p in [0.25, 0.5, 0.1, 0.8] as [CGFloat] {
            interaction.update(p)
            host.advance(by: 1.0 / 60)
            expectClose(y(presented), (100 + 844 * p), within: 1e-6)
            expectEqual(coordinator.percentComplete, p)
            expectEqual(interaction.percentComplete, p)
        }
        // Out-of-range values are clamped; NaN is reported and ignored.
        interaction.update(1.5)
        expectEqual(interaction.percentComplete, 1)
        interaction.update(-3)
        expectEqual(interaction.percentComplete, 0)
        interaction.update(.nan)
        expectEqual(interaction.percentComplete, 0)
        expectEqual(host.diagnostics.diagnostics(withCode: "interaction.nanProgress").count, 1)
        interaction.cancel()
        host.runUntilIdle()
    }

    @Test func finishCompletesOverTheRemainingTime() {
        let (host, root, presented, delegate) = presented()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        var completed = false
        presented.dismiss(animated: true) { completed = true }
        host.advance(by: 1.0 / 60)
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        var sawNonInteractive = false
        presented.transitionCoordinator?.notifyWhenInteractionChanges { context in
            sawNonInteractive = !context.isInteractive && !context.isCancelled
        }
        interaction.finish()
        expect(sawNonInteractive)
        // The remaining half of 0.5 s runs in 0.25 s (completion speed 1).
        host.advance(by: 0.2)
        expect(!completed)
        host.advance(by: 0.1)
        expect(completed)
        expectNil(root.presentedViewController)
        expect(host.timeline.transitionCalls.contains("B.viewDidDisappear(true)"))
        expectEqual(host.timeline.transitionCalls.last, "SlideUpAnimator.animationEnded(true)")
    }

    @Test func completionSpeedShortensTheRemainder() {
        let (host, root, presented, delegate) = presented()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        delegate.dismissalInteraction = interaction
        presented.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.5)
        interaction.finish()
        // (1 − 0.5) × 0.5 s / 2 = 0.125 s.
        host.advance(by: 0.1)
        expectNotNil(root.presentedViewController)
        host.advance(by: 0.05)
        expectNil(root.presentedViewController)
    }

    @Test func cancelReversesAndRestoresAppearance() {
        let (host, root, presented, delegate) = presented()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        var completed = false
        presented.dismiss(animated: true) { completed = true }
        host.advance(by: 1.0 / 60)
        interaction.update(0.6)
        host.advance(by: 1.0 / 60)
        interaction.cancel()
        expectEqual(presented.transitionCoordinator?.isCancelled, true)
        host.runUntilIdle()
        expect(!completed)
        expectIdentical(root.presentedViewController, presented)
        expectEqual(presented.view.frame, CGRect(x: 0, y: 100, width: 390, height: 744))
        expectEqual(y(presented), 100)
        expectIdentical(presented.view.window, host.window)
        // DESIGN §4: a cancelled disappearance gets its appearance back, and no "did disappear".
        let b = host.timeline.callbacks(of: "B").filter { $0.hasPrefix("view") && !$0.contains("Layout") }
        expectEqual(b, ["viewWillDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)"])
        expect(host.timeline.transitionCalls.contains("InsetPresentationController.dismissalTransitionDidEnd(false)"))
        expectEqual(host.timeline.transitionCalls.last, "SlideUpAnimator.animationEnded(false)")
        // And the presentation still works afterwards.
        delegate.dismissalInteraction = nil
        presented.dismiss(animated: true)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
    }

    @Test func oneInteractionControllerServesManyTransitions() {
        let (host, root, presented, delegate) = presented()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        // Cancel four times, then finish: the same object, state forgotten between transitions.
        for round in 0..<5 {
            presented.dismiss(animated: true)
            host.advance(by: 1.0 / 60)
            expectEqual(interaction.percentComplete, 0, "round \(round)")
            interaction.update(0.4)
            host.advance(by: 1.0 / 60)
            expectClose(y(presented), (100 + 844 * 0.4), within: 1e-6, "round \(round)")
            if round < 4 { interaction.cancel() } else { interaction.finish() }
            host.runUntilIdle()
            expectEqual((root.presentedViewController == nil), (round == 4), "round \(round)")
        }
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func interactivePresentationCanBeCancelled() {
        let (host, root, presented, delegate) = makeCustomPresentation()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentationInteraction = interaction
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        expectClose(y(presented), (944 - 844 * 0.5), within: 1e-6)
        interaction.cancel()
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectNil(presented.presentingViewController)
        expectNil(presented.view.window)
        expectEqual(host.window.subviews.count, 1)
        let b = host.timeline.callbacks(of: "B").filter { $0.hasPrefix("view") && !$0.contains("Layout") && !$0.contains("Load") }
        expectEqual(b, ["viewWillAppear(true)", "viewWillDisappear(true)", "viewDidDisappear(true)"])
    }
}
