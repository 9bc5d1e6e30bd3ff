import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Setting a property outside an animation block while it animates. Since iOS 8 a block
/// animation is an additive Core Animation animation of the offset from the model value ("the
/// value specified by the animation will be added to the current render tree value",
/// `CAPropertyAnimation.isAdditive`), and a model value set outside an animation adds no
/// animation and removes none. So the new value shows at once with the running animation's
/// remaining offset on top: `x(t) = new + (old − target)·(1 − e(t))`, and the animation still
/// ends, finished, on its own schedule.
@MainActor
@Suite struct ModelValueDuringAnimationTests {
    /// centre.x 0 → 100 linear over 1 s; at 0.5 s set to 200 outside any block: 150 at once
    /// (200 − 100·0.5), 175 at 0.75 s, 200 at the end; the completion says finished.
    @Test func aModelValueSetMidFlightKeepsTheRemainingOffset() {
        let window = makeWindow()
        let box = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        window.addSubview(box)
        var finished: Bool?
        View.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x = 100 },
            completion: { finished = $0 })
        window.step(to: 0.5)
        box.center.x = 200
        expectEqual(box.center.x, 200)
        expectClose(box.layer.presentationState.position.x, 150, within: 1e-9)
        window.step(to: 0.75)
        expectClose(box.layer.presentationState.position.x, 175, within: 1e-9)
        window.step(to: 1)
        expectEqual(box.layer.presentationState.position.x, 200)
        expectEqual(finished, true)
        expect(!box.layer.props.isAnimating)
    }

    /// The same on the default ease-in-out curve, with both coordinates of the centre: the offset
    /// left is `(old − target)·(1 − e(t))` at every frame. Within 5e-4 pt: the curve is solved to
    /// 1e-6 in progress, over distances up to 400 pt.
    @Test func theOffsetFollowsTheAnimationsOwnCurve() {
        let window = makeWindow()
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        View.animate(withDuration: 0.8) { card.center = CGPoint(x: 250, y: 450) }
        window.step(to: 0.2)
        card.center = CGPoint(x: 300, y: 300)
        for t in stride(from: 0.2, through: 0.8, by: 0.1) {
            window.step(to: t)
            let left = 1 - Oracle.easeInOut(t / 0.8)
            let p = card.layer.presentationState.position
            expectClose(p.x, CGFloat(300 + (50 - 250) * left), within: 5e-4, "t = \(t)")
            expectClose(p.y, CGFloat(300 + (50 - 450) * left), within: 5e-4, "t = \(t)")
        }
    }

    /// A change added on top of a running one keeps both offsets when the model is then set.
    @Test func stackedAnimationsBothCarryOver() {
        let window = makeWindow()
        let box = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        window.addSubview(box)
        View.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: { box.center.x = 100 })
        window.step(to: 0.5)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x = 50 })
        window.step(to: 1)
        box.center.x = 0
        // 0 + (0 − 100)·(1 − 0.5) + (100 − 50)·(1 − 0.5)
        expectClose(box.layer.presentationState.position.x, -25, within: 1e-9)
        window.step(to: 1.5)
        expectClose(box.layer.presentationState.position.x, -25, within: 1e-9)
        window.step(to: 2)
        expectEqual(box.layer.presentationState.position.x, 0)
    }

    /// Key frames are not additive in Core Animation: a stack holding them takes the new value
    /// at once and stops animating (Transit's documented choice).
    @Test func keyframeAnimationsTakeTheNewValueAtOnce() {
        let window = makeWindow()
        let box = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        window.addSubview(box)
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.center.x = 100 }
            })
        window.step(to: 0.5)
        box.center.x = 30
        expectEqual(box.layer.presentationState.position.x, 30)
        expect(!box.layer.props.position.isAnimating)
    }
}
