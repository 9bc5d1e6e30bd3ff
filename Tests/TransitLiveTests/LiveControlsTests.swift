import Foundation
import Testing
@testable import TransitLive
import TransitTesting
import TransitTestingReporting

/// The scrub keys ([ and ]) and the rotate key (o), through the window's event path (SDL key
/// records decoded and handed to the session), with no SDL loaded.
@MainActor
@Suite struct LiveControlsTests {
    static let leftBracket: Int32 = 0x5B, rightBracket: Int32 = 0x5D, space: Int32 = 0x20, o: Int32 = 0x6F

    func send(_ record: SDLEventRecord, to session: LiveSession, at time: TimeInterval) throws {
        session.handle(try unwrap(LiveEvent(record)), at: time)
    }

    /// A session over `TapToPushController`, tapped at frames 2 and 3 so its push begins inside
    /// the step of frame 3, then stepped through frame `frames`; the frames presented, by number.
    func pushingSession(
        through frames: Int, diagnostics: DiagnosticLog,
        animator: @escaping @MainActor () -> ViewControllerAnimatedTransitioning = { SlideInAnimator() }
    ) throws -> (LiveSession, [Int: Bitmap]) {
        let session = LiveSession(displayTime: 0) { TapToPushController.content(diagnostics: diagnostics, animator: animator) }
        session.setWindowCoordinateSize(LiveTestScene.size)
        var shown: [Int: Bitmap] = [:]
        for k in 1...frames {
            if k == 2 { try send(.mouseButton(down: true, x: 100, y: 150), to: session, at: Double(k) / 60) }
            if k == 3 { try send(.mouseButton(down: false, x: 100, y: 150), to: session, at: Double(k) / 60) }
            if let frame = session.frame(at: Double(k) / 60) { shown[k] = frame }
        }
        return (session, shown)
    }

    /// Resumes `session` (space at display time 1 s) and steps it until nothing is left to
    /// happen: the push, held at its start, runs its whole 0.4 s from there and ends.
    func resumeToTheEnd(_ session: LiveSession) throws {
        try send(.keyDown(Self.space), to: session, at: 1)
        var t = 1.0
        while session.wantsFrames, t < 3 {
            t += 1.0 / 60
            _ = session.frame(at: t)
        }
        let navigation = try unwrap(session.window.rootViewController as? NavigationController)
        expectEqual(navigation.viewControllers.count, 2)
        expectEqual(session.overlayState.phase, "completeTransition(true)")
        expectGreaterThanOrEqual(t - 1, 0.4 - 1e-9, "it ran the whole way again from its start")
    }

    @Test func scrubbingHoldsTheTransitionAtTheMomentTimeWouldShow() throws {
        let log = DiagnosticLog()
        let (session, shown) = try pushingSession(through: 6, diagnostics: log)
        let coordinator = try unwrap(session.scrubbed, "the push is running")
        expectEqual(coordinator.transitionDuration, 0.4)
        try send(.keyDown(Self.space), to: session, at: 6.0 / 60)
        for _ in 0..<4 { try send(.keyDown(Self.rightBracket), to: session, at: 6.0 / 60) }
        let scrubbed = try unwrap(session.frame(at: 7.0 / 60), "a scrub presents a frame while paused")
        expectEqual(session.content.clock.now, 6.0 / 60, "content time stays paused")
        // The tap ends in frame 3 and the push begins in that frame's step: paused three frames
        // into it (an eighth of 0.4 s), then moved on four twentieths.
        let fraction = try unwrap(session.overlayState.fraction)
        expectClose(fraction, (0.125 + 0.2), within: 1e-9, "\(fraction)")

        // The oracle: the same push left to run (its animator is linear), stepped at the moment
        // the keys chose: four twentieths of 0.4 s after the pause.
        let (reference, _) = try pushingSession(through: 6, diagnostics: log)
        expectEqual(reference.frame(at: 6.0 / 60 + 0.08), scrubbed, "the scrubbed frame is the frame at that time")

        // Back past the start stops at the start, which looks as the screen did before the push
        // (the new screen still off its right edge).
        for _ in 0..<30 { try send(.keyDown(Self.leftBracket), to: session, at: 7.0 / 60) }
        expectEqual(session.overlayState.fraction, 0)
        let atStart = session.frame(at: 8.0 / 60)
        expectEqual(atStart, shown[1], "the start of the scrub is the screen before the push")

        // Resuming lets the push run on from there to its end.
        try resumeToTheEnd(session)
        expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    }

    @Test func scrubKeysWithNoTransitionSayNothingRuns() throws {
        let session = LiveSession(displayTime: 0) { TapToPushController.content(diagnostics: DiagnosticLog()) }
        _ = session.frame(at: 1.0 / 60)
        try send(.keyDown(Self.rightBracket), to: session, at: 1.0 / 60)
        expectEqual(session.overlayState.note, "[ and ]: no transition is running")
        expectNil(session.pausedTime, "nothing is paused")
    }

