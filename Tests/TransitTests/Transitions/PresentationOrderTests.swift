import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The custom presentation sequence of Apple's "Customizing the Transition Animations" and
/// DESIGN §4: delegate (presentation controller first for `.custom`, then animator, then
/// interaction controller) → appearance → presentationTransitionWillBegin → transitionDuration →
/// animateTransition → completeTransition → presentationTransitionDidEnd → viewDidAppear →
/// completion block → animationEnded. Presentation starts on the next run-loop turn.
@MainActor
@Suite struct PresentationOrderTests {
    @Test func customPresentationRunsInUIKitOrder() {
        let (host, root, presented, delegate) = makeCustomPresentation()
        defer { withExtendedLifetime(delegate) {} }  // transitioningDelegate is weak, as in UIKit
        root.present(presented, animated: true) { host.timeline.record("test", "completion") }

        // Linked at once; nothing else happens until the next run-loop turn.
        expectIdentical(root.presentedViewController, presented)
        expectIdentical(presented.presentingViewController, root)
        expect(host.timeline.transitionCalls.isEmpty)

        host.runUntilIdle()
        expectEqual(
            host.timeline.transitionCalls,
            [
                "SlideUpDelegate.presentationController(forPresented:presenting:source:)",
                "SlideUpDelegate.animationController(forPresented:presenting:source:)",
                "SlideUpDelegate.interactionControllerForPresentation(using:)",
                "B.loadView()", "B.viewDidLoad()",
                "B.viewWillAppear(true)",
                "InsetPresentationController.presentationTransitionWillBegin()",
                "SlideUpAnimator.transitionDuration(using:)",
                "SlideUpAnimator.animateTransition(using:)",
                "View.animate(withDuration: 0.5).completion(true)",
                "InsetPresentationController.presentationTransitionDidEnd(true)",
                "B.viewDidAppear(true)",
                "test.completion",
                "SlideUpAnimator.animationEnded(true)"
            ])
        expectEqual(presented.view.frame, CGRect(x: 0, y: 100, width: 390, height: 744))
        expect(presented.presentationController is InsetPresentationController)
        // A custom presentation keeps the presenter's view and sends it no appearance calls.
        expectIdentical(root.view.window, host.window)
        expectEqual(root.appearanceState, .appeared)
    }

    @Test func dismissalRunsInUIKitOrder() {
        let (host, root, presented, delegate) = makeCustomPresentation()
        defer { withExtendedLifetime(delegate) {} }  // transitioningDelegate is weak, as in UIKit
        root.present(presented, animated: true)
        host.runUntilIdle()
        host.timeline.removeAll()

        presented.dismiss(animated: true) { host.timeline.record("test", "completion") }
        host.runUntilIdle()
        expectEqual(
            host.timeline.transitionCalls,
            [
                "SlideUpDelegate.animationController(forDismissed:)",
                "SlideUpDelegate.interactionControllerForDismissal(using:)",
                "B.viewWillDisappear(true)",
                "InsetPresentationController.dismissalTransitionWillBegin()",
                "SlideUpAnimator.transitionDuration(using:)",
                "SlideUpAnimator.animateTransition(using:)",
                "View.animate(withDuration: 0.5).completion(true)",
                "InsetPresentationController.dismissalTransitionDidEnd(true)",
                "B.viewDidDisappear(true)",
                "test.completion",
                "SlideUpAnimator.animationEnded(true)"
            ])
        expectNil(root.presentedViewController)
        expectNil(presented.presentingViewController)
        expectNil(presented.presentationController)
        expectNil(presented.view.window)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func animatorMovesTheViewByItsFormula() {
        let (host, root, presented, delegate) = makeCustomPresentation()
        defer { withExtendedLifetime(delegate) {} }  // transitioningDelegate is weak, as in UIKit
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60)  // the next turn: the transition starts at this frame's time
        let start = host.clock.now
        // Linear curve from y = 100 + 844 to y = 100 over 0.5 s: y(t) = 944 − 844 · t / 0.5.
        for _ in 0..<10 {
            host.advance(by: 1.0 / 60)
            let t = host.clock.now - start
            let y = presented.view.layer.presentation()!.frame.minY
            expectClose(y, (944 - 844 * min(1, t / 0.5)), within: 1e-6)
        }
    }

    @Test func fullScreenPresentationRemovesAndRestoresThePresentersView() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        let presented = NamedController("B")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        host.runUntilIdle()
        expect(host.timeline.transitionCalls.contains("A.viewWillDisappear(true)"))
        expect(host.timeline.transitionCalls.contains("A.viewDidDisappear(true)"))
        expectNil(root.view.window)
        expectEqual(presented.view.frame, host.window.bounds)
        host.timeline.removeAll()
        root.dismiss(animated: true)
        host.runUntilIdle()
        let calls = host.timeline.transitionCalls
        expectLessThan(calls.firstIndex(of: "B.viewWillDisappear(true)")!, calls.firstIndex(of: "A.viewWillAppear(true)")!)
        expectLessThan(calls.firstIndex(of: "B.viewDidDisappear(true)")!, calls.firstIndex(of: "A.viewDidAppear(true)")!)
        expectIdentical(root.view.window, host.window)
        expectEqual(root.view.frame, host.window.bounds)
        expectEqual(host.window.subviews.count, 1)
    }

    @Test func presenterGetsNoAppearanceCallsForOverFullScreenAndSheets() {
        for style in [ModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .automatic] {
            let root = NamedController("A")
            let host = makeHost(root: root)
            let presented = NamedController("B")
            presented.modalPresentationStyle = style
            root.present(presented, animated: true)
            host.runUntilIdle()
            root.dismiss(animated: true)
            host.runUntilIdle()
            expect(
                host.timeline.callbacks(of: "A").filter { $0.hasPrefix("view") && !$0.contains("Layout") }.isEmpty,
                "style \(style)")
            expect(host.timeline.callbacks(of: "B").contains("viewDidDisappear(true)"))
        }
    }

    @Test func sheetIsACardBelowTheTopInset() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let presented = NamedController("B")
        root.present(presented, animated: true)  // .automatic is a page sheet
        host.runUntilIdle()
        expectEqual(presented.view.frame, CGRect(x: 0, y: 57, width: 390, height: 844 - 57))
        expectEqual(presented.view.layer.cornerRadius, 10)
        expectIdentical(root.view.window, host.window)
    }

    @Test func nonAnimatedPresentationCompletesInTheNextTurn() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        let presented = NamedController("B")
        presented.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(presented, animated: false) { completed = true }
        expect(!completed)
        host.advance(by: 1.0 / 60)
        expect(completed)
        expect(host.timeline.transitionCalls.contains("B.viewDidAppear(false)"))
    }
}
