import Foundation
import Testing
@testable import TransitDemo
import TransitTestingReporting

/// A `TransitionStage` going backward describes a pop: the screen it brings in is the earlier one
/// and comes from the left, the outgoing one leaves to the right (UIKit's navigation pop moves the
/// top view off to the trailing edge and the one below in from the leading side).
@MainActor
@Suite struct StageDirectionTests {
    /// Records the frames the context gives and completes at once.
    final class FrameProbe: ViewControllerAnimatedTransitioning {
        var frames: [String: CGRect] = [:]
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            let from = transitionContext.viewController(forKey: .from)!, to = transitionContext.viewController(forKey: .to)!
            frames["from.initial"] = transitionContext.initialFrame(for: from)
            frames["from.final"] = transitionContext.finalFrame(for: from)
            frames["to.initial"] = transitionContext.initialFrame(for: to)
            frames["to.final"] = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
            transitionContext.completeTransition(true)
        }
    }

    func stage(_ direction: CatalogTransition.Direction) -> (TestHost, TransitionStage) {
        let host = TestHost(size: CGSize(width: 200, height: 300), scale: 1)
        let after = SampleScreen(title: "After", color: .systemOrange)
        let before = SampleScreen(title: "Before", color: .systemBlue)
        let stage =
            direction == .forward
            ? TransitionStage(from: before, to: after) : TransitionStage(from: after, to: before, direction: .backward)
        host.window.rootViewController = stage
        host.step()
        return (host, stage)
    }

    @Test(arguments: [CatalogTransition.Direction.forward, .backward])
    func contextFramesFollowTheDirection(direction: CatalogTransition.Direction) {
        let (host, stage) = stage(direction)
        let probe = FrameProbe()
        stage.run(probe, interactive: false)
        expect(host.runUntilIdle(timeout: 5))
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 300)
        let side: CGFloat = direction == .forward ? 200 : -200
        expectEqual(probe.frames["from.initial"], bounds)
        expectEqual(probe.frames["from.final"], bounds.offsetBy(dx: -side, dy: 0))
        expectEqual(probe.frames["to.initial"], bounds.offsetBy(dx: side, dy: 0))
        expectEqual(probe.frames["to.final"], bounds)
        expect(stage.isFinished)
        expectIdentical(stage.toScreen.view.superview, stage.view)
    }

    /// The navigation entry's backward animator is the pop: half way, the outgoing screen has moved
    /// right and the earlier one is still to the left of its place; at the end it fills the stage.
    @Test func navigationPopRunsBackward() throws {
        let entry = try unwrap(TransitionCatalog.entry(named: "navigation-push"))
        let (host, stage) = stage(.backward)
        stage.run(entry.makeBackward(nil), interactive: true)
        host.step()
        stage.interaction?.update(0.5)
        host.step()
        let outgoing = try unwrap(stage.fromScreen.view.layer.presentation()).frame
        let incoming = try unwrap(stage.toScreen.view.layer.presentation()).frame
        expectGreaterThan(outgoing.minX, 0)
        expectLessThan(incoming.minX, 0)
        stage.interaction?.finish()
        expect(host.runUntilIdle(timeout: 5))
        expect(stage.isFinished)
        expectEqual(stage.toScreen.view.frame, stage.view.bounds)
        expectNil(stage.fromScreen.view.superview)
        expect(host.diagnostics.diagnostics.isEmpty, "\(host.diagnostics.diagnostics)")
    }
}
