import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// UIKit's block animations are additive since iOS 8: a new target for a value that is already
/// animating adds `(new − old model)·p` on top of the running animation, which plays out on its own
/// curve. The oracle is the additive sum written out here:
/// `x(t) = target + Σ (modelᵢ − targetᵢ)·(1 − eᵢ(t))`.
@MainActor
@Suite struct AdditiveBlockAnimationTests {
    /// The drawer toggled mid-flight: centre.x 0 → 100 over 1 s, sent back to 0 at 0.5 s for 1 s
    /// (both ease-in-out).
    @Test func aNewTargetAddsToTheRunningAnimation() {
        let window = makeWindow()
        let box = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        window.addSubview(box)
        var firstFinished: Bool?
        View.animate(withDuration: 1, animations: { box.center.x = 100 }, completion: { firstFinished = $0 })
        window.step(to: 0.5)
        View.animate(withDuration: 1) { box.center.x = 0 }
        expectEqual(box.center.x, 0)
        func expected(_ t: Double) -> CGFloat {
            let first = -100 * (1 - Oracle.easeInOut(min(t, 1)))
            let second = 100 * (1 - Oracle.easeInOut((t - 0.5) / 1))
            return CGFloat(first + second)
        }
        for t in stride(from: 0.5, through: 1.5, by: 0.125) {
            window.step(to: t)
            expectClose(box.layer.presentationState.position.x, expected(t), within: 1e-4, "t = \(t)")
        }
        expectEqual(firstFinished, true)
        expectEqual(box.layer.presentationState.position.x, 0)
    }

    /// A short change added to a long animation ends first; the long one plays on to its own end:
    /// 0 → 100 linear over 2 s, then at 0.5 s → 50 linear over 0.5 s. From 1 s the value is
    /// 50 − 100·(1 − t/2) (the second change is in, the first still running).
    @Test func theEarlierAnimationPlaysOnAfterALaterOneEnds() {
        let window = makeWindow()
        let box = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        window.addSubview(box)
        View.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: { box.center.x = 100 })
        window.step(to: 0.5)
        View.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { box.center.x = 50 })
        window.step(to: 0.75)
        // 50 − 100·(1 − 0.375) + (100 − 50)·(1 − 0.5)
        expectClose(box.layer.presentationState.position.x, 12.5, within: 1e-9)
        for t in [1.0, 1.5, 1.75] {
            window.step(to: t)
            expectClose(box.layer.presentationState.position.x, CGFloat(50 - 100 * (1 - t / 2)), within: 1e-9, "t = \(t)")
        }
        expectEqual(box.center.x, 50)
        window.step(to: 2)
        expectEqual(box.layer.presentationState.position.x, 50)
        expect(!box.layer.props.isAnimating)
    }

    /// The value's velocity does not change when the new target arrives (the added change starts at
    /// rest on an ease-in-out curve), unlike a replacement from the value on screen.
    @Test func theVelocityCarriesThroughTheNewTarget() {
        let window = makeWindow()
        let box = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        window.addSubview(box)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x = 100 })
        window.step(to: 0.5)
        let before = box.layer.presentationState.position.x
        View.animate(withDuration: 1) { box.center.x = -100 }
        window.step(to: 0.501)
        // Linear 100 pt/s plus an ease-in-out change starting at rest: 0.1 pt in 1 ms, up to
        // the second change's tiny start (200·e(0.001) < 1e-4).
        expectClose(box.layer.presentationState.position.x - before, 0.1, within: 1e-3)
    }

    /// Colours have no difference: a new colour blends from the one on screen.
    @Test func coloursBlendFromTheValueOnScreen() {
        let window = makeWindow()
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .black
        window.addSubview(box)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.backgroundColor = .white })
        window.step(to: 0.5)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.backgroundColor = .black })
        window.step(to: 1.5)
        expectEqual(box.layer.presentationState.backgroundColor, .black)
    }
}
