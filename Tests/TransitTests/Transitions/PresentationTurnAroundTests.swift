import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A dismissal asked for during the presentation it undoes (or a presentation again during the
/// dismissal) turns the running transition around where it is on screen.
@MainActor
@Suite struct PresentationTurnAroundTests {
    private func presentB(style: ModalPresentationStyle = .fullScreen)
        -> (TestHost, ViewController, ViewController, SlideUpDelegate?)
    {
        let a = NamedController("A"), b = NamedController("B")
        let host = makeHost(root: a)
        var delegate: SlideUpDelegate?
        if style == .custom {
            let slide = SlideUpDelegate()
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = slide
            delegate = slide
        } else {
            b.modalPresentationStyle = style
        }
        a.present(b, animated: true)
        return (host, a, b, delegate)
    }

    @Test func aDismissalDuringThePresentationTurnsItBack() {
        let (host, a, b, delegate) = presentB(style: .custom)
        expectNotNil(delegate)
        host.advance(by: 0.25)
        let y1 = b.view.layer.presentation()!.frame.minY
        // The slide from y = 944 up to 100 (844 pt in 0.5 s, linear) began on the turn after
        // `present`, one frame later: 0.25 s − 1/60 s into it.
        expectClose(y1, (944 - 1688 * (0.25 - 1.0 / 60)), within: 0.5)
        var completed = 0
        b.dismiss(animated: true) { completed += 1 }
        expect(host.window.transitionRunner.pending.isEmpty)
        expectEqual(host.window.transitionRunner.running?.isTurnedBack, true)
        // Hand-worked: the system spring back down from y1 to 944, starting with the slide's
        // velocity (1688 pt/s upward, i.e. −1688 / (944 − y1) distances to go per second).
        let v = -1688.0 / (944 - Double(y1))
        let turnedAt = host.now
        var maxError = 0.0
        for _ in 0..<20 {
            host.step()
            let expected = Double(y1) + (944 - Double(y1)) * NavigationTurnAroundTests.turn(host.now - turnedAt, velocity: v)
            maxError = max(maxError, abs(Double(b.view.layer.presentation()!.frame.minY) - expected))
        }
        expectLessThan(maxError, 0.5)
        host.runUntilIdle()
        expectEqual(completed, 1)
        expectNil(a.presentedViewController)
        expectNil(b.presentingViewController)
        expectNil(b.view.window)
        expect(host.timeline.transitionCalls.contains("InsetPresentationController.presentationTransitionDidEnd(false)"))
        expect(!host.timeline.transitionCalls.contains { $0.contains("dismissalTransitionWillBegin") })
        // The next presentation works as usual.
        a.present(b, animated: true)
        host.runUntilIdle()
        expectIdentical(a.presentedViewController, b)
        expectEqual(b.view.frame.minY, 100)
    }

    @Test func aPresentationAgainDuringTheDismissalTurnsItBack() {
        let (host, a, b, _) = presentB(style: .fullScreen)
        host.runUntilIdle()
        a.dismiss(animated: true)
        host.advance(by: 0.15)
        expectGreaterThan(b.view.layer.presentation()!.frame.minY, 10)
        a.present(b, animated: true)
        expectEqual(host.window.transitionRunner.running?.isTurnedBack, true)
        host.runUntilIdle()
        expectIdentical(a.presentedViewController, b)
        expectIdentical(b.view.window, host.window)
        expectEqual(b.view.frame, host.window.bounds)
        expect(host.timeline.transitionCalls.contains { $0.hasSuffix("dismissalTransitionDidEnd(false)") })
        // And it still dismisses afterwards.
        b.dismiss(animated: true)
        host.runUntilIdle()
        expectNil(a.presentedViewController)
        expectNil(b.view.window)
    }

    @Test func turnedTwiceThePresentationCompletes() {
        let (host, a, b, delegate) = presentB(style: .custom)
        defer { withExtendedLifetime(delegate) {} }
        var presentedCompletions = 0
        host.advance(by: 0.2)
        b.dismiss(animated: true)
        host.advance(by: 0.05)
        a.present(b, animated: true) { presentedCompletions += 1 }
        expectEqual(host.window.transitionRunner.running?.isTurnedBack, false)
        host.runUntilIdle()
        expectEqual(presentedCompletions, 1)
        expectIdentical(a.presentedViewController, b)
        expectEqual(b.view.frame.minY, 100)
        expect(host.timeline.transitionCalls.contains("InsetPresentationController.presentationTransitionDidEnd(true)"))
    }

    @Test func anUnanimatedDismissalWaitsForThePresentation() {
        let (host, a, b, delegate) = presentB(style: .custom)
        defer { withExtendedLifetime(delegate) {} }
        host.advance(by: 0.2)
        b.dismiss(animated: false)
        expectEqual(host.window.transitionRunner.pending.count, 1)
        host.runUntilIdle()
        expectNil(a.presentedViewController)
        expect(host.timeline.transitionCalls.contains("InsetPresentationController.presentationTransitionDidEnd(true)"))
    }
}
