import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

@MainActor
@Suite struct LayerMediaTimingTests {
    /// t_local = (t_parent − beginTime) × speed + timeOffset, through the superlayer chain,
    /// computed by hand: parent (begin 1, speed 2, offset 0.5) at global 3 → (3 − 1)·2 + 0.5 = 4.5;
    /// child (speed 0.5, begin 0.25) → (4.5 − 0.25)·0.5 = 2.125.
    @Test func localTimeThroughTheChain() {
        let window = makeWindow()
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        parent.layer.beginTime = 1
        parent.layer.speed = 2
        parent.layer.timeOffset = 0.5
        child.layer.speed = 0.5
        child.layer.beginTime = 0.25
        expectEqual(parent.layer.convertTime(3, from: nil), 4.5)
        expectEqual(child.layer.convertTime(3, from: nil), 2.125)
        expectEqual(child.layer.convertTime(4.5, from: parent.layer), 2.125)
        expectEqual(child.layer.convertTime(2.125, to: nil), 3)
        expectEqual(parent.layer.convertTime(2.125, from: child.layer), 4.5)
        window.step(to: 3)
        expectEqual(child.layer.currentLocalTime, 2.125)
    }

    /// An explicit animation on a layer inside a paused tree follows the scrubbed timeOffset.
    @Test func explicitAnimationFollowsAPausedAncestor() {
        let window = makeWindow()
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(container)
        container.addSubview(box)
        container.layer.speed = 0
        box.layer.add(basic("position.x", from: 0.0, to: 100.0, duration: 1), forKey: "x")
        window.step(to: 5)
        expectEqual(box.layer.presentationState.position.x, 0)
        container.layer.timeOffset = 0.3
        expectClose(box.layer.presentationState.position.x, 30, within: 1e-9)
    }

    /// The classic technique on a block animation: pause the tree, scrub timeOffset, resume with
    /// beginTime = CACurrentMediaTime() − pausedTime; the animation picks up where it was paused
    /// and ends a full duration of running time after it began.
    @Test func pauseScrubAndResumeABlockAnimation() {
        let window = makeWindow()
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(container)
        container.addSubview(box)
        var finished: Bool?
        View.animate(
            withDuration: 2, delay: 0, options: [.curveLinear],
            animations: {
                box.center = CGPoint(x: 105, y: 5)
            }, completion: { finished = $0 })
        window.step(to: 0.5)
        expectClose(box.layer.presentationState.position.x, 30, within: 1e-9)  // 5 + 100·0.25

        // Pause: pausedTime = convertTime(now, from: nil); speed = 0; timeOffset = pausedTime.
        let paused = container.layer.convertTime(window.currentTime, from: nil)
        container.layer.speed = 0
        container.layer.timeOffset = paused
        window.step(to: 3)
        expectClose(box.layer.presentationState.position.x, 30, within: 1e-9)
        expectNil(finished)

        // Scrub to 1.5 s into the animation.
        container.layer.timeOffset = 1.5
        window.step(to: 4)
        expectClose(box.layer.presentationState.position.x, 80, within: 1e-9)  // 5 + 100·0.75

        // Resume from there.
        let pausedTime = container.layer.timeOffset
        container.layer.speed = 1
        container.layer.timeOffset = 0
        container.layer.beginTime = 0
        container.layer.beginTime = container.layer.convertTime(window.currentTime, from: nil) - pausedTime
        window.step(to: 4.25)
        expectClose(box.layer.presentationState.position.x, 92.5, within: 1e-9)  // 5 + 100·1.75/2
        expectNil(finished)
        window.step(to: 4.5)
        expectEqual(finished, true)
        expectEqual(box.layer.presentationState.position.x, 105)
    }

