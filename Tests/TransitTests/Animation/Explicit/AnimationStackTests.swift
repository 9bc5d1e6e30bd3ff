import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Block and explicit animations of one layer property share one stack, in the order added, and
/// are sampled together: Core Animation evaluates UIKit's block animations as animations added to
/// the layer (additive ones, since iOS 8) and computes the presentation layer from the layer
/// tree's timing when it is read.
@MainActor
@Suite struct AnimationStackTests {
    /// A paused tree (speed 0) scrubbed through `timeOffset`: a block animation (2 s, linear,
    /// x 5 → 105) and an explicit one (1 s, x 0 → 100) both show the new time at once, before any
    /// frame step: 5 + 100·1.5/2 = 80 and 100·0.6 = 60 after scrubbing to 1.5 s and 0.6 s.
    @Test func scrubbingShowsBothKindsAtOnce() {
        let window = makeWindow()
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let dot = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(container)
        container.addSubview(box)
        container.addSubview(dot)
        container.layer.speed = 0
        View.animate(
            withDuration: 2, delay: 0, options: [.curveLinear],
            animations: {
                box.center = CGPoint(x: 105, y: 5)
            })
        // Linear: no timing function.
        dot.layer.add(basic("position.x", from: 0.0, to: 100.0, duration: 1), forKey: "x")
        window.step(to: 1)
        expectClose(box.layer.presentationState.position.x, 5, within: 1e-9)
        expectClose(dot.layer.presentationState.position.x, 0, within: 1e-9)

        container.layer.timeOffset = 1.5
        expectClose(box.layer.presentationState.position.x, 80, within: 1e-9)
        container.layer.timeOffset = 0.6
        expectClose(box.layer.presentationState.position.x, 35, within: 1e-9)  // 5 + 100·0.6/2
        expectClose(dot.layer.presentationState.position.x, 60, within: 1e-9)
    }

    /// An explicit animation added first sits beneath a block animation added after it: halfway
    /// through a linear 1 s block move of x from 0 to 50 over an explicit animation holding x at
    /// 100, the layer is at 100 + (50 − 100)·0.5 = 75 (Core Animation: the model 50, the explicit
    /// 100 over it, the block's additive −50·(1 − 0.5) on top); once the block ends the explicit
    /// animation shows again over the new model: 100.
    @Test func anExplicitAnimationAddedFirstIsBeneathABlockAnimation() {
        let window = makeWindow()
        let box = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        window.addSubview(box)
        box.layer.add(basic("position.x", from: 100.0, to: 100.0, duration: 10), forKey: "hold")
        View.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                box.center = CGPoint(x: 50, y: 5)
            })
        window.step(to: 0.5)
        expectClose(box.layer.presentationState.position.x, 75, within: 1e-9)
        window.step(to: 1)
        window.step(to: 2)
        expectClose(box.layer.presentationState.position.x, 100, within: 1e-9)
        expectEqual(box.layer.position.x, 50)
    }

    /// An explicit animation added after a block animation is on top of it: a non-additive one
    /// replaces what is beneath (x held at 100 while the block moves it), an additive one adds to
    /// it (the block's 25 at 0.5 s plus 10).
    @Test func anExplicitAnimationAddedAfterIsOnTop() {
        let window = makeWindow()
        let box = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let other = View(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        window.addSubview(box)
        window.addSubview(other)
        View.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                box.center = CGPoint(x: 50, y: 5)
                other.center = CGPoint(x: 50, y: 5)
            })
        box.layer.add(basic("position.x", from: 100.0, to: 100.0, duration: 10), forKey: "hold")
        let add = basic("position.x", from: 10.0, to: 10.0, duration: 10)
        add.isAdditive = true
        other.layer.add(add, forKey: "offset")
        window.step(to: 0.5)
        expectClose(box.layer.presentationState.position.x, 100, within: 1e-9)
        expectClose(other.layer.presentationState.position.x, 35, within: 1e-9)
    }

    /// Setting the model value while an explicit animation runs keeps the animation, which now
    /// goes on over the new value (Core Animation never removes an explicit animation for a
    /// model change); removing it shows the model value.
    @Test func aModelChangeKeepsTheExplicitAnimation() {
        let window = makeWindow()
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        box.layer.add(basic("opacity", by: -0.5, duration: 1), forKey: "fade")
        window.step(to: 0.5)
        expectClose(box.layer.presentationState.opacity, 0.75, within: 1e-9)  // 1 + (−0.5)·0.5
        box.layer.opacity = 0.8
        expectClose(box.layer.presentationState.opacity, 0.55, within: 1e-9)  // 0.8 + (−0.5)·0.5
        box.layer.removeAnimation(forKey: "fade")
        expectEqual(box.layer.presentationState.opacity, 0.8)
    }
}
