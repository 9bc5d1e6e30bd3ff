import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The classic Core Animation interactive container transition, written as for UIKit: the
/// container's layer is paused (`speed = 0`), the animator's block animation runs under it, a pan
/// scrubs `timeOffset`, and on release a display link advances (or rewinds) `timeOffset` frame by
/// frame until the animation ends, then the layer runs again.
@MainActor
final class LayerScrubbingSwitch {
    let container: View
    let fromView: View
    let toView: View
    let duration: TimeInterval = 0.5
    var displayLink: DisplayLink?
    var wasCancelled = false
    var completedTransition: Bool?
    var tickTimestamps: [TimeInterval] = []

    init(container: View, from: View, to: View) {
        self.container = container
        fromView = from
        toView = to
    }

    // startInteractiveTransition(_:)
    func start() {
        container.layer.speed = 0
        animateTransition()
    }

    // animateTransition(using:), as an animator writes it.
    func animateTransition() {
        let bounds = container.bounds
        toView.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
        container.addSubview(toView)
        View.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                self.fromView.frame = bounds.offsetBy(dx: -bounds.width, dy: 0)
                self.toView.frame = bounds
            },
            completion: { _ in
                // completeTransition(!transitionWasCancelled)
                let completed = !self.wasCancelled
                if completed {
                    self.fromView.removeFromSuperview()
                } else {
                    self.toView.removeFromSuperview()
                    self.fromView.frame = bounds
                }
                self.completedTransition = completed
            })
    }

    // updateInteractiveTransition(_:)
    func update(_ percentComplete: CGFloat) {
        container.layer.timeOffset = Double(min(1, max(0, percentComplete))) * duration
    }

    // finishInteractiveTransition()
    func finish() {
        displayLink = DisplayLink(target: self, action: LayerScrubbingSwitch.tickForward)
        displayLink?.add(to: container.window!)
    }

    // cancelInteractiveTransition()
    func cancel() {
        wasCancelled = true
        displayLink = DisplayLink(target: self, action: LayerScrubbingSwitch.tickBackward)
        displayLink?.add(to: container.window!)
    }

    func tickForward(_ link: DisplayLink) {
        tickTimestamps.append(link.timestamp)
        let offset = container.layer.timeOffset + link.duration
        if offset >= duration {
            container.layer.timeOffset = duration
            link.invalidate()
            displayLink = nil
        } else {
            container.layer.timeOffset = offset
        }
    }

    func tickBackward(_ link: DisplayLink) {
        tickTimestamps.append(link.timestamp)
        let offset = container.layer.timeOffset - link.duration
        if offset <= 0 {
            // _transitionFinishedCanceling: let the layer run again; the animation ends at once.
            link.invalidate()
            displayLink = nil
            container.layer.timeOffset = 0
            container.layer.speed = 1
        } else {
            container.layer.timeOffset = offset
        }
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        let width = container.bounds.width
        let percent = -pan.translation(in: container).x / width
        switch pan.state {
        case .began: start()
        case .changed: update(percent)
        case .ended, .cancelled: percent > 0.5 ? finish() : cancel()
        default: break
        }
    }
}

@MainActor
@Suite struct LayerTimingInteractiveTransitionTests {
    func scene() -> (TestHost, LayerScrubbingSwitch) {
        let host = TestHost(size: CGSize(width: 300, height: 600), scale: 1)
        // A device's media time is its uptime; start a second in, so that it exceeds the duration.
        host.advance(by: 1)
        let container = View(frame: host.window.bounds)
        let from = View(frame: container.bounds)
        let to = View(frame: container.bounds)
        host.window.addSubview(container)
        container.addSubview(from)
        let transition = LayerScrubbingSwitch(container: container, from: from, to: to)
        container.addGestureRecognizer(PanGestureRecognizer(target: transition, action: LayerScrubbingSwitch.handlePan))
        return (host, transition)
    }

    /// The incoming view stands where the layer's local time `offset` puts a linear 0.5 s slide:
    /// x = 300 · (1 − offset / 0.5).
    func expectPosition(of t: LayerScrubbingSwitch, at offset: TimeInterval) {
        let x = t.toView.layer.presentationState.frame.minX
        expectClose(x, 300 * CGFloat(1 - offset / 0.5), within: 1e-9, "offset \(offset), x \(x)")
    }

