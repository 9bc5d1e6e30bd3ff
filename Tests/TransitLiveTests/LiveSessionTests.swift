import Foundation
import Testing
@testable import TransitLive
import TransitTesting
import TransitTestingReporting

/// The live session's controls — wheel, keys, pause and frame step, restart — driven with SDL
/// event records, no SDL loaded.
@MainActor
@Suite struct LiveSessionTests {
    /// A 100 × 100 point window over a scroll view with 1,000 points of content.
    static func scrollingContent() -> LiveContent {
        let root = ViewController()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.contentInsetAdjustmentBehavior = .never
        root.view.addSubview(scrollView)
        return LiveContent(
            size: CGSize(width: 100, height: 100), scale: 1, rootViewController: root, diagnostics: DiagnosticLog())
    }

    static func scrollView(in session: LiveSession) throws -> ScrollView {
        try unwrap(session.window.rootViewController?.view.subviews.first as? ScrollView)
    }

    func send(_ record: SDLEventRecord, to session: LiveSession, at time: TimeInterval) throws {
        session.handle(try unwrap(LiveEvent(record)), at: time)
    }

    @Test func theWheelScrollsTheScrollViewUnderThePointerWithinItsLimits() throws {
        let session = LiveSession(displayTime: 0, makeContent: Self.scrollingContent)
        _ = session.frame(at: 1.0 / 60)
        try send(.mouseMotion(x: 50, y: 50, pressed: false), to: session, at: 0.02)
        try send(.mouseWheel(x: 0, y: -2), to: session, at: 0.02)  // two notches towards the user
        _ = session.frame(at: 2.0 / 60)
        expectEqual(try Self.scrollView(in: session).contentOffset, CGPoint(x: 0, y: 2 * LiveSession.pointsPerNotch))
        try send(.mouseWheel(x: 0, y: 5), to: session, at: 0.04)  // five away: stops at the top
        _ = session.frame(at: 3.0 / 60)
        expectEqual(try Self.scrollView(in: session).contentOffset, .zero)
        for _ in 0..<30 { try send(.mouseWheel(x: 0, y: -1), to: session, at: 0.05) }
        _ = session.frame(at: 4.0 / 60)
        expectEqual(try Self.scrollView(in: session).contentOffset, CGPoint(x: 0, y: 900), "stops at the bottom")
    }

    @Test func keysSlowAnimationsAndReduceMotionAndQuit() throws {
        let session = LiveSession(displayTime: 0, makeContent: Self.scrollingContent)
        try send(.keyDown(0x73), to: session, at: 0)  // s
        expectEqual(session.window.motionSettings.animationSpeed, 0.1)
        expectNil(LiveEvent(.keyDown(0x73, isRepeat: true)), "a held key's auto-repeats are not events")
        try send(.keyDown(0x73), to: session, at: 0)
        expectEqual(session.window.motionSettings.animationSpeed, 1)
        try send(.keyDown(0x6D), to: session, at: 0)  // m
        expect(session.window.motionSettings.reduceMotion)
        expectNil(LiveEvent(.keyDown(0x7A)), "an unbound key (z) is not an event")
        expect(!session.quitRequested)
        try send(.keyDown(0x1B), to: session, at: 0)  // escape
        expect(session.quitRequested)
    }

    @Test func pauseFreezesContentTimeAndEachStepAddsOneFrame() throws {
        let session = LiveSession(displayTime: 10, makeContent: Self.scrollingContent)
        let clock = session.content.clock
        _ = session.frame(at: 10.5)
        expectEqual(clock.now, 0.5, "content time is display time minus the start")
        try send(.keyDown(0x20), to: session, at: 10.5)  // space: pause
        expectNil(session.frame(at: 11))
        expectEqual(clock.now, 0.5, "paused: no frame step")
        try send(.keyDown(0x4000_004F), to: session, at: 11)  // →: one frame
        _ = session.frame(at: 11.2)
        expectEqual(clock.now, 0.5 + LiveSession.stepDuration)
        _ = session.frame(at: 11.4)
        expectEqual(clock.now, 0.5 + LiveSession.stepDuration, "one key, one step")
        try send(.keyDown(0x70), to: session, at: 12)  // p: resume
        _ = session.frame(at: 12.25)
        // Time carries on from where it stopped: 0.25 s after resuming. Display times are sums
        // of binary fractions here except the step (1/60), so allow one rounding of that sum.
        expectClose(clock.now, (0.5 + LiveSession.stepDuration + 0.25), within: 1e-12)
    }

    @Test func restartMakesTheContentAgainAndKeepsTheMotionSettings() throws {
        var made = 0
        let session = LiveSession(displayTime: 0) {
            made += 1
            return Self.scrollingContent()
        }
        let first = session.window
        try send(.keyDown(0x73), to: session, at: 1)  // s
        try send(.keyDown(0x72), to: session, at: 2)  // r
        expectEqual(made, 2)
        expectNotIdentical(session.window, first)
        expectEqual(session.window.motionSettings.animationSpeed, 0.1)
        expectNotNil(session.frame(at: 2.5), "the new content is drawn")
        expectEqual(session.content.clock.now, 0.5)
    }

    @Test func aPressWhileTheFingerIsDownEndsTheOldTouchFirstAndMovesCoalesce() throws {
        var translator = LiveInputTranslator()
        translator.pointsPerUnit = CGSize(width: 0.5, height: 0.5)
        translator.translate(try unwrap(LiveEvent(.mouseButton(down: true, x: 10, y: 10))))
        translator.translate(try unwrap(LiveEvent(.mouseMotion(x: 20, y: 10, pressed: true))))
        translator.translate(try unwrap(LiveEvent(.mouseMotion(x: 30, y: 10, pressed: true))))
        translator.translate(try unwrap(LiveEvent(.mouseButton(down: true, x: 40, y: 40))))
        expectEqual(
            translator.takePending(),
            [
                TouchInput(phase: .began, location: CGPoint(x: 5, y: 5)),
                TouchInput(phase: .moved, location: CGPoint(x: 15, y: 5)),
                TouchInput(phase: .ended, location: CGPoint(x: 15, y: 5)),
                TouchInput(phase: .began, location: CGPoint(x: 20, y: 20))
            ])
        expectEqual(LiveEvent(.mouseButton(down: true, x: 1, y: 1)), .pointerDown(CGPoint(x: 1, y: 1)))
    }
}
