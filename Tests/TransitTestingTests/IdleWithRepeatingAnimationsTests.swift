import Foundation
import Testing
import Transit
@testable import TransitTesting
import TransitTestingReporting

/// What idle means when animations that repeat forever run. Core Animation's media timing is the
/// oracle for "forever": an animation whose `repeatCount` is `.infinity` (or whose
/// `repeatDuration` is infinite) has an infinite active duration and never ends by itself, and
/// `UIView.AnimationOptions.repeat` repeats "indefinitely". Such animations are the host's steady
/// state: it is idle once only they remain, unless `waitsForRepeatingAnimations` is set; a host
/// that times out says which animation kept it busy.
@MainActor
@Suite struct IdleWithRepeatingAnimationsTests {
    func spinnerScene() -> (TestHost, View, View) {
        let host = TestHost(size: CGSize(width: 200, height: 200), scale: 1)
        host.diagnostics.forward = nil
        let spinner = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let card = View(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        host.window.addSubview(spinner)
        host.window.addSubview(card)
        let spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        spinner.layer.add(spin, forKey: "spin")
        return (host, spinner, card)
    }

    @Test func aSpinnerAloneDoesNotKeepTheHostBusy() {
        let (host, spinner, card) = spinnerScene()
        View.animate(withDuration: 0.5, animations: { card.alpha = 0 })
        expect(!host.isIdle)  // the fade ends by itself
        expect(host.runUntilIdle(timeout: 5))
        expectClose(host.now, 0.5, within: 1.0 / 60 + 1e-9)  // idle when the fade ended
        expect(host.isIdle)
        expect(host.busyReasons.isEmpty)
        expectNotNil(spinner.layer.animation(forKey: "spin"))  // still spinning
        expect(host.window.hasRunningAnimations)
        expect(!host.window.hasRunningAnimationsThatEnd)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func waitingForRepeatingAnimationsTimesOutNamingTheSpinner() throws {
        let (host, _, _) = spinnerScene()
        host.diagnostics.forward = nil
        host.waitsForRepeatingAnimations = true
        expect(!host.isIdle)
        expectEqual(host.runUntilIdle(timeout: 1), false)
        let report = try unwrap(host.diagnostics.diagnostics(withCode: "testhost.idleTimeout").first)
        expect(report.message.contains("BasicAnimation \"transform.rotation.z\" on View at"))
        expect(report.message.contains("(repeats forever)"))
        expectEqual(host.busyReasons.count, 1)
    }

    @Test func aRepeatingBlockAnimationIsSteadyToo() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1)
        host.diagnostics.forward = nil
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        View.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0 })
        expect(host.runUntilIdle(timeout: 1))
        expectLessThan(host.now, 0.1)  // a layout frame at most
        host.waitsForRepeatingAnimations = true
        expect(host.busyReasons.count == 1 && host.busyReasons[0].hasSuffix("(repeats forever)"))
    }

    @Test func aTimeOutNamesAnAnimationThatEndsTooLate() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1)
        host.diagnostics.forward = nil
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        View.animate(withDuration: 10, animations: { view.frame.origin.x = 50 })
        expectEqual(host.runUntilIdle(timeout: 1), false)
        let report = try unwrap(host.diagnostics.diagnostics(withCode: "testhost.idleTimeout").first)
        expect(report.message.contains("on View at"))
        expect(!report.message.contains("repeats forever"))
    }
}