    /// Steps one frame and checks it shows the time offset in effect when the frame's animations
    /// were advanced: the one set before the step (a display link's change, made after the
    /// animations moved, shows at the next frame, as a layer change shows at the next commit).
    func stepFollowingTimeOffset(_ host: TestHost, _ t: LayerScrubbingSwitch) {
        let offset = t.container.layer.timeOffset
        host.step()
        if t.completedTransition == nil { expectPosition(of: t, at: offset) }
    }

    @Test func panScrubsAndADisplayLinkFinishes() {
        let (host, t) = scene()
        host.touchDown(at: CGPoint(x: 280, y: 300))
        var x: CGFloat = 280
        for _ in 0..<20 {
            x -= 10
            host.touchMove(to: CGPoint(x: x, y: 300))
            // The pan set the offset before the frame's animations moved.
            expectPosition(of: t, at: t.container.layer.timeOffset)
            expectNil(t.completedTransition)
        }
        expectEqual(t.container.layer.speed, 0)
        let scrubbed = t.container.layer.timeOffset
        expectGreaterThan(scrubbed, 0.25)
        host.touchUp()  // the release frame: the link is added and ticks once
        expectClose(t.container.layer.timeOffset, (scrubbed + 1.0 / 60), within: 1e-12)
        // One display frame per frame until the end; the animation completes the frame after.
        let ticks = Int(((0.5 - scrubbed) * 60).rounded(.up))
        for _ in 1..<ticks { stepFollowingTimeOffset(host, t) }
        expectEqual(t.container.layer.timeOffset, 0.5)
        expectNil(t.completedTransition)
        host.step()
        expectEqual(t.completedTransition, true)
        expectEqual(t.toView.layer.presentationState.frame.minX, 0)
        expectNil(t.fromView.superview)
        expectEqual(t.tickTimestamps.count, ticks)
        for (a, b) in zip(t.tickTimestamps, t.tickTimestamps.dropFirst()) { expectClose(b - a, 1.0 / 60, within: 1e-9) }
    }

    @Test func aShortPanIsRewoundByTheDisplayLinkAndCancelled() {
        let (host, t) = scene()
        host.drag(from: CGPoint(x: 280, y: 300), to: CGPoint(x: 220, y: 300), duration: 0.2)
        let rewinding = t.container.layer.timeOffset  // after the release frame's first tick back
        expectGreaterThan(rewinding, 0)
        expectLessThan(rewinding, 0.25)
        expect(t.wasCancelled)
        var frames = 0
        while t.displayLink != nil && frames < 60 {
            stepFollowingTimeOffset(host, t)
            frames += 1
        }
        expectEqual(frames, Int((rewinding * 60).rounded(.up)))
        expectEqual(t.container.layer.speed, 1)
        expectNil(t.completedTransition)
        host.step()  // the layer runs again, past the animation's end: it completes at once
        expectEqual(t.completedTransition, false)
        expectNil(t.toView.superview)
        expectEqual(t.fromView.layer.presentationState.frame.minX, 0)
    }

    /// A display link's timestamps are the manual clock's frame times; at a preferred 30 fps on
    /// 60 fps frames it is called every other frame, with targetTimestamp one 30 fps interval on.
    @Test func displayLinkTimestampsFollowTheClock() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1)
        var stamps: [(TimeInterval, TimeInterval)] = []
        let link = DisplayLink { stamps.append(($0.timestamp, $0.targetTimestamp)) }
        link.preferredFrameRateRange = FrameRateRange(minimum: 30, maximum: 60, preferred: 30)
        link.add(to: host.window)
        let start = host.window.currentTime
        host.advance(by: 0.1)  // six frames
        expectEqual(stamps.count, 3)
        for (k, s) in stamps.enumerated() {
            expectClose(s.0, (start + Double(2 * k + 1) / 60), within: 1e-9)
            expectClose(s.1 - s.0, 1.0 / 30, within: 1e-9)
        }
        link.isPaused = true
        host.advance(by: 0.1)
        expectEqual(stamps.count, 3)
        link.invalidate()
        expectEqual(link.duration, 1.0 / 60)
    }
}