    /// A block animation begun on the window's clock shows its container's new time at once when
    /// the container first takes a timing of its own between two steps, as Core Animation computes
    /// the presentation layer from the tree's timing when it is read: linear over 2 s from x 5 to
    /// 105, so 5 + 100·0.5/2 = 30 at 0.5 s; paused at timeOffset 1.5, 5 + 100·1.5/2 = 80 before
    /// any further step, and the start value 5 at timeOffset 0.
    @Test func aTimingTakenBetweenStepsShowsAtOnceOnABlockAnimationBegunOnTheClock() {
        let window = makeWindow()
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(container)
        container.addSubview(box)
        View.animate(
            withDuration: 2, delay: 0, options: [.curveLinear],
            animations: {
                box.center = CGPoint(x: 105, y: 5)
            })
        window.step(to: 0.5)
        expectClose(box.layer.presentationState.position.x, 30, within: 1e-9)
        container.layer.speed = 0
        container.layer.timeOffset = 1.5
        expectClose(box.layer.presentationState.position.x, 80, within: 1e-9)
        container.layer.timeOffset = 0
        expectEqual(box.layer.presentationState.position.x, 5)
    }

    /// A view moved, mid-animation, under a layer paused at timeOffset 1.5 takes that layer's local
    /// time: its block animation shows the value at 1.5 s and stays there while the clock runs on,
    /// then resumes from it when the layer runs again (speed 1, beginTime = now − 1.5).
    @Test func anAnimatingViewMovedUnderAPausedLayerPauses() {
        let window = makeWindow()
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(container)
        window.addSubview(box)
        container.layer.speed = 0
        container.layer.timeOffset = 1.5
        View.animate(
            withDuration: 2, delay: 0, options: [.curveLinear],
            animations: {
                box.center = CGPoint(x: 105, y: 5)
            })
        window.step(to: 0.5)
        expectClose(box.layer.presentationState.position.x, 30, within: 1e-9)  // 5 + 100·0.25
        container.addSubview(box)
        window.step(to: 1)
        expectClose(box.layer.presentationState.position.x, 80, within: 1e-9)  // 5 + 100·1.5/2
        window.step(to: 3)
        expectClose(box.layer.presentationState.position.x, 80, within: 1e-9)
        container.layer.speed = 1
        container.layer.timeOffset = 0
        container.layer.beginTime = 3 - 1.5
        window.step(to: 3.25)
        expectClose(box.layer.presentationState.position.x, 92.5, within: 1e-9)  // 5 + 100·1.75/2
    }

    @Test func nonFiniteTimingIsReportedAndIgnored() {
        let log = DiagnosticLog()
        let window = makeWindow(log)
        let view = View(frame: .zero)
        window.addSubview(view)
        view.layer.speed = .nan
        view.layer.timeOffset = .infinity
        view.layer.duration = -1
        expectEqual(view.layer.speed, 1)
        expectEqual(view.layer.timeOffset, 0)
        expectEqual(view.layer.duration, 0)
        expectEqual(log.diagnostics(withCode: "layer.invalidTiming").count, 3)
    }

    /// The reference that animation timebases hold on their layer (`LayerClockReference`) does
    /// not keep the layer alive, and reads `nil` once the layer is gone, as a weak reference would.
    @Test func aClockReferenceLetsItsLayerGo() {
        var layer: Layer? = Layer()
        let reference = layer!.clockReference
        expectIdentical(reference.layer, layer)
        expectIdentical(layer!.clockReference, reference)
        layer = nil
        expectNil(reference.layer)
    }
}

@MainActor
@Suite struct LayerTimingViewTransitionTests {
    /// A cross-dissolve of a view inside a paused container follows the container's timeOffset:
    /// the old content's snapshot fades as 1 − easeInOut(timeOffset / duration).
    @Test func aViewTransitionFollowsAPausedLayer() {
        let window = makeWindow()
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(card)
        window.step(to: 1)
        container.layer.speed = 0
        container.layer.timeOffset = 0
        View.transition(
            with: card, duration: 0.5, options: [.transitionCrossDissolve],
            animations: {
                card.backgroundColor = .red
            })
        let overlay = card.subviews.last!
        window.step(to: 2)
        expectEqual(overlay.layer.presentationState.opacity, 1)
        container.layer.timeOffset = 0.125
        window.step(to: 2.5)
        expectClose(overlay.layer.presentationState.opacity, CGFloat(1 - Oracle.easeInOut(0.25)), within: 1e-4)
        container.layer.timeOffset = 0.5
        window.step(to: 3)
        expectNil(overlay.superview)
    }
}
