import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `TabBarController.selectionTransition`: immediate by default, as UIKit documents a switch
/// without an animator; `.crossDissolve` fades the new tab in over 0.4 s, ease in-out, with the
/// tab bar's queueing and turning rules.
@MainActor
@Suite struct TabBarCrossFadeTests {
    /// easeInOut, the cubic Bézier (0.42, 0, 0.58, 1): its value and slope at `x`, the curve's
    /// parameter found by bisection on x(u) (an independent evaluation of the curve).
    static func easeInOut(_ x: Double) -> (value: Double, slope: Double) {
        func bx(_ u: Double) -> Double { 3 * (1 - u) * (1 - u) * u * 0.42 + 3 * (1 - u) * u * u * 0.58 + u * u * u }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 { let mid = (lo + hi) / 2; if bx(mid) < x { lo = mid } else { hi = mid } }
        let u = lo
        let y = 3 * (1 - u) * u * u + u * u * u
        let dx = 3 * (1 - u) * (1 - u) * 0.42 + 6 * (1 - u) * u * (0.58 - 0.42) + 3 * u * u * (1 - 0.58)
        let dy = 6 * (1 - u) * u + 3 * u * u * (1 - 1)
        return (y, dy / dx)
    }

    @Test func withoutAnAnimatorTheSwitchIsImmediateByDefault() {
        let (tabs, _, _, vcs) = makeTabs()
        expectEqual(tabs.selectionTransition, .none)
        tabs.selectedIndex = 1
        expectNil(tabs.transitionRunner.running)
        expect(vcs[1].view.superview === tabs.transitionView && vcs[0].view.superview == nil)
    }

    @Test func theCrossFadeFadesTheNewTabInOverTheOldOne() {
        let (tabs, _, host, vcs) = makeTabs()
        tabs.selectionTransition = .crossDissolve
        host.timeline.removeAll()
        tabs.selectedIndex = 1
        expectNotNil(tabs.transitionRunner.running)
        // easeInOut at a quarter of the time: 0.129162 (DESIGN §4's oracle).
        host.advance(by: 0.1)
        expectClose(Double(vcs[1].view.layer.presentation()!.opacity), 0.129162, within: 1e-4)
        expect(vcs[0].view.superview === tabs.transitionView && vcs[0].view.alpha == 1)
        host.advance(by: 0.2)
        expectClose(Double(vcs[1].view.layer.presentation()!.opacity), Self.easeInOut(0.75).value, within: 1e-4)
        expect(host.runUntilIdle())
        expectIdentical(tabs.selectedViewController, vcs[1])
        expect(vcs[1].view.alpha == 1 && vcs[1].view.frame == tabs.transitionView.bounds)
        expectNil(vcs[0].view.superview)
        let calls = host.timeline.switchCalls
        for call in ["A.viewWillDisappear(true)", "B.viewWillAppear(true)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)"] {
            expect(calls.contains(call), "\(calls)")
        }
        expect(tabs.invariantViolations().isEmpty)
    }

    @Test func selectingTheOldTabMidFadeTurnsTheFadeBack() {
        let (tabs, _, host, vcs) = makeTabs()
        tabs.selectionTransition = .crossDissolve
        tabs.selectedIndex = 1
        host.advance(by: 0.1)
        let a1 = Double(vcs[1].view.layer.presentation()!.opacity)
        expectClose(a1, 0.129162, within: 1e-4)
        host.timeline.removeAll()
        tabs.selectedIndex = 0
        expect(tabs.transitionRunner.pending.isEmpty)
        expectEqual(tabs.selectedIndex, 0)
        // Hand-worked: the opacity heads back to 0 on the system spring, starting with the fade's
        // velocity, slope / 0.4 s, in distances to go (a1) per second.
        let v = -(Self.easeInOut(0.25).slope / 0.4) / a1
        let turnedAt = host.now
        var maxError = 0.0
        for _ in 0..<20 {
            host.step()
            let expected = a1 * (1 - NavigationTurnAroundTests.turn(host.now - turnedAt, velocity: v))
            maxError = max(maxError, abs(Double(vcs[1].view.layer.presentation()!.opacity) - expected))
        }
        expectLessThan(maxError, 1e-3)
        expect(host.runUntilIdle())
        expect(host.timeline.switchCalls.contains("ModalTransitionAnimator.turnAround(toStart)"))
        expectIdentical(tabs.selectedViewController, vcs[0])
        expect(vcs[0].view.superview === tabs.transitionView && vcs[1].view.superview == nil)
        expectEqual(vcs[1].view.alpha, 1, "the fade belongs to the switch, not to the view")
        expect(tabs.invariantViolations().isEmpty)
        // The next switch fades again.
        tabs.selectedIndex = 2
        host.advance(by: 0.1)
        expectClose(Double(vcs[2].view.layer.presentation()!.opacity), 0.129162, within: 1e-4)
        expect(host.runUntilIdle())
        expectIdentical(tabs.selectedViewController, vcs[2])
    }

    @Test func thePanScrubsTheCrossFadeAndFinishesOrCancelsIt() {
        let (tabs, _, host, vcs) = makeTabs()
        tabs.selectionTransition = .crossDissolve
        // Held at 100 pt of the 390 pt content: the fade is part way, under the finger.
        host.touchDown(at: CGPoint(x: 300, y: 400))
        for i in 1...10 { host.touchMove(to: CGPoint(x: 300 - CGFloat(i) * 10, y: 400)) }
        for _ in 0..<10 { host.touchMove(to: CGPoint(x: 200, y: 400)) }
        let held = Double(vcs[1].view.layer.presentation()!.opacity)
        expectGreaterThan(held, 0.01, "\(held)")
        expectLessThan(held, 0.99, "\(held)")
        expectEqual(tabs.transitionRunner.running?.isInteractive, true)
        // Lifted still: 100 pt < 195 pt, the switch is cancelled, A stays.
        host.touchUp()
        expect(host.runUntilIdle())
        expect(tabs.selectedViewController === vcs[0] && vcs[1].view.superview == nil && vcs[1].view.alpha == 1)
        // A long flick finishes it: 240 + 480/1000 · 499 pt > 195 pt.
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.5)
        expect(host.runUntilIdle())
        expect(tabs.selectedViewController === vcs[1] && vcs[0].view.superview == nil && vcs[1].view.alpha == 1)
        expect(tabs.invariantViolations().isEmpty)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func aDelegatesAnimatorStillWins() {
        let animator = TabSlideAnimator(duration: 0.5)
        let (tabs, _, host, vcs) = makeTabs(animator: animator)
        tabs.selectionTransition = .crossDissolve
        tabs.selectedIndex = 1
        host.advance(by: 0.25)
        expectEqual(vcs[1].view.layer.presentation()!.opacity, 1)
        expectClose(vcs[1].view.layer.presentation()!.frame.minX, 195, within: 14)
        expect(host.runUntilIdle())
    }
}
