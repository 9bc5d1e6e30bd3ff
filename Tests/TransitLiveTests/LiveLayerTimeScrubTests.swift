import Foundation
import Testing
@testable import TransitLive
import TransitTesting
import TransitTestingReporting

/// The scrub keys ([ and ]) on a transition made of block animations only, with no
/// interruptible animator: they hold the window's layer tree still and move its time, through
/// the window's event path (SDL key records decoded and handed to the session).
@MainActor
@Suite struct LiveLayerTimeScrubTests {
    static let period: Int32 = 0x2E
    let controls = LiveControlsTests()

    func pushingSession(through frames: Int, diagnostics: DiagnosticLog) throws -> (LiveSession, [Int: Bitmap]) {
        try controls.pushingSession(through: frames, diagnostics: diagnostics) { SlideInBlocksAnimator() }
    }

    func press(_ keycode: Int32, _ session: LiveSession, at time: TimeInterval, times count: Int = 1) throws {
        for _ in 0..<count { try controls.send(.keyDown(keycode), to: session, at: time) }
    }

    @Test func scrubbingBlockAnimationsHoldsTheLayerTreeAtTheMomentTimeWouldShow() throws {
        let log = DiagnosticLog()
        let (session, shown) = try pushingSession(through: 6, diagnostics: log)
        let coordinator = try unwrap(session.scrubbed, "the push is running")
        expectNil(coordinator.interruptibleAnimator, "the animator vends no interruptible animator")
        try press(LiveControlsTests.rightBracket, session, at: 6.0 / 60, times: 4)
        let scrubbed = try unwrap(session.frame(at: 7.0 / 60), "a scrub presents a frame while paused")
        expectEqual(session.content.clock.now, 6.0 / 60, "content time stays paused")
        expectEqual(session.window.layer.speed, 0, "the layer tree is stopped")
        // The push begins in frame 3's step (layer time 3/60); paused at 6/60, an eighth of its
        // 0.4 s, then moved on four twentieths of 0.4 s: layer time 6/60 + 0.08.
        expectClose(session.window.layer.timeOffset, (6.0 / 60 + 0.08), within: 1e-12, "\(session.window.layer.timeOffset)")
        let fraction = try unwrap(session.overlayState.fraction)
        expectClose(fraction, (0.125 + 0.2), within: 1e-9, "\(fraction)")
        expectNil(session.overlayState.note)

        // The oracle: the same push left to run, stepped at that moment.
        let (reference, _) = try pushingSession(through: 6, diagnostics: log)
        expectEqual(reference.frame(at: 6.0 / 60 + 0.08), scrubbed, "the scrubbed frame is the frame at that time")

        // Back past the start stops at the start: the screen before the push.
        try press(LiveControlsTests.leftBracket, session, at: 7.0 / 60, times: 30)
        expectEqual(session.overlayState.fraction, 0)
        expectEqual(session.frame(at: 8.0 / 60), shown[1], "the start of the scrub is the screen before the push")

        // Resuming runs the push from there to its end, then gives the layer its own timing back.
        try controls.resumeToTheEnd(session)
        let layer = session.window.layer
        expectEqual(layer.speed, 1, "the layer's timing is as it was")
        expectEqual(layer.timeOffset, 0, "the layer's timing is as it was")
        expectEqual(layer.beginTime, 0, "the layer's timing is as it was")
        expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    }

    /// → while the keys hold the tree lets it run: one frame step later the screen shows the
    /// moment one frame after the one chosen.
    @Test func aFrameStepLetsTheHeldTreeRunOnFromTheMomentChosen() throws {
        let log = DiagnosticLog()
        let (session, _) = try pushingSession(through: 6, diagnostics: log)
        try press(LiveControlsTests.rightBracket, session, at: 6.0 / 60, times: 2)
        _ = session.frame(at: 7.0 / 60)
        try press(Self.period, session, at: 7.0 / 60)
        let stepped = try unwrap(session.frame(at: 8.0 / 60))
        expectEqual(session.window.layer.speed, 1, "the tree runs again")
        expectClose(session.windowLayerTime, (6.0 / 60 + 0.04 + 1.0 / 60), within: 1e-12, "\(session.windowLayerTime)")
        let (reference, _) = try pushingSession(through: 6, diagnostics: log)
        expectEqual(reference.frame(at: 7.0 / 60 + 0.04), stepped, "the frame one step after the chosen moment")
        expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    }
}

/// `SlideInAnimator`'s motion (the new screen in from the right over 0.4 s, linearly, the old one
/// fading to half its opacity) made with one `View.animate` block and no interruptible animator.
@MainActor
final class SlideInBlocksAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to), let to = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        let from = transitionContext.view(forKey: .from)
        let final = transitionContext.finalFrame(for: toVC)
        to.frame = final.offsetBy(dx: final.width, dy: 0)
        transitionContext.containerView.addSubview(to)
        View.animate(
            withDuration: 0.4, delay: 0, options: [.curveLinear],
            animations: {
                to.frame = final
                from?.alpha = 0.5
            },
            completion: { finished in
                from?.alpha = 1
                transitionContext.completeTransition(finished)
            })
    }
}