    /// iPhone 16 (Apple's specifications: 393 × 852 points; its safe area on its side is 59
    /// points left and right and 21 at the bottom, upright 59 at the top and 34 at the bottom);
    /// an iPhone on its side has compact width and compact height (Apple's Human Interface
    /// Guidelines, Layout: device size classes), upright compact width and regular height.
    @Test func rotateTurnsTheDeviceAndTheWindowFollows() throws {
        let session = LiveSession(displayTime: 0) {
            let host = TestHost(device: .iPhone16, scale: 1)
            host.window.rootViewController = ViewController()
            host.window.makeKeyAndVisible()
            return LiveContent(window: host.window, clock: host.clock)
        }
        let upright = try unwrap(session.frame(at: 1.0 / 60))
        expect((upright.width, upright.height) == (393, 852))
        let root = try unwrap(session.window.rootViewController)
        try send(.keyDown(Self.o), to: session, at: 1.0 / 60)
        let turned = try unwrap(session.frame(at: 2.0 / 60))
        expect((turned.width, turned.height) == (852, 393))
        expect(session.pixelSize == (852, 393))
        expectEqual(session.window.interfaceOrientation, .landscapeRight)
        expectEqual(root.view.bounds.size, CGSize(width: 852, height: 393), "the content was laid out again")
        expectEqual(root.view.safeAreaInsets, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        expectEqual(root.traitCollection.horizontalSizeClass, .compact)
        expectEqual(root.traitCollection.verticalSizeClass, .compact)
        expectEqual(turned, Renderer().render(session.window.renderTree()))
        try send(.keyDown(Self.o), to: session, at: 2.0 / 60)
        let back = try unwrap(session.frame(at: 3.0 / 60))
        expect((back.width, back.height) == (393, 852))
        expectEqual(root.view.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        expectEqual(root.traitCollection.horizontalSizeClass, .compact)
        expectEqual(root.traitCollection.verticalSizeClass, .regular)
    }
}

/// A navigation controller (bar hidden) whose first screen pushes a second one when tapped, with
/// `SlideInAnimator`: a transition made of block animations only, which all run on layer time.
@MainActor
final class TapToPushController: ViewController, NavigationControllerDelegate {
    /// A card the tap hides while the push runs, as a zoom hides its source view (only when
    /// made with `withSource`).
    private var card: View?

    /// Makes the animator of the push (`SlideInAnimator` unless a test gives another).
    private var makeAnimator: @MainActor () -> ViewControllerAnimatedTransitioning = { SlideInAnimator() }

    static func content(
        diagnostics: DiagnosticLog, withSource: Bool = false,
        animator: @escaping @MainActor () -> ViewControllerAnimatedTransitioning = { SlideInAnimator() }
    ) -> LiveContent {
        let first = TapToPushController()
        first.makeAnimator = animator
        if withSource { first.card = View(frame: CGRect(x: 20, y: 200, width: 60, height: 40)) }
        let navigation = NavigationController(rootViewController: first)
        navigation.isNavigationBarHidden = true
        navigation.delegate = first
        return LiveContent(
            size: LiveTestScene.size, scale: LiveTestScene.scale, rootViewController: navigation,
            diagnostics: diagnostics)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        if let card {
            card.backgroundColor = .white
            view.addSubview(card)
        }
        view.addGestureRecognizer(TapGestureRecognizer(target: self, action: TapToPushController.tapped))
    }

    func tapped(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        card?.isHidden = true
        let next = ViewController()
        next.view.backgroundColor = .systemOrange
        navigationController?.pushViewController(next, animated: true)
    }

    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        makeAnimator()
    }
}

/// Slides the new screen in from the right over 0.4 s, linearly, fading the old one to half its
/// opacity, with an interruptible `ViewPropertyAnimator` (UIKit's pattern for transitions that
/// can be paused and scrubbed).
@MainActor
final class SlideInAnimator: ViewControllerAnimatedTransitioning {
    private var animator: ViewPropertyAnimator?

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext)?.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating? {
        if let animator { return animator }
        let animator = ViewPropertyAnimator(duration: 0.4, curve: .linear)
        self.animator = animator
        guard let toVC = transitionContext.viewController(forKey: .to), let to = transitionContext.view(forKey: .to) else {
            return animator
        }
        let from = transitionContext.view(forKey: .from)
        let final = transitionContext.finalFrame(for: toVC)
        to.frame = final.offsetBy(dx: final.width, dy: 0)
        transitionContext.containerView.addSubview(to)
        animator.addAnimations {
            to.frame = final
            from?.alpha = 0.5
        }
        animator.addCompletion { position in
            from?.alpha = 1
            transitionContext.completeTransition(position == .end)
        }
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}
